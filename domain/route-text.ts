// Each page's words (name, title, description, keywords) in the language being read, from the
// catalogues domain/i18n/{en,es}.json: the route table (domain/routes.ts) reads them through getters
// this module attaches. Each entry names its messages statically so the bundler keeps only these
// (a dynamic m[key] would pull in every message of the app).
import * as m from "./i18n/messages";

export interface RouteText {
  name: string;
  title: string;
  description: string;
  keywords: string;
}

/** A route's words (domain/routes.ts reads them through getters). */
export type RouteWord = "name" | "title" | "description" | "keywords";

// Keyed by route id. Not typed by RouteId: that type comes from the route table, which imports this
// module (a test checks every route of the table has its words here).
const TEXT: Record<string, () => RouteText> = {
  "home": () => ({ name: m.route_home_name(), title: m.route_home_title(), description: m.route_home_description(), keywords: m.route_home_keywords() }),
  "charging-plan": () => ({ name: m.route_charging_plan_name(), title: m.route_charging_plan_title(), description: m.route_charging_plan_description(), keywords: m.route_charging_plan_keywords() }),
  "basics-task": () => ({ name: m.route_basics_task_name(), title: m.route_basics_task_title(), description: m.route_basics_task_description(), keywords: m.route_basics_task_keywords() }),
  "home-charger-task": () => ({ name: m.route_home_charger_task_name(), title: m.route_home_charger_task_title(), description: m.route_home_charger_task_description(), keywords: m.route_home_charger_task_keywords() }),
  "public-charging-task": () => ({ name: m.route_public_charging_task_name(), title: m.route_public_charging_task_title(), description: m.route_public_charging_task_description(), keywords: m.route_public_charging_task_keywords() }),
  "maximize-savings-task": () => ({ name: m.route_maximize_savings_task_name(), title: m.route_maximize_savings_task_title(), description: m.route_maximize_savings_task_description(), keywords: m.route_maximize_savings_task_keywords() }),
  "automate-charging-task": () => ({ name: m.route_automate_charging_task_name(), title: m.route_automate_charging_task_title(), description: m.route_automate_charging_task_description(), keywords: m.route_automate_charging_task_keywords() }),
  "driving-tips-task": () => ({ name: m.route_driving_tips_task_name(), title: m.route_driving_tips_task_title(), description: m.route_driving_tips_task_description(), keywords: m.route_driving_tips_task_keywords() }),
  "battery-health-task": () => ({ name: m.route_battery_health_task_name(), title: m.route_battery_health_task_title(), description: m.route_battery_health_task_description(), keywords: m.route_battery_health_task_keywords() }),
  "incentives": () => ({ name: m.route_incentives_name(), title: m.route_incentives_title(), description: m.route_incentives_description(), keywords: m.route_incentives_keywords() }),
  "shared-plan": () => ({ name: m.route_shared_plan_name(), title: m.route_shared_plan_title(), description: m.route_shared_plan_description(), keywords: m.route_shared_plan_keywords() }),
  "basics-guide": () => ({ name: m.route_basics_guide_name(), title: m.route_basics_guide_title(), description: m.route_basics_guide_description(), keywords: m.route_basics_guide_keywords() }),
  "home-charger-guide": () => ({ name: m.route_home_charger_guide_name(), title: m.route_home_charger_guide_title(), description: m.route_home_charger_guide_description(), keywords: m.route_home_charger_guide_keywords() }),
  "public-charging-guide": () => ({ name: m.route_public_charging_guide_name(), title: m.route_public_charging_guide_title(), description: m.route_public_charging_guide_description(), keywords: m.route_public_charging_guide_keywords() }),
  "maximize-savings-guide": () => ({ name: m.route_maximize_savings_guide_name(), title: m.route_maximize_savings_guide_title(), description: m.route_maximize_savings_guide_description(), keywords: m.route_maximize_savings_guide_keywords() }),
  "automate-charging-guide": () => ({ name: m.route_automate_charging_guide_name(), title: m.route_automate_charging_guide_title(), description: m.route_automate_charging_guide_description(), keywords: m.route_automate_charging_guide_keywords() }),
  "driving-tips-guide": () => ({ name: m.route_driving_tips_guide_name(), title: m.route_driving_tips_guide_title(), description: m.route_driving_tips_guide_description(), keywords: m.route_driving_tips_guide_keywords() }),
  "battery-health-guide": () => ({ name: m.route_battery_health_guide_name(), title: m.route_battery_health_guide_title(), description: m.route_battery_health_guide_description(), keywords: m.route_battery_health_guide_keywords() }),
  "calculator": () => ({ name: m.route_calculator_name(), title: m.route_calculator_title(), description: m.route_calculator_description(), keywords: m.route_calculator_keywords() }),
  "recommender": () => ({ name: m.route_recommender_name(), title: m.route_recommender_title(), description: m.route_recommender_description(), keywords: m.route_recommender_keywords() }),
  "about": () => ({ name: m.route_about_name(), title: m.route_about_title(), description: m.route_about_description(), keywords: m.route_about_keywords() }),
  "login": () => ({ name: m.route_login_name(), title: m.route_login_title(), description: m.route_login_description(), keywords: m.route_login_keywords() }),
  "auth-confirm": () => ({ name: m.route_auth_confirm_name(), title: m.route_auth_confirm_title(), description: m.route_auth_confirm_description(), keywords: m.route_auth_confirm_keywords() }),
  "account": () => ({ name: m.route_account_name(), title: m.route_account_title(), description: m.route_account_description(), keywords: m.route_account_keywords() }),
  "dealer-admin": () => ({ name: m.route_dealer_admin_name(), title: m.route_dealer_admin_title(), description: m.route_dealer_admin_description(), keywords: m.route_dealer_admin_keywords() }),
  "terms": () => ({ name: m.route_terms_name(), title: m.route_terms_title(), description: m.route_terms_description(), keywords: m.route_terms_keywords() }),
  "privacy": () => ({ name: m.route_privacy_name(), title: m.route_privacy_title(), description: m.route_privacy_description(), keywords: m.route_privacy_keywords() }),
};

/** The route's words in the language being read (keywords as a list, as the table has them). */
export function routeText(route: { id: string }): Omit<RouteText, "keywords"> & { keywords: readonly string[] } {
  const text = TEXT[route.id]?.();
  if (!text) throw new Error(`No text for route ${route.id}`);
  return { ...text, keywords: text.keywords.split(",").map((keyword) => keyword.trim()) };
}

/** The route with its words in the language being read, as a plain object (read once, now). */
export function localizedRoute<T extends { id: string }>(route: T): T {
  return { ...route, ...routeText(route) };
}

/** Gives a route table entry its words as getters, so every read is in the language being read. */
export function attachRouteWords(route: { id: string }): void {
  const words = (): ReturnType<typeof routeText> => routeText(route);
  const getter = (word: RouteWord): PropertyDescriptor => ({ get: () => words()[word], enumerable: true, configurable: false });
  Object.defineProperties(route, { name: getter("name"), title: getter("title"), description: getter("description"), keywords: getter("keywords") });
}
