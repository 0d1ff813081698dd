// Each page's words in the language being read, from the catalogues domain/i18n/{en,es}.json: the
// route table (domain/routes.ts) reads them through getters this module attaches. Each entry names
// its messages statically so the bundler keeps only these (a dynamic m[key] would pull in every
// message of the app). Name and title are here, for every page's links, breadcrumbs and tab title;
// description and keywords only feed the head tags, so they live in ./route-details.ts, which the
// page resolver loads (the browser's entry bundle never carries them).
import * as m from "./i18n/messages";

export interface RouteText {
  name: string;
  title: string;
  description: string;
  keywords: string;
}

/** A route's words (domain/routes.ts reads them through getters). */
export type RouteWord = "name" | "title" | "description" | "keywords";

type Details = Record<string, () => Pick<RouteText, "description" | "keywords">>;

// Keyed by route id. Not typed by RouteId: that type comes from the route table, which imports this
// module (a test checks every route of the table has its words here).
const NAMES: Record<string, () => Pick<RouteText, "name" | "title">> = {
  "home": () => ({ name: m.route_home_name(), title: m.route_home_title() }),
  "charging-plan": () => ({ name: m.route_charging_plan_name(), title: m.route_charging_plan_title() }),
  "basics-task": () => ({ name: m.route_basics_task_name(), title: m.route_basics_task_title() }),
  "home-charger-task": () => ({ name: m.route_home_charger_task_name(), title: m.route_home_charger_task_title() }),
  "public-charging-task": () => ({ name: m.route_public_charging_task_name(), title: m.route_public_charging_task_title() }),
  "maximize-savings-task": () => ({ name: m.route_maximize_savings_task_name(), title: m.route_maximize_savings_task_title() }),
  "automate-charging-task": () => ({ name: m.route_automate_charging_task_name(), title: m.route_automate_charging_task_title() }),
  "driving-tips-task": () => ({ name: m.route_driving_tips_task_name(), title: m.route_driving_tips_task_title() }),
  "battery-health-task": () => ({ name: m.route_battery_health_task_name(), title: m.route_battery_health_task_title() }),
  "incentives": () => ({ name: m.route_incentives_name(), title: m.route_incentives_title() }),
  "shared-plan": () => ({ name: m.route_shared_plan_name(), title: m.route_shared_plan_title() }),
  "basics-guide": () => ({ name: m.route_basics_guide_name(), title: m.route_basics_guide_title() }),
  "home-charger-guide": () => ({ name: m.route_home_charger_guide_name(), title: m.route_home_charger_guide_title() }),
  "public-charging-guide": () => ({ name: m.route_public_charging_guide_name(), title: m.route_public_charging_guide_title() }),
  "maximize-savings-guide": () => ({ name: m.route_maximize_savings_guide_name(), title: m.route_maximize_savings_guide_title() }),
  "automate-charging-guide": () => ({ name: m.route_automate_charging_guide_name(), title: m.route_automate_charging_guide_title() }),
  "driving-tips-guide": () => ({ name: m.route_driving_tips_guide_name(), title: m.route_driving_tips_guide_title() }),
  "battery-health-guide": () => ({ name: m.route_battery_health_guide_name(), title: m.route_battery_health_guide_title() }),
  "calculator": () => ({ name: m.route_calculator_name(), title: m.route_calculator_title() }),
  "recommender": () => ({ name: m.route_recommender_name(), title: m.route_recommender_title() }),
  "about": () => ({ name: m.route_about_name(), title: m.route_about_title() }),
  "login": () => ({ name: m.route_login_name(), title: m.route_login_title() }),
  "auth-confirm": () => ({ name: m.route_auth_confirm_name(), title: m.route_auth_confirm_title() }),
  "account": () => ({ name: m.route_account_name(), title: m.route_account_title() }),
  "dealer-admin": () => ({ name: m.route_dealer_admin_name(), title: m.route_dealer_admin_title() }),
  "terms": () => ({ name: m.route_terms_name(), title: m.route_terms_title() }),
  "privacy": () => ({ name: m.route_privacy_name(), title: m.route_privacy_title() }),
};

let details: Details | undefined;

/** Called by ./route-details.ts when it loads. */
export function registerRouteDetails(loaded: Details): void {
  details = loaded;
}

function detailsOf(route: { id: string }): Pick<RouteText, "description" | "keywords"> {
  if (!details) throw new Error("A route's description was read before domain/route-details.ts loaded (import it where head tags are built)");
  const text = details[route.id]?.();
  if (!text) throw new Error(`No description for route ${route.id}`);
  return text;
}

function namesOf(route: { id: string }): Pick<RouteText, "name" | "title"> {
  const text = NAMES[route.id]?.();
  if (!text) throw new Error(`No name for route ${route.id}`);
  return text;
}

const keywordList = (keywords: string) => keywords.split(",").map((keyword) => keyword.trim());

/** The route's words in the language being read (keywords as a list, as the table has them). */
export function routeText(route: { id: string }): Omit<RouteText, "keywords"> & { keywords: readonly string[] } {
  const { description, keywords } = detailsOf(route);
  return { ...namesOf(route), description, keywords: keywordList(keywords) };
}

/** The route with its words in the language being read, as a plain object (read once, now). */
export function localizedRoute<T extends { id: string }>(route: T): T {
  return { ...route, ...routeText(route) };
}

/** Gives a route table entry its words as getters, so every read is in the language being read. */
export function attachRouteWords(route: { id: string }): void {
  const getter = (read: () => unknown): PropertyDescriptor => ({ get: read, enumerable: true, configurable: false });
  Object.defineProperties(route, {
    name: getter(() => namesOf(route).name),
    title: getter(() => namesOf(route).title),
    description: getter(() => detailsOf(route).description),
    keywords: getter(() => keywordList(detailsOf(route).keywords)),
  });
}
