// The route table: every page of the app, declared once. The router (web/router.tsx), the edge
// meta and JSON-LD (worker/html, web/lib/meta), the prerender list (domain/prerender.ts), the
// guides' and dashboard's links and the bundle budget (scripts/lib/bundle-size.mjs, through the
// build's .vite/routes.json) all read it, so crawlers, people and tooling see one truth.
// Code that links to a page asks for it by id: href("incentives"), never a path literal.

import { getLocale } from "./i18n/runtime";
import { localizePath, splitLocalePath } from "./i18n/locale";

export type StructuredDataType = "WebApplication" | "HowTo" | "FAQPage" | "WebPage";

/**
 * Guides exist twice: as a task of the plan (/charging-plan/<task>, completing returns to the
 * plan) and standalone for search (completing returns home, saved only when signed in).
 */
export type PageMode = "task" | "standalone";

/** What the router passes to every page module's default export. */
export interface PageProps {
  mode?: PageMode;
}

export interface RouteMeta {
  /** Stable name code uses to link to the page (href). */
  id: string;
  /** Exact pathname, no trailing slash (except "/"). */
  path: string;
  /**
   * The page's module under web/routes/, without ".tsx": its default export renders the page and
   * receives `mode`. The router loads it lazily; its name ends in "Page" (the router's glob).
   */
  page: string;
  /** What the page is about; the task and standalone pages of one guide share it (HowTo steps). */
  topic?: string;
  mode?: PageMode;
  /** False when the first screen depends on the query string (links), so it cannot be prerendered. */
  prerender?: false;
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

const ROUTE_TABLE = [
  {
    id: "home",
    path: "/",
    page: "home/HomePage",
    name: "Home",
    title: "PlugPlan: your EV charging plan in minutes",
    description:
      "What's your charging plan? Get a custom EV charging plan in minutes with installer and equipment recommendations. No personal info required.",
    keywords: ["EV charging plan", "electric vehicle", "home charging", "EV savings"],
    structuredData: "WebPage",
  },
  {
    id: "charging-plan",
    path: "/charging-plan",
    page: "charging-plan/ChargingPlanPage",
    name: "Charging plan",
    title: "Your EV Charging Plan | PlugPlan",
    description:
      "Build a personal EV charging plan: battery used per day, miles recharged at home and how often you need public charging.",
    keywords: ["EV charging plan", "charging calculator", "battery range", "home charging"],
    structuredData: "WebApplication",
  },
  {
    id: "basics-task",
    path: task("basics"),
    page: "charging-plan/wizard/ChargingBasicsPage",
    topic: "basics",
    mode: "task",
    name: "Charging Basics",
    title: "Charging Basics: your daily EV battery use | PlugPlan",
    description:
      "Tell us how you drive and what EV you have; see battery used per day, miles recharged at home and days between public charging.",
    keywords: ["EV charging basics", "battery use per day", "EV range calculator"],
    structuredData: "WebApplication",
  },
  {
    id: "home-charger-task",
    path: task("home-charger"),
    page: "guides/home-charger/HomeChargerPage",
    topic: "home-charger",
    mode: "task",
    name: "Home Charging",
    title: "Home EV Charger Installation Guide | PlugPlan",
    description:
      "Household outlet, 240V outlet or Level 2 charger: which setup fits your home, which chargers match your outlet and what installation costs.",
    keywords: ["home EV charger", "Level 2 charger", "NEMA 14-50", "charger installation"],
    structuredData: "HowTo",
  },
  {
    id: "public-charging-task",
    path: task("public-charging"),
    page: "guides/public-charging/PublicChargingPage",
    topic: "public-charging",
    mode: "task",
    name: "Public Charging",
    title: "Guide to Public EV Charging | PlugPlan",
    description:
      "Level 2 versus DC fast charging, how long 100 miles takes, the apps and networks to know and tips for charging away from home.",
    keywords: ["public EV charging", "DC fast charging", "charging networks", "charging stations"],
    structuredData: "HowTo",
  },
  {
    id: "maximize-savings-task",
    path: task("maximize-savings"),
    page: "savings/MaximizeSavingsPage",
    topic: "maximize-savings",
    mode: "task",
    name: "Maximize Savings",
    title: "Maximize Your EV Fuel Savings | PlugPlan",
    description:
      "Compare your utility's rate plans for EV charging, see the gas-equivalent price of each and learn when charging is cheapest.",
    keywords: ["EV rate plan", "time of use", "EV charging cost", "gas equivalent"],
    structuredData: "WebApplication",
  },
  {
    id: "automate-charging-task",
    path: task("automate-charging"),
    page: "guides/automate-charging/AutomateChargingPage",
    topic: "automate-charging",
    mode: "task",
    name: "Automate Charging",
    title: "Automate Your EV Charging Schedule | PlugPlan",
    description:
      "Schedule charging for off-peak hours in three easy steps, plug in any time and let the car or charger wait for cheap power.",
    keywords: ["EV charging schedule", "off-peak charging", "scheduled charging"],
    structuredData: "HowTo",
  },
  {
    id: "driving-tips-task",
    path: task("driving-tips"),
    page: "guides/driving-tips/DrivingTipsPage",
    topic: "driving-tips",
    mode: "task",
    name: "Driving Tips",
    title: "EV Driving Tips: Maximize Your Range | PlugPlan",
    description:
      "Regenerative braking, seat heaters, smooth driving and cold-weather habits that add miles to every charge.",
    keywords: ["EV range tips", "regenerative braking", "cold weather EV range"],
    structuredData: "HowTo",
  },
  {
    id: "battery-health-task",
    path: task("battery-health"),
    page: "guides/battery-health/BatteryHealthPage",
    topic: "battery-health",
    mode: "task",
    name: "Battery Health",
    title: "EV Battery Health Tips | PlugPlan",
    description:
      "Keep your EV battery healthy for years: the 20-80% sweet spot, smart parking, preconditioning in the cold and more.",
    keywords: ["EV battery health", "battery degradation", "20-80% charging"],
    structuredData: "HowTo",
  },
  {
    id: "incentives",
    path: task("incentives"),
    page: "incentives/IncentivesPage",
    topic: "incentives",
    name: "Incentives",
    title: "EV Incentives & Rebates | PlugPlan",
    description:
      "State, utility and local EV, charger, panel and wiring incentives for any US ZIP, with their current status, amounts and official links.",
    keywords: ["EV rebates", "EV incentives California", "charger rebate", "EV tax credit"],
    structuredData: "HowTo",
  },
  {
    id: "shared-plan",
    path: "/shared-plan",
    page: "charging-plan/SharedPlanPage",
    prerender: false,
    name: "Shared plan",
    title: "Shared EV Charging Plan | PlugPlan",
    description: "A read-only EV charging plan someone shared with you. Create your own in minutes.",
    keywords: ["shared EV charging plan", "EV charging plan"],
    structuredData: "WebPage",
  },
  {
    id: "basics-guide",
    path: "/ev-charging-basics-calculator",
    page: "charging-plan/wizard/ChargingBasicsPage",
    topic: "basics",
    mode: "standalone",
    name: "Charging Basics",
    title: "EV Charging Basics Calculator | PlugPlan",
    description:
      "How much battery will your commute use, how much can you recharge at home overnight and how often will you need public charging?",
    keywords: ["EV charging calculator", "EV battery use", "home charging calculator"],
    structuredData: "WebApplication",
  },
  {
    id: "home-charger-guide",
    path: "/home-ev-charger-installation-guide",
    page: "guides/home-charger/HomeChargerPage",
    topic: "home-charger",
    mode: "standalone",
    name: "Home Charging",
    title: "Home EV Charger Installation Guide | PlugPlan",
    description:
      "Which home charging setup fits you, which Level 2 chargers match your outlet, what installation costs and how to choose an electrician.",
    keywords: ["home EV charger installation", "Level 2 charger", "NEMA 14-50", "EV charger cost"],
    structuredData: "HowTo",
  },
  {
    id: "public-charging-guide",
    path: "/public-ev-charging-stations-guide",
    page: "guides/public-charging/PublicChargingPage",
    topic: "public-charging",
    mode: "standalone",
    name: "Public Charging",
    title: "Public EV Charging Stations Guide | PlugPlan",
    description:
      "Level 2 versus DC fast charging, time to add 100 miles, apps, networks and tips for public charging.",
    keywords: ["public EV charging stations", "DC fast charging", "EV charging networks"],
    structuredData: "HowTo",
  },
  {
    id: "maximize-savings-guide",
    path: "/maximize-ev-fuel-savings-calculator",
    page: "savings/MaximizeSavingsPage",
    topic: "maximize-savings",
    mode: "standalone",
    name: "Maximize Savings",
    title: "EV Fuel Savings Calculator by Utility Rate Plan | PlugPlan",
    description:
      "Compare California utility rate plans for EV charging and see the gas-equivalent price per gallon of every plan.",
    keywords: ["EV fuel savings calculator", "EV rate plan", "PG&E EV2-A", "SCE TOU-D-PRIME"],
    structuredData: "WebApplication",
  },
  {
    id: "automate-charging-guide",
    path: "/automate-ev-charging-schedule",
    page: "guides/automate-charging/AutomateChargingPage",
    topic: "automate-charging",
    mode: "standalone",
    name: "Automate Charging",
    title: "How to Automate Your EV Charging Schedule | PlugPlan",
    description: "Set your EV or charger to charge off-peak in three easy steps and save on every kWh.",
    keywords: ["automate EV charging", "EV charging schedule", "off-peak EV charging"],
    structuredData: "HowTo",
  },
  {
    id: "driving-tips-guide",
    path: "/ev-driving-tips-maximize-range",
    page: "guides/driving-tips/DrivingTipsPage",
    topic: "driving-tips",
    mode: "standalone",
    name: "Driving Tips",
    title: "EV Driving Tips to Maximize Range | PlugPlan",
    description:
      "Simple driving habits that add range: regenerative braking, seat heat instead of cabin heat, smooth acceleration and cold-weather care.",
    keywords: ["EV driving tips", "maximize EV range", "EV winter range"],
    structuredData: "HowTo",
  },
  {
    id: "battery-health-guide",
    path: "/ev-battery-health-maintenance-guide",
    page: "guides/battery-health/BatteryHealthPage",
    topic: "battery-health",
    mode: "standalone",
    name: "Battery Health",
    title: "EV Battery Health & Maintenance Guide | PlugPlan",
    description:
      "How to keep an EV battery healthy: charge to 80%, park smart, precondition in the cold, keep software current.",
    keywords: ["EV battery maintenance", "EV battery health", "battery care"],
    structuredData: "HowTo",
  },
  {
    id: "calculator",
    path: "/ev-gas-savings-calculator",
    page: "calculator/GasSavingsCalculatorPage",
    name: "EV vs Gas Savings Calculator",
    title: "EV vs Gas Savings Calculator by State | PlugPlan",
    description:
      "Compare EV and gas fuel costs in your state with government electricity prices and AAA gas prices: cost per mile, per year and over ten years.",
    keywords: ["EV vs gas savings calculator", "EV cost per mile", "electricity vs gas cost"],
    structuredData: "WebApplication",
  },
  {
    id: "recommender",
    path: "/ev-phev-hybrid-recommender",
    page: "recommender/RecommenderPage",
    name: "EV vs Hybrid recommender",
    title: "EV, Plug-in Hybrid or Hybrid? Find Your Match | PlugPlan",
    description:
      "Answer four questions about how you drive and charge and get a ranked recommendation: battery electric, plug-in hybrid or hybrid.",
    keywords: ["EV or hybrid", "PHEV vs BEV", "which electric car type"],
    structuredData: "WebApplication",
  },
  {
    id: "about",
    path: "/about",
    page: "legal/AboutPage",
    topic: "about",
    name: "About",
    title: "About PlugPlan | PlugPlan",
    description:
      "PlugPlan helps drivers switch to electric with a personal charging plan, honest savings figures and guides. Answers to common questions.",
    keywords: ["about PlugPlan", "EV charging help", "EV FAQ"],
    structuredData: "FAQPage",
  },
  {
    id: "login",
    path: "/login",
    page: "sign-in/LoginPage",
    prerender: false,
    name: "Sign in",
    title: "Sign in to PlugPlan",
    description: "Sign in with a magic link sent to your email to save your charging plan progress. No password needed.",
    keywords: ["PlugPlan sign in", "magic link"],
    structuredData: "WebPage",
  },
  {
    // The page our emailed sign-in links open: personal, single-use, never for search engines.
    id: "auth-confirm",
    path: "/auth/confirm",
    page: "sign-in/ConfirmSignInPage",
    prerender: false,
    name: "Confirm sign-in",
    title: "Confirm sign-in | PlugPlan",
    description: "Finish signing in to PlugPlan with the link we emailed you.",
    keywords: ["PlugPlan sign in"],
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    // The signed-in person's own data (issue 19): personal, never prerendered or indexed.
    id: "account",
    path: "/account",
    page: "account/AccountPage",
    prerender: false,
    name: "Your account",
    title: "Your account | PlugPlan",
    description: "See what PlugPlan stores for your account, download it or delete your account.",
    keywords: ["PlugPlan account"],
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    // Dealer staff edit their dealer's page here (after sign-in): personal, never prerendered or indexed.
    id: "dealer-admin",
    path: "/dealer",
    page: "dealer-admin/DealerAdminPage",
    prerender: false,
    name: "Dealer page editor",
    title: "Your dealer page | PlugPlan",
    description: "Dealer staff: edit your PlugPlan dealer page, its offers and partner installers, and see how it is used.",
    keywords: ["PlugPlan dealer"],
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    id: "terms",
    path: "/terms-of-service",
    page: "legal/TermsPage",
    name: "Terms of Service",
    title: "Terms of Service | PlugPlan",
    description: "The terms for using PlugPlan's EV charging plan, calculators and guides.",
    keywords: ["PlugPlan terms of service"],
    structuredData: "WebPage",
  },
  {
    id: "privacy",
    path: "/privacy-policy",
    page: "legal/PrivacyPage",
    name: "Privacy Policy",
    title: "Privacy Policy | PlugPlan",
    description: "What PlugPlan stores (email, progress, plan inputs, feedback), where, for how long and how to delete it.",
    keywords: ["PlugPlan privacy policy"],
    structuredData: "WebPage",
  },
] as const satisfies readonly RouteMeta[];

/** Every page, in the order the router tries them. */
export const ROUTES: readonly RouteMeta[] = ROUTE_TABLE;
export type RouteId = (typeof ROUTE_TABLE)[number]["id"];
export type Topic = Extract<(typeof ROUTE_TABLE)[number], { topic: string }>["topic"];

/**
 * Pages the router serves beyond the table: any other single segment is a dealer's vanity URL
 * or a 404 (the Worker decides, domain/page-resolution.ts), anything deeper is a 404.
 */
export const FALLBACK_ROUTES = [
  { id: "dealer-or-not-found", path: "/:slug", page: "dealers/DealerOrNotFoundPage" },
  { id: "not-found", path: "*", page: "dealers/DealerOrNotFoundPage" },
] as const;

const byPath = new Map<string, RouteMeta>(ROUTES.map((route) => [route.path, route]));
const byId = new Map<string, RouteMeta>(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteMeta {
  return byId.get(id) as RouteMeta;
}

/**
 * The path of a page, for links, in the language being read: href("incentives") →
 * "/charging-plan/incentives", or "/es/charging-plan/incentives" on a Spanish page.
 */
export function href(id: RouteId): string {
  return localizePath(routeById(id).path, getLocale());
}

/** The page about `topic` in `mode` (a guide's task page or its standalone page). */
export function routeFor(topic: Topic, mode: PageMode): RouteMeta {
  const route = ROUTES.find((candidate) => candidate.topic === topic && (candidate.mode ?? mode) === mode);
  if (!route) throw new Error(`No ${mode} page about ${topic} in the route table`);
  return route;
}

/**
 * The path a page names as canonical: its own, except a guide's task page, which names its
 * standalone page (same main text; one URL in search, decision 0007). Its robots stay index, follow.
 */
export function canonicalPathOf(route: RouteMeta): string {
  if (route.mode === "task" && route.topic) return routeFor(route.topic as Topic, "standalone").path;
  return route.path;
}

/** Normalises a pathname: lower-case is NOT applied (paths are case-sensitive); trailing slash removed. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}

/** The page a pathname shows, in either language ("/es/about" and "/about" are the About page). */
export function findRoute(pathname: string): RouteMeta | undefined {
  return byPath.get(splitLocalePath(normalizePath(pathname)).path);
}

/** Absolute URL for a path on the configured origin (domain/ has no URL class: ES2022 only). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function canonicalUrl(origin: string, path: string): string {
  return absoluteUrl(origin, normalizePath(path));
}
