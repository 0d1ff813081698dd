// The route table: one entry per page of both spec documents. The Worker injects these tags
// into the HTML at the edge (worker/html) and the SPA applies the same entries on client-side
// navigation (web/lib/meta), so crawlers and people see one truth.

export type StructuredDataType = "WebApplication" | "HowTo" | "FAQPage" | "WebPage";

export interface RouteMeta {
  /** Exact pathname, no trailing slash (except "/"). */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  structuredData: StructuredDataType;
  /** Short name for breadcrumbs / share titles. */
  name: string;
  /** Defaults to "index, follow"; private pages (sign-in confirmation) say "noindex". */
  robots?: string;
}

export const PRODUCT_NAME = "PlugPlan";

const task = (slug: string) => `/charging-plan/${slug}`;

export const ROUTES: readonly RouteMeta[] = [
  {
    path: "/",
    name: "Home",
    title: "PlugPlan: your EV charging plan in minutes",
    description:
      "What's your charging plan? Get a custom EV charging plan in minutes with installer and equipment recommendations. No personal info required.",
    keywords: ["EV charging plan", "electric vehicle", "home charging", "EV savings"],
    structuredData: "WebPage",
  },
  {
    path: "/charging-plan",
    name: "Charging plan",
    title: "Your EV Charging Plan | PlugPlan",
    description:
      "Build a personal EV charging plan: battery used per day, miles recharged at home and how often you need public charging.",
    keywords: ["EV charging plan", "charging calculator", "battery range", "home charging"],
    structuredData: "WebApplication",
  },
  {
    path: task("basics"),
    name: "Charging Basics",
    title: "Charging Basics: your daily EV battery use | PlugPlan",
    description:
      "Tell us how you drive and what EV you have; see battery used per day, miles recharged at home and days between public charging.",
    keywords: ["EV charging basics", "battery use per day", "EV range calculator"],
    structuredData: "WebApplication",
  },
  {
    path: task("home-charger"),
    name: "Home Charging",
    title: "Home EV Charger Installation Guide | PlugPlan",
    description:
      "Household outlet, 240V outlet or Level 2 charger: which setup fits your home, which chargers match your outlet and what installation costs.",
    keywords: ["home EV charger", "Level 2 charger", "NEMA 14-50", "charger installation"],
    structuredData: "HowTo",
  },
  {
    path: task("public-charging"),
    name: "Public Charging",
    title: "Guide to Public EV Charging | PlugPlan",
    description:
      "Level 2 versus DC fast charging, how long 100 miles takes, the apps and networks to know and tips for charging away from home.",
    keywords: ["public EV charging", "DC fast charging", "charging networks", "charging stations"],
    structuredData: "HowTo",
  },
  {
    path: task("maximize-savings"),
    name: "Maximize Savings",
    title: "Maximize Your EV Fuel Savings | PlugPlan",
    description:
      "Compare your utility's rate plans for EV charging, see the gas-equivalent price of each and learn when charging is cheapest.",
    keywords: ["EV rate plan", "time of use", "EV charging cost", "gas equivalent"],
    structuredData: "WebApplication",
  },
  {
    path: task("automate-charging"),
    name: "Automate Charging",
    title: "Automate Your EV Charging Schedule | PlugPlan",
    description:
      "Schedule charging for off-peak hours in three easy steps, plug in any time and let the car or charger wait for cheap power.",
    keywords: ["EV charging schedule", "off-peak charging", "scheduled charging"],
    structuredData: "HowTo",
  },
  {
    path: task("driving-tips"),
    name: "Driving Tips",
    title: "EV Driving Tips: Maximize Your Range | PlugPlan",
    description:
      "Regenerative braking, seat heaters, smooth driving and cold-weather habits that add miles to every charge.",
    keywords: ["EV range tips", "regenerative braking", "cold weather EV range"],
    structuredData: "HowTo",
  },
  {
    path: task("battery-health"),
    name: "Battery Health",
    title: "EV Battery Health Tips | PlugPlan",
    description:
      "Keep your EV battery healthy for years: the 20-80% sweet spot, smart parking, preconditioning in the cold and more.",
    keywords: ["EV battery health", "battery degradation", "20-80% charging"],
    structuredData: "HowTo",
  },
  {
    path: task("incentives"),
    name: "Incentives",
    title: "EV Incentives & Rebates | PlugPlan",
    description:
      "Federal, California and local EV and charger incentives with their current status, amounts and official links.",
    keywords: ["EV rebates", "EV incentives California", "charger rebate", "EV tax credit"],
    structuredData: "HowTo",
  },
  {
    path: "/shared-plan",
    name: "Shared plan",
    title: "Shared EV Charging Plan | PlugPlan",
    description: "A read-only EV charging plan someone shared with you. Create your own in minutes.",
    keywords: ["shared EV charging plan", "EV charging plan"],
    structuredData: "WebPage",
  },
  {
    path: "/ev-charging-basics-calculator",
    name: "Charging Basics",
    title: "EV Charging Basics Calculator | PlugPlan",
    description:
      "How much battery will your commute use, how much can you recharge at home overnight and how often will you need public charging?",
    keywords: ["EV charging calculator", "EV battery use", "home charging calculator"],
    structuredData: "WebApplication",
  },
  {
    path: "/home-ev-charger-installation-guide",
    name: "Home Charging",
    title: "Home EV Charger Installation Guide | PlugPlan",
    description:
      "Which home charging setup fits you, which Level 2 chargers match your outlet, what installation costs and how to choose an electrician.",
    keywords: ["home EV charger installation", "Level 2 charger", "NEMA 14-50", "EV charger cost"],
    structuredData: "HowTo",
  },
  {
    path: "/public-ev-charging-stations-guide",
    name: "Public Charging",
    title: "Public EV Charging Stations Guide | PlugPlan",
    description:
      "Level 2 versus DC fast charging, time to add 100 miles, apps, networks and tips for public charging.",
    keywords: ["public EV charging stations", "DC fast charging", "EV charging networks"],
    structuredData: "HowTo",
  },
  {
    path: "/maximize-ev-fuel-savings-calculator",
    name: "Maximize Savings",
    title: "EV Fuel Savings Calculator by Utility Rate Plan | PlugPlan",
    description:
      "Compare California utility rate plans for EV charging and see the gas-equivalent price per gallon of every plan.",
    keywords: ["EV fuel savings calculator", "EV rate plan", "PG&E EV2-A", "SCE TOU-D-PRIME"],
    structuredData: "WebApplication",
  },
  {
    path: "/automate-ev-charging-schedule",
    name: "Automate Charging",
    title: "How to Automate Your EV Charging Schedule | PlugPlan",
    description: "Set your EV or charger to charge off-peak in three easy steps and save on every kWh.",
    keywords: ["automate EV charging", "EV charging schedule", "off-peak EV charging"],
    structuredData: "HowTo",
  },
  {
    path: "/ev-driving-tips-maximize-range",
    name: "Driving Tips",
    title: "EV Driving Tips to Maximize Range | PlugPlan",
    description:
      "Simple driving habits that add range: regenerative braking, seat heat instead of cabin heat, smooth acceleration and cold-weather care.",
    keywords: ["EV driving tips", "maximize EV range", "EV winter range"],
    structuredData: "HowTo",
  },
  {
    path: "/ev-battery-health-maintenance-guide",
    name: "Battery Health",
    title: "EV Battery Health & Maintenance Guide | PlugPlan",
    description:
      "How to keep an EV battery healthy: charge to 80%, park smart, precondition in the cold, keep software current.",
    keywords: ["EV battery maintenance", "EV battery health", "battery care"],
    structuredData: "HowTo",
  },
  {
    path: "/ev-gas-savings-calculator",
    name: "EV vs Gas Savings Calculator",
    title: "EV vs Gas Savings Calculator by State | PlugPlan",
    description:
      "Compare EV and gas fuel costs in your state with government electricity prices and AAA gas prices: cost per mile, per year and over ten years.",
    keywords: ["EV vs gas savings calculator", "EV cost per mile", "electricity vs gas cost"],
    structuredData: "WebApplication",
  },
  {
    path: "/ev-phev-hybrid-recommender",
    name: "EV vs Hybrid recommender",
    title: "EV, Plug-in Hybrid or Hybrid? Find Your Match | PlugPlan",
    description:
      "Answer four questions about how you drive and charge and get a ranked recommendation: battery electric, plug-in hybrid or hybrid.",
    keywords: ["EV or hybrid", "PHEV vs BEV", "which electric car type"],
    structuredData: "WebApplication",
  },
  {
    path: "/about",
    name: "About",
    title: "About PlugPlan | PlugPlan",
    description:
      "PlugPlan helps drivers switch to electric with a personal charging plan, honest savings figures and guides. Answers to common questions.",
    keywords: ["about PlugPlan", "EV charging help", "EV FAQ"],
    structuredData: "FAQPage",
  },
  {
    path: "/login",
    name: "Sign in",
    title: "Sign in to PlugPlan",
    description: "Sign in with a magic link sent to your email to save your charging plan progress. No password needed.",
    keywords: ["PlugPlan sign in", "magic link"],
    structuredData: "WebPage",
  },
  {
    // The page our emailed sign-in links open: personal, single-use, never for search engines.
    path: "/auth/confirm",
    name: "Confirm sign-in",
    title: "Confirm sign-in | PlugPlan",
    description: "Finish signing in to PlugPlan with the link we emailed you.",
    keywords: ["PlugPlan sign in"],
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    // Dealer staff edit their dealer's page here (after sign-in): personal, never for search engines.
    path: "/dealer",
    name: "Dealer page editor",
    title: "Your dealer page | PlugPlan",
    description: "Dealer staff: edit your PlugPlan dealer page, its offers and partner installers, and see how it is used.",
    keywords: ["PlugPlan dealer"],
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    path: "/terms-of-service",
    name: "Terms of Service",
    title: "Terms of Service | PlugPlan",
    description: "The terms for using PlugPlan's EV charging plan, calculators and guides.",
    keywords: ["PlugPlan terms of service"],
    structuredData: "WebPage",
  },
  {
    path: "/privacy-policy",
    name: "Privacy Policy",
    title: "Privacy Policy | PlugPlan",
    description: "What PlugPlan stores (email, progress, plan inputs, feedback), where, for how long and how to delete it.",
    keywords: ["PlugPlan privacy policy"],
    structuredData: "WebPage",
  },
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** Normalises a pathname: lower-case is NOT applied (paths are case-sensitive); trailing slash removed. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

export function findRoute(pathname: string): RouteMeta | undefined {
  return byPath.get(normalizePath(pathname));
}

/** Absolute URL for a path on the configured origin (domain/ has no URL class: ES2022 only). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function canonicalUrl(origin: string, path: string): string {
  return absoluteUrl(origin, normalizePath(path));
}
