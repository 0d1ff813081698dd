// Every HTML navigation (and the few unhashed static files): the SPA shell with the page's meta
// injected at the edge, prerendered HTML for first-time visitors, dealer slugs and real 404s.
// Hashed /assets/* and /data/* never reach the Worker (run_worker_first in wrangler.toml).
import { Hono } from "hono";
import { PAGE_CONTENT } from "../../domain/page-content";
import { withLiveOffers } from "../../domain/dealers/model";
import { dealerSlugForPath, resolvePage } from "../../domain/page-resolution";
import { findRoute } from "../../domain/routes";
import { PRERENDER_DIR } from "../../domain/prerender";
import type { AppEnv } from "../app-env";
import { isViteDevPath } from "../vite-dev-server";
import { dealerDataScript } from "../html/dealer-data";
import { dealerFirstScreen } from "../html/dealer-first-screen";
import { renderShell } from "../html/inject-meta";
import { loadPrerendered, RETURNING_GUEST_SCRIPT, returningGuestScriptHash, wantsPrerender } from "../html/prerendered";
import { preloadTags, routeScripts } from "../html/route-preloads";
import { scriptLoaderHash } from "../html/deferred-scripts";
import { cachedPage, keepPage, responseOf } from "../html/rendered-pages";
import { SHARED_PLAN_PATH, sharedPlanPage } from "../html/shared-plan-meta";
import { sharedPlanDataScript, sharedPlanFirstScreenPage } from "../html/shared-plan-first-screen";
import { hasSignedInHint } from "../../domain/auth/signed-in-hint";
import { APP_SHELL_PATH, isManifestPath, OFFLINE_SHELL_META, SERVICE_WORKER_PATH } from "../../domain/offline/offline-rules";
import { sharedPlanReading } from "../og/zip-place";

/** The query's one value, or null when it gives none or several. */
const oneValue = (values: readonly string[]): string | null => (values.length === 1 ? values[0]! : null);
import { findDealerCached } from "../services/dealers";
import { countDealerEvent } from "../services/dealer-visits";
import { clientNetwork } from "../services/client-address";
import { turnstileEnabled } from "../services/turnstile";
import { dealerPath as languageFreeDealerPath } from "../../domain/dealers/slug";
import { localizePath, splitLocalePath } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";

/** A dealer's page in the language of the request ("/galpinhonda", "/es/galpinhonda"). */
const dealerPath = (slug: string) => localizePath(languageFreeDealerPath(slug), getLocale());
import { isAutomatedAgent, isPrefetch } from "../../domain/net/automated-agents";

/**
 * A link's `data` the shared plan's first screen can be filled with as it is: the template holds it
 * where the page writes it into links (the sign-in link's `next`), already URL-encoded, so only text
 * that encoding leaves unchanged fits (every link the app writes: base64url).
 */
const URL_SAFE_DATA = /^[A-Za-z0-9_-]+$/;

/** A person opening the page: not a crawler, unfurler or script, and not a prefetch. */
function isPersonVisiting(headers: Headers): boolean {
  return !isAutomatedAgent(headers.get("user-agent")) && !isPrefetch(headers.get("sec-purpose"), headers.get("purpose"));
}

/**
 * The service worker and the manifests (one per language) keep their names across deploys and
 * decide which build a browser runs: always revalidated (a long-lived sw.js would keep an old
 * build's worker in charge).
 */
export function withOfflineFileHeaders(pathname: string, response: Response): Response {
  if (pathname === SERVICE_WORKER_PATH || isManifestPath(pathname)) response.headers.set("cache-control", "no-cache");
  if (isManifestPath(pathname)) response.headers.set("content-type", "application/manifest+json");
  return response;
}

/** Static files that are not hashed (favicon, og image, ZIP shards). */
function looksLikeFile(pathname: string): boolean {
  return /\/[^/]+\.[a-z0-9]{2,8}$/i.test(pathname);
}

/**
 * Build-only files live under dot-directories (.vite/: Vite's manifest, our route map): never served,
 * even where the asset upload still holds them (web/public/.assetsignore keeps them out of deploys).
 */
