// Modulepreload hints for the page's own chunks: without them the browser discovers a lazy page
// chunk only after the entry has run, one extra round trip before the first render on mobile.
// The map comes from route-preloads.json, written by the build (web/vite.config.ts).
import type { ResolvedPage } from "../../domain/page-resolution";
import { splitLocalePath } from "../../domain/i18n/locale";
import { normalizePath } from "../../domain/routes";
import { escapeHtml } from "./escape";

type Preloads = Record<string, { js: string[]; css: string[] }>;

let cached: Promise<Preloads> | undefined;

function loadPreloads(assets: Fetcher, requestUrl: string): Promise<Preloads> {
  cached ??= assets
    .fetch(new Request(new URL("/route-preloads.json", requestUrl)))
    .then((response) => (response.ok ? (response.json() as Promise<Preloads>) : {}))
    .catch(() => ({}));
  return cached;
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
  const preloads = await loadPreloads(assets, requestUrl);
  const entry = preloads[patternFor(page, new URL(requestUrl).pathname)];
  if (!entry) return "";
  return [
    ...(withStylesheets ? entry.css : []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...entry.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join("\n    ");
}

/** Test hook: forget the cached map. */
export function resetPreloadCache(): void {
  cached = undefined;
}
