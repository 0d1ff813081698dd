// Modulepreload hints for the page's own chunks: without them the browser discovers a lazy page
// chunk only after the entry has run, one extra round trip before the first render on mobile.
// The map comes from route-preloads.json, written by the build (web/vite.config.ts).
import type { ResolvedPage } from "../../domain/page-resolution";
import { localeOfPath, splitLocalePath, type Locale } from "../../domain/i18n/locale";
import { normalizePath } from "../../domain/routes";
import { escapeHtml } from "./escape";

type Preloads = Record<string, { js: string[]; css: string[] }>;

/** One map per language: each language's build has its own chunks (scripts/build.mjs). */
const cached = new Map<Locale, Promise<Preloads>>();

function loadPreloads(assets: Fetcher, requestUrl: string, locale: Locale): Promise<Preloads> {
  let preloads = cached.get(locale);
  if (!preloads) {
    const read = (file: string) =>
      assets
        .fetch(new Request(new URL(file, requestUrl)))
        .then((response) => (response.ok ? (response.json() as Promise<Preloads>) : undefined))
        .catch(() => undefined);
    preloads = (locale === "en" ? read("/route-preloads.json") : read(`/route-preloads.${locale}.json`).then((map) => map ?? read("/route-preloads.json"))).then(
      (map) => map ?? {},
    );
    cached.set(locale, preloads);
  }
  return preloads;
}

/** Router pattern for a resolved page: its own path, the dealer/404 catch-all "/:slug", or "*". */
function patternFor(page: ResolvedPage, localizedPathname: string): string {
  // Both languages load the same chunks: the map is keyed by the language-free path.
  const pathname = splitLocalePath(localizedPathname).path;
  if (page.kind === "route") return normalizePath(pathname);
  const oneSegment = /^\/[^/]+\/?$/.test(pathname);
  return oneSegment ? "/:slug" : "*";
}

async function preloadsFor(assets: Fetcher, requestUrl: string, page: ResolvedPage) {
  const pathname = new URL(requestUrl).pathname;
  const preloads = await loadPreloads(assets, requestUrl, localeOfPath(pathname));
  return preloads[patternFor(page, pathname)];
}

/**
 * The page's own JS chunks, for a prerendered page: its CSS is inline and its scripts load after the
 * first paint (deferred-scripts.ts), so they are not <head> hints.
 */
export async function routeScripts(assets: Fetcher, requestUrl: string, page: ResolvedPage): Promise<string[]> {
  return (await preloadsFor(assets, requestUrl, page))?.js ?? [];
}

/** The page's stylesheets and modulepreload hints, for a page the SPA renders from scratch. */
export async function preloadTags(assets: Fetcher, requestUrl: string, page: ResolvedPage): Promise<string> {
  const entry = await preloadsFor(assets, requestUrl, page);
  if (!entry) return "";
  return [
    ...entry.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...entry.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join("\n    ");
}

/** Test hook: forget the cached map. */
export function resetPreloadCache(): void {
  cached.clear();
}
