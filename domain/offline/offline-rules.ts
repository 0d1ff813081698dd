// What the service worker may answer without the network (issue 30, docs/decisions/0018). The
// build (scripts/build-sw.mjs) turns these rules into Workbox's configuration, so the worker itself
// holds no routing logic of its own; they live here to be tested.
import { BASE_LOCALE, LOCALES, localizePath, type Locale } from "../i18n/locale";
import { ROUTES, type RouteId } from "../routes";

/**
 * Pages that must come from the Worker each time, or not at all: a shared plan is made from its link
 * and its tags (the Worker prices it), the sign-in link's confirmation, the account and the dealer
 * editor are personal. Offline they fail as any page would; they are never a cached copy.
 * (Dealer pages and unknown paths are not in the route table: they never match the shell either.)
 */
export const NETWORK_ONLY_ROUTES: ReadonlySet<string> = new Set(["shared-plan", "auth-confirm", "account", "dealer-admin"] satisfies RouteId[]);

/**
 * Pages that open offline in the app shell of the same build: the plan, its tasks, the guides, the
 * calculators, the legal pages, and sign-in (which then says it needs a connection). Each language
 * has its own paths ("/es/charging-plan"), since each falls back to its own language's shell.
 */
export function offlineShellPaths(locale: Locale = BASE_LOCALE): string[] {
  return ROUTES.filter((route) => !NETWORK_ONLY_ROUTES.has(route.id) && !route.path.includes(":")).map((route) => localizePath(route.path, locale));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for the pathnames of offlineShellPaths() (a trailing slash allowed: the Worker redirects it). */
export function offlineShellPattern(paths: readonly string[] = offlineShellPaths()): RegExp {
  return new RegExp(`^(?:${paths.map((path) => escapeRegExp(path === "/" ? "" : path)).join("|")})/?$`);
}

/** Where the person's ZIP data lives (web/public/data/zip/…): kept after use, refreshed when online. */
export const ZIP_DATA_PATTERN = /^\/data\/zip\/[0-9]{3}\.json$/;

/** The app shell the service worker falls back to (worker/routes/pages.ts serves it, built from index.html). */
export const APP_SHELL_PATH = "/app-shell";

/**
 * Each language's offline shell: "/app-shell" is the English build's index.html, "/es/app-shell"
 * the Spanish build's (es/index.html), so a Spanish page opened offline runs the Spanish scripts.
 */
export function appShellPath(locale: Locale): string {
  return localizePath(APP_SHELL_PATH, locale);
}

/** The service worker's own address: at the root, so it controls every page. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The English web manifest's address. */
export const MANIFEST_PATH = "/manifest.webmanifest";

/**
 * Each language's web manifest (issue 29): a person who installs PlugPlan from a Spanish page gets
 * the Spanish app ("/es/manifest.webmanifest", linked from the Spanish build's index.html).
 */
export function manifestPath(locale: Locale): string {
  return localizePath(MANIFEST_PATH, locale);
}

const MANIFEST_PATHS: ReadonlySet<string> = new Set(LOCALES.map(manifestPath));

/** One of the languages' manifests (the Worker serves them with the manifest's type, revalidated). */
export function isManifestPath(pathname: string): boolean {
  return MANIFEST_PATHS.has(pathname);
}

/** <meta name=…> in the offline shell: this document was served because the network failed. */
export const OFFLINE_SHELL_META = "plugplan:offline-shell";