function isHiddenPath(pathname: string): boolean {
  return pathname.split("/").some((segment) => segment.startsWith("."));
}

/**
 * The path a page is served at when `pathname` is another spelling of it (a trailing slash, an
 * `index.html`), else undefined. Only for pages (routes and dealer slugs): a deep unknown path
 * keeps its 404.
 */
export function pagePathFor(pathname: string): string | undefined {
  const withoutIndex = pathname.replace(/\/index\.html$/i, "/");
  const stripped = withoutIndex.replace(/\/+$/, "") || "/";
  if (stripped === pathname) return undefined;
  if (stripped === "/" || findRoute(stripped) || dealerSlugForPath(stripped)) return stripped;
  return undefined;
}

export const pageRoutes = new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
  const url = new URL(c.req.url);
  // `npm run dev`: Vite serves its own client, React Refresh and modules through ASSETS.
  if (isViteDevPath(url.pathname)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(asset.body, asset); // re-wrapped: asset headers are immutable
  }
  // One address per page: `/about/`, `/charging-plan/` and `/index.html` answer one 301 to the
  // page's own path (query kept), so links and search land on the canonical URL. Before the asset
  // lookup, which would answer /index.html with its own 307.
  const pagePath = pagePathFor(url.pathname);
  if (pagePath !== undefined) {
    // `/GalpinHonda/` goes straight to `/galpinhonda`: one hop, not one for the slash and one for the alias.
    const slug = dealerSlugForPath(pagePath);
    const registered = slug ? await findDealerCached(c.env.SESSIONS, c.env.DB, slug) : null;
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(`${registered ? dealerPath(registered.slug) : pagePath}${url.search}`, 301);
  }
  // (The manifests' extension is longer than a file's usually is: named here.)
  if ((looksLikeFile(url.pathname) || isManifestPath(url.pathname)) && !url.pathname.startsWith(`/${PRERENDER_DIR}/`) && !isHiddenPath(url.pathname)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // Re-wrap: asset responses have immutable headers, and our middleware adds security headers.
    if (asset.status !== 404) return withOfflineFileHeaders(url.pathname, new Response(asset.body, asset));
  }
  const origin = c.env.APP_ORIGIN || url.origin;
  // Dealer pages come from the registry: one cached read (KV; D1 on a miss).
  const dealerSlug = dealerSlugForPath(url.pathname);
  const dealer = dealerSlug ? await findDealerCached(c.env.SESSIONS, c.env.DB, dealerSlug) : null;
  // Another spelling of a registered slug (`/galpin-honda`, `/GalpinHonda`, a trailing slash) is an
  // alias: one 301 to the registered page (query kept), so search sees one URL per dealer. Browsers
  // keep a 301 for as long as they like; an hour of Cache-Control bounds what shared caches keep if
  // the registry changes.
  if (dealer && url.pathname !== dealerPath(dealer.slug)) {
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(`${dealerPath(dealer.slug)}${url.search}`, 301);
  }
  const page = resolvePage(url.pathname, origin, PAGE_CONTENT, () => dealer);
  if (dealer && c.req.method === "GET" && isPersonVisiting(c.req.raw.headers)) {
    // Anonymous daily visit count: a number per day, nothing about the visitor, once per visitor's
    // network and day (a hash, issue 28). Gathered in this isolate and sent to the dealer's counter
    // object after the response (services/dealer-visits.ts); no D1 write on this path.
    await countDealerEvent(c.env, c.executionCtx, dealer.slug, "visit", { network: clientNetwork(c.req.raw.headers, c.env) });
  }
  // Shared plans get link-preview tags and a <noscript> summary of the plan (validated; a noindex
  // 404 with generic tags if invalid), with the page's monthly figures (the same ZIP shards).
  const sharedData = oneValue(url.searchParams.getAll("data"));
  const shared =
    splitLocalePath(url.pathname).path === SHARED_PLAN_PATH
      ? await sharedPlanPage(page.meta, sharedPlanReading(c.env, c.req.raw, sharedData), origin, sharedData ?? undefined)
      : undefined;
  const meta = shared?.meta ?? page.meta;
  const firstVisit = wantsPrerender(url, c.req.header("cookie"));
  const liveDealer = dealer && withLiveOffers(dealer, Date.now());
  const config = {
    supportEmail: c.env.SUPPORT_EMAIL,
    mapStyleUrl: c.env.MAP_STYLE_URL,
    // Only the public site key, and only when the check is on (both keys set).
    turnstileSiteKey: turnstileEnabled(c.env) ? c.env.TURNSTILE_SITE_KEY : "",
  };
  // The service worker's offline fallback (docs/decisions/0018): this build's shell, rendered as
  // any client-rendered page is (config, generic tags), never indexed. The SPA renders the page.
  // `/es/app-shell` is the Spanish build's shell (its meta is in Spanish, so renderShell picks es/index.html).
  if (splitLocalePath(url.pathname).path === APP_SHELL_PATH) {
    const shell = await renderShell({
      assets: c.env.ASSETS,
      requestUrl: c.req.url,
      meta: { ...page.meta, canonical: null, robots: "noindex" },
      config,
      // Tells the SPA this document stands in for a page the network could not fetch (web/lib/useOnline.ts).
      extraHead: `<meta name="${OFFLINE_SHELL_META}" content="1">`,
    });
    shell.headers.set("x-robots-tag", "noindex");
    return shell;
  }
  // The route table's pages and registered dealers' pages are the same HTML for everyone who
  // shares these inputs: kept in this isolate (html/rendered-pages.ts). Shared plans (made from
  // their link) and the generic page of an unknown slug (anyone can invent endless ones) are not.
  const cacheKey =
    !shared && (page.kind === "route" || liveDealer) ? JSON.stringify([url.pathname, origin, firstVisit, liveDealer, config]) : undefined;
  const kept = cacheKey === undefined ? undefined : cachedPage(cacheKey);
  if (kept) {
    if (kept.cspHashes) c.set("cspHashes", kept.cspHashes);
    return responseOf(kept);
  }
  // A registered dealer's first screen is the build's dealer template filled in from the registry;
  // a shared plan's (a link, so never `firstVisit`) is its template filled in with the plan this
  // request priced, for every guest: the page is the link's, not the visitor's (issue 30).
  const prerendered = shared?.firstScreen
    ? hasSignedInHint(c.req.header("cookie")) || !URL_SAFE_DATA.test(shared.firstScreen.data)
      ? undefined
      : await sharedPlanFirstScreenPage(c.env.ASSETS, c.req.url, shared.firstScreen)
    : !firstVisit
      ? undefined
      : liveDealer
        ? await dealerFirstScreen(c.env.ASSETS, c.req.url, liveDealer)
        : await loadPrerendered(c.env.ASSETS, url);
  const cspHashes = prerendered
    ? { script: [await returningGuestScriptHash(), await scriptLoaderHash()], style: prerendered.styleHashes }
    : undefined;
  if (cspHashes) c.set("cspHashes", cspHashes);
  const response = await renderShell({
    assets: c.env.ASSETS,
    requestUrl: c.req.url,
    meta,
    config,
    status: shared?.status ?? page.status,
    noscript: prerendered && shared ? shared.noscriptRestHtml : shared?.noscriptHtml,
    pageScripts: prerendered ? await routeScripts(c.env.ASSETS, c.req.url, page) : [],
    extraHead: [
      prerendered ? "" : await preloadTags(c.env.ASSETS, c.req.url, page),
      page.dealer ? dealerDataScript({ slug: page.dealer.slug, record: liveDealer }) : "",
      shared?.firstScreen ? sharedPlanDataScript(shared.firstScreen) : "",
    ]
      .filter(Boolean)
      .join("\n    "),
    body: prerendered && { html: prerendered.html, css: prerendered.css, headScript: RETURNING_GUEST_SCRIPT },
  });
  return cacheKey === undefined ? response : keepPage(cacheKey, response, cspHashes);
});
