// Modulepreload hints for the page's own chunks: without them the browser discovers a lazy page
// chunk only after the entry has run, one extra round trip before the first render on mobile.
// The map comes from route-preloads.json, written by the build (web/vite.config.ts).
import type { ResolvedPage } from "../../domain/page-resolution";
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
function patternFor(page: ResolvedPage, pathname: string): string {
  if (page.kind === "route") return normalizePath(pathname);
  const oneSegment = /^\/[^/]+\/?$/.test(pathname);
  return oneSegment ? "/:slug" : "*";
}

async function preloadsFor(assets: Fetcher, requestUrl: string, page: ResolvedPage) {
  const preloads = await loadPreloads(assets, requestUrl);
  return preloads[patternFor(page, new URL(requestUrl).pathname)];
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
  cached = undefined;
}
