// GET /og/plan.png?data=…: the link-preview image of a shared plan (1200×630 PNG), rendered at the
// edge with satori + resvg-wasm and kept in the Cache API. The key is the plan's canonical form
// (canonicalPlanShareData), so links that differ only in their untrusted results share one entry,
// plus the card version and the as-of dates of the data the card's money figures come from.
// Rendering costs real CPU (see docs/benchmarks-og.md); a cache hit costs almost none.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { DEFAULT_OG_IMAGE_PATH } from "../../domain/meta";
import { jsonError } from "../http-errors";
import { log } from "../middleware/logging";
import { repeatedQueryMessage } from "../middleware/validate";
import { checkLimits, type LimitRule } from "../middleware/rate-limit";
import { clientNetwork } from "../services/client-address";
import { OG_HEIGHT, OG_WIDTH, planCard } from "../og/plan-card";
import { renderPng } from "../og/render-png";
import { sharedPlanReading } from "../og/zip-place";
import { stationDataVersion } from "../services/stations";
import { planDataAsOf } from "../../domain/charging-plan/model";
import { BASE_LOCALE, type Locale } from "../../domain/i18n/locale";
import { getLocale } from "../../domain/i18n/runtime";

/**
 * A week in browsers and the edge cache. A shared plan's inputs never change, but its money figures
 * follow the data (tariffs, prices), so the image URL and the cache key both carry the card version
 * and the data's as-of dates (planCardPath): after a data update the page names a new URL and the
 * cache misses, instead of serving last week's dollars.
 */
export const OG_IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Bump when the card's look changes, so cached images are not reused. */
export const OG_CARD_VERSION = "2";

/**
 * The card's path for a plan in canonical form: `data` is what the route reads; `v` (card version
 * and data as-of dates) is only there to make the URL, and so every cache's key, change with them.
 */
export function planCardPath(canonicalData: string, dataAsOf: string = planDataAsOf(), locale: Locale = getLocale()): string {
  // The card speaks the page's language: a Spanish page names the Spanish card (worker/i18n.ts reads `lang`).
  return `/og/plan.png?data=${canonicalData}&v=${OG_CARD_VERSION}_${dataAsOf}${locale === BASE_LOCALE ? "" : `&lang=${locale}`}`;
}
export const OG_CACHE_HEADER = "X-OG-Cache";
/**
 * Renders (cache misses) are budgeted per client network (IPv4 address or IPv6 /64) and for
 * everyone together, per minute, on Rate Limiting bindings (limits in wrangler.toml:
 * OG_RENDER_LIMITER, OG_RENDER_GLOBAL_LIMITER). Each render costs about 55 ms of CPU, so an
 * unbounded stream of distinct forged plans would be a cheap way to burn ours; a real link preview
 * needs one render per plan, ever (then the cache answers). Beyond a budget the brand card is served.
 */
const OG_RENDER_RULES: readonly LimitRule[] = [{ store: "binding", binding: (env) => env.OG_RENDER_LIMITER, periodSeconds: 60 }];
const OG_GLOBAL_RULES: readonly LimitRule[] = [
  { store: "binding", binding: (env) => env.OG_RENDER_GLOBAL_LIMITER, periodSeconds: 60 },
];
/** The one key every render shares on the global limiter. */
export const OG_GLOBAL_KEY = "all";

/** The brand card instead of a plan card, never cached (the next try may render). */
const fallbackToDefault = (c: Context<AppEnv>) => {
  const response = c.redirect(DEFAULT_OG_IMAGE_PATH, 302);
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export const ogImageRoutes = new Hono<AppEnv>();

ogImageRoutes.get("/plan.png", async (c) => {
  // `?data=A&data=B` names two plans: refused, not read first-wins (issue 25).
  const repeated = repeatedQueryMessage(new URL(c.req.url));
  if (repeated) return jsonError(c, 400, repeated);
  // The request's one reading of the link: decoded now, priced only on a cache miss (below).
  const reading = sharedPlanReading(c.env, c.req.raw, c.req.query("data") ?? null);
  // A broken or missing plan still gets a picture: the brand card every other page uses.
  if (!reading.decoded) return fallbackToDefault(c);
  const canonical = reading.decoded.canonical;
  // The key is rebuilt from the canonical plan and today's data, never taken from the request's `v`,
  // and names the station data too: the card's public price comes from the stations near the plan,
  // so a station refresh must not leave an old price cached.
  const stations = encodeURIComponent(await stationDataVersion(c.env));
  const cacheKey = new Request(`${new URL(c.req.url).origin}${planCardPath(canonical)}&stations=${stations}`);
  const cache = caches.default;
  const cached = await cache.match(cacheKey);
  if (cached) {
    const hit = new Response(cached.body, cached);
    hit.headers.set(OG_CACHE_HEADER, "HIT");
    return hit;
  }

  // Per client first, so one client over its budget does not use up everyone's.
  const client = clientNetwork(c.req.raw.headers, c.env);
  // (No per-client budget in local development: there is no trustworthy client address there.)
  if (client !== null && !(await checkLimits(c.env, OG_RENDER_RULES, client)).allowed) {
    log("warn", "og_render_rate_limited", { requestId: c.get("requestId"), scope: "client" });
    return fallbackToDefault(c);
  }
  if (!(await checkLimits(c.env, OG_GLOBAL_RULES, OG_GLOBAL_KEY)).allowed) {
    log("warn", "og_render_rate_limited", { requestId: c.get("requestId"), scope: "global" });
    return fallbackToDefault(c);
  }

  // Workers freeze the clock while JavaScript runs, so in production this reads ~0 ms and the
  // dashboard's CPU-time metric is the real figure; locally (wrangler dev) it is the wall time.
  const started = Date.now();
  let png: Uint8Array;
  try {
    const { inputs, plan } = await reading.priced();
    png = await renderPng(planCard(inputs, plan), OG_WIDTH, OG_HEIGHT);
  } catch (error) {
    // A preview with the brand card beats a broken image; the error is logged for us.
    log("error", "og_render_failed", { requestId: c.get("requestId"), error: String(error) });
    return fallbackToDefault(c);
  }
  log("info", "og_render", { requestId: c.get("requestId"), ms: Date.now() - started, bytes: png.byteLength });

  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": `public, max-age=${OG_IMAGE_MAX_AGE_SECONDS}, immutable`,
  };
  // Awaited (a few ms) so the very next request is a hit; the stored copy has no HIT/MISS header.
  await cache.put(cacheKey, new Response(png, { headers }));
  return new Response(png, { headers: { ...headers, [OG_CACHE_HEADER]: "MISS" } });
});
