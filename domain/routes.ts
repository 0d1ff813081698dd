// The route table: every page of the app, declared once. The router (web/router.tsx), the edge
// meta and JSON-LD (worker/html, web/lib/meta), the prerender list (domain/prerender.ts), the
// guides' and dashboard's links and the bundle budget (scripts/lib/bundle-size.mjs, through the
// build's .vite/routes.json) all read it, so crawlers, people and tooling see one truth.
// Code that links to a page asks for it by id: href("incentives"), never a path literal.

import { getLocale } from "./i18n/runtime";
import { localizePath, splitLocalePath } from "./i18n/locale";
import { attachRouteWords, type RouteWord } from "./route-text";

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

// A route's words (its name for breadcrumbs and share titles, title, description and keywords) live
// in the message catalogues (domain/i18n/{en,es}.json), not in the table: each read gives them in the
// language being read (domain/route-text.ts), one copy each, and a Spanish build carries no English.

const task = (slug: string) => `/charging-plan/${slug}`;

const ROUTE_TABLE = [
  {
    id: "home",
    path: "/",
    page: "home/HomePage",
    structuredData: "WebPage",
  },
  {
    id: "charging-plan",
    path: "/charging-plan",
    page: "charging-plan/ChargingPlanPage",
    structuredData: "WebApplication",
  },
  {
    id: "basics-task",
    path: task("basics"),
    page: "charging-plan/wizard/ChargingBasicsPage",
    topic: "basics",
    mode: "task",
    structuredData: "WebApplication",
  },
  {
    id: "home-charger-task",
    path: task("home-charger"),
    page: "guides/home-charger/HomeChargerPage",
    topic: "home-charger",
    mode: "task",
    structuredData: "HowTo",
  },
  {
    id: "public-charging-task",
    path: task("public-charging"),
    page: "guides/public-charging/PublicChargingPage",
    topic: "public-charging",
    mode: "task",
    structuredData: "HowTo",
  },
  {
    id: "maximize-savings-task",
    path: task("maximize-savings"),
    page: "savings/MaximizeSavingsPage",
    topic: "maximize-savings",
    mode: "task",
    structuredData: "WebApplication",
  },
  {
    id: "automate-charging-task",
    path: task("automate-charging"),
    page: "guides/automate-charging/AutomateChargingPage",
    topic: "automate-charging",
    mode: "task",
    structuredData: "HowTo",
  },
  {
    id: "driving-tips-task",
    path: task("driving-tips"),
    page: "guides/driving-tips/DrivingTipsPage",
    topic: "driving-tips",
    mode: "task",
    structuredData: "HowTo",
  },
  {
    id: "battery-health-task",
    path: task("battery-health"),
    page: "guides/battery-health/BatteryHealthPage",
    topic: "battery-health",
    mode: "task",
    structuredData: "HowTo",
  },
  {
    id: "incentives",
    path: task("incentives"),
    page: "incentives/IncentivesPage",
    topic: "incentives",
    structuredData: "HowTo",
  },
  {
    id: "shared-plan",
    path: "/shared-plan",
    page: "charging-plan/SharedPlanPage",
    prerender: false,
    structuredData: "WebPage",
  },
  {
    id: "basics-guide",
    path: "/ev-charging-basics-calculator",
    page: "charging-plan/wizard/ChargingBasicsPage",
    topic: "basics",
    mode: "standalone",
    structuredData: "WebApplication",
  },
  {
    id: "home-charger-guide",
    path: "/home-ev-charger-installation-guide",
    page: "guides/home-charger/HomeChargerPage",
    topic: "home-charger",
    mode: "standalone",
    structuredData: "HowTo",
  },
  {
    id: "public-charging-guide",
    path: "/public-ev-charging-stations-guide",
    page: "guides/public-charging/PublicChargingPage",
    topic: "public-charging",
    mode: "standalone",
    structuredData: "HowTo",
  },
  {
    id: "maximize-savings-guide",
    path: "/maximize-ev-fuel-savings-calculator",
    page: "savings/MaximizeSavingsPage",
    topic: "maximize-savings",
    mode: "standalone",
    structuredData: "WebApplication",
  },
  {
    id: "automate-charging-guide",
    path: "/automate-ev-charging-schedule",
    page: "guides/automate-charging/AutomateChargingPage",
    topic: "automate-charging",
    mode: "standalone",
    structuredData: "HowTo",
  },
  {
    id: "driving-tips-guide",
    path: "/ev-driving-tips-maximize-range",
    page: "guides/driving-tips/DrivingTipsPage",
    topic: "driving-tips",
    mode: "standalone",
    structuredData: "HowTo",
  },
  {
    id: "battery-health-guide",
    path: "/ev-battery-health-maintenance-guide",
    page: "guides/battery-health/BatteryHealthPage",
    topic: "battery-health",
    mode: "standalone",
    structuredData: "HowTo",
  },
  {
    id: "calculator",
    path: "/ev-gas-savings-calculator",
    page: "calculator/GasSavingsCalculatorPage",
    structuredData: "WebApplication",
  },
  {
    id: "recommender",
    path: "/ev-phev-hybrid-recommender",
    page: "recommender/RecommenderPage",
    structuredData: "WebApplication",
  },
  {
    id: "about",
    path: "/about",
    page: "legal/AboutPage",
    topic: "about",
    structuredData: "FAQPage",
  },
  {
    id: "login",
    path: "/login",
    page: "sign-in/LoginPage",
    prerender: false,
    structuredData: "WebPage",
  },
  {
    // The page our emailed sign-in links open: personal, single-use, never for search engines.
    id: "auth-confirm",
    path: "/auth/confirm",
    page: "sign-in/ConfirmSignInPage",
    prerender: false,
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    // The signed-in person's own data (issue 19): personal, never prerendered or indexed.
    id: "account",
    path: "/account",
    page: "account/AccountPage",
    prerender: false,
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    // Dealer staff edit their dealer's page here (after sign-in): personal, never prerendered or indexed.
    id: "dealer-admin",
    path: "/dealer",
    page: "dealer-admin/DealerAdminPage",
    prerender: false,
    structuredData: "WebPage",
    robots: "noindex, nofollow",
  },
  {
    id: "terms",
    path: "/terms-of-service",
    page: "legal/TermsPage",
    structuredData: "WebPage",
  },
  {
    id: "privacy",
    path: "/privacy-policy",
    page: "legal/PrivacyPage",
    structuredData: "WebPage",
  },
] as const satisfies readonly Omit<RouteMeta, RouteWord>[];

/** Every page, in the order the router tries them. */
for (const route of ROUTE_TABLE) attachRouteWords(route);
export const ROUTES: readonly RouteMeta[] = ROUTE_TABLE as readonly Omit<RouteMeta, RouteWord>[] as readonly RouteMeta[];
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
