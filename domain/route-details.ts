// Each page's description and keywords in the language being read (domain/i18n/{en,es}.json): only
// the head tags need them, so only the page resolver imports this module (./page-resolution.ts), and
// the browser loads it with the resolver after the first paint, not in its entry bundle.
import * as m from "./i18n/messages";
import { registerRouteDetails } from "./route-text";

registerRouteDetails({
  "home": () => ({ description: m.route_home_description(), keywords: m.route_home_keywords() }),
  "charging-plan": () => ({ description: m.route_charging_plan_description(), keywords: m.route_charging_plan_keywords() }),
  "basics-task": () => ({ description: m.route_basics_task_description(), keywords: m.route_basics_task_keywords() }),
  "home-charger-task": () => ({ description: m.route_home_charger_task_description(), keywords: m.route_home_charger_task_keywords() }),
  "public-charging-task": () => ({ description: m.route_public_charging_task_description(), keywords: m.route_public_charging_task_keywords() }),
  "maximize-savings-task": () => ({ description: m.route_maximize_savings_task_description(), keywords: m.route_maximize_savings_task_keywords() }),
  "automate-charging-task": () => ({ description: m.route_automate_charging_task_description(), keywords: m.route_automate_charging_task_keywords() }),
  "driving-tips-task": () => ({ description: m.route_driving_tips_task_description(), keywords: m.route_driving_tips_task_keywords() }),
  "battery-health-task": () => ({ description: m.route_battery_health_task_description(), keywords: m.route_battery_health_task_keywords() }),
  "incentives": () => ({ description: m.route_incentives_description(), keywords: m.route_incentives_keywords() }),
  "shared-plan": () => ({ description: m.route_shared_plan_description(), keywords: m.route_shared_plan_keywords() }),
  "basics-guide": () => ({ description: m.route_basics_guide_description(), keywords: m.route_basics_guide_keywords() }),
  "home-charger-guide": () => ({ description: m.route_home_charger_guide_description(), keywords: m.route_home_charger_guide_keywords() }),
  "public-charging-guide": () => ({ description: m.route_public_charging_guide_description(), keywords: m.route_public_charging_guide_keywords() }),
  "maximize-savings-guide": () => ({ description: m.route_maximize_savings_guide_description(), keywords: m.route_maximize_savings_guide_keywords() }),
  "automate-charging-guide": () => ({ description: m.route_automate_charging_guide_description(), keywords: m.route_automate_charging_guide_keywords() }),
  "driving-tips-guide": () => ({ description: m.route_driving_tips_guide_description(), keywords: m.route_driving_tips_guide_keywords() }),
  "battery-health-guide": () => ({ description: m.route_battery_health_guide_description(), keywords: m.route_battery_health_guide_keywords() }),
  "calculator": () => ({ description: m.route_calculator_description(), keywords: m.route_calculator_keywords() }),
  "recommender": () => ({ description: m.route_recommender_description(), keywords: m.route_recommender_keywords() }),
  "about": () => ({ description: m.route_about_description(), keywords: m.route_about_keywords() }),
  "login": () => ({ description: m.route_login_description(), keywords: m.route_login_keywords() }),
  "auth-confirm": () => ({ description: m.route_auth_confirm_description(), keywords: m.route_auth_confirm_keywords() }),
  "account": () => ({ description: m.route_account_description(), keywords: m.route_account_keywords() }),
  "dealer-admin": () => ({ description: m.route_dealer_admin_description(), keywords: m.route_dealer_admin_keywords() }),
  "terms": () => ({ description: m.route_terms_description(), keywords: m.route_terms_keywords() }),
  "privacy": () => ({ description: m.route_privacy_description(), keywords: m.route_privacy_keywords() }),
});
