// Which pages the build prerenders to static HTML (scripts/prerender.mjs) and where the Worker
// finds that HTML (worker/html/prerendered.ts). A page is prerendered when its first screen is
// the same for every first-time visitor: it must not depend on the query string (shared plans,
// sign-in links) or on who the visitor is. Returning visitors never see prerendered HTML: the
// Worker leaves it out for signed-in people, and a tiny inline script hides it for guests with
// saved progress before it paints (their page depends on what they saved). Dealer pages are data
// (the registry): one template is prerendered and the Worker fills it in per dealer
// (./dealers/first-screen-template.ts).
import { LOCALES, localizePath, type Locale } from "./i18n/locale";
import { normalizePath, ROUTES } from "./routes";

export const PRERENDERED_PATHS: readonly string[] = Object.freeze([
  // A route whose first screen depends on the query string or on who the visitor is says
  // `prerender: false` in the table. Every page is prerendered in each language ("/about", "/es/about").
  ...ROUTES.filter((route) => route.prerender !== false).flatMap((route) => LOCALES.map((locale) => localizePath(route.path, locale))),
]);

const PRERENDERED = new Set(PRERENDERED_PATHS);

/** Folder of the build output (dist/client) holding one JSON file per prerendered page. */
export const PRERENDER_DIR = "_prerender";

/** The asset path of a page's prerendered HTML, or undefined when the page is not prerendered. */
export function prerenderAssetPath(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  if (!PRERENDERED.has(path)) return undefined;
  const name = path === "/" ? "index" : path.slice(1).replaceAll("/", "_");
  return `/${PRERENDER_DIR}/${name}.json`;
}

/** A template's file in a language: "/_prerender/dealer-first-screen.json" → "…/dealer-first-screen.es.json". */
export function localizedAssetPath(asset: string, locale: Locale): string {
  return locale === "en" ? asset : asset.replace(/\.json$/, `.${locale}.json`);
}

/** What the build writes per page: the app's HTML inside #root, its CSS, and their CSP hashes. */
export interface PrerenderedPage {
  html: string;
  /** Every stylesheet the first screen uses (the entry's, then the page's), inlined in <head>. */
  css: string;
  /** base64 SHA-256 of each distinct inline style attribute value and of `css` (CSP style-src). */
  styleHashes: string[];
}

/** Storage keys that mark a returning guest: every key PlugPlan writes starts with this. */
export const STORAGE_KEY_PREFIX = "plugplan.";

/** On <html>: this guest has saved progress, so the prerendered #root must not show. */
export const RETURNING_GUEST_ATTRIBUTE = "data-returning-guest";

/** On #root: its content is the build's prerender (hydrate it, unless the guest is returning). */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
