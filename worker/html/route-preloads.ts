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

/** `withStylesheets: false` when the page's CSS is already inlined (prerendered pages). */
export async function preloadTags(assets: Fetcher, requestUrl: string, page: ResolvedPage, withStylesheets = true): Promise<string> {
  const pathname = new URL(requestUrl).pathname;
  const preloads = await loadPreloads(assets, requestUrl, localeOfPath(pathname));
  const entry = preloads[patternFor(page, pathname)];
  if (!entry) return "";
  return [
    ...(withStylesheets ? entry.css : []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...entry.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join("\n    ");
}

/** Test hook: forget the cached map. */
export function resetPreloadCache(): void {
  cached.clear();
}
