// The trail above a guide's or tool's heading ("Home › Charging plan › Home Charging") and its
// schema.org BreadcrumbList: one function, so the structured data says what the page shows.
import { getLocale } from "./i18n/runtime";
import { localizePath } from "./i18n/locale";
import { routeById, type RouteMeta } from "./routes";

export interface Crumb {
  name: string;
  /** The crumb's page; the last crumb is the page itself. */
  path: string;
}

/** Guides and tools carry a trail; home, legal, account and private pages do not. */
function hasTrail(route: RouteMeta): boolean {
  if (route.path === "/" || route.prerender === false) return false;
  return route.structuredData === "HowTo" || route.structuredData === "WebApplication";
}

/**
 * The trail a person sees: Home, then the plan for a page of the plan (under /charging-plan/), then the page.
 * A guide's task page shows the plan it belongs to even though its canonical is the standalone
 * guide: the trail is how this page was reached, not where search sends people.
 */
export function breadcrumbsFor(route: RouteMeta): Crumb[] | null {
  if (!hasTrail(route)) return null;
  const locale = getLocale();
  const crumb = (page: RouteMeta): Crumb => ({ name: page.name, path: localizePath(page.path, locale) });
  const home = crumb(routeById("home"));
  const self = crumb(route);
  if (route.id === "charging-plan") return [home, self];
  const plan = routeById("charging-plan");
  return route.path.startsWith(`${plan.path}/`) ? [home, crumb(plan), self] : [home, self];
}
