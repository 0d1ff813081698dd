// GET /og/plan.png?data=…: the link-preview image of a shared plan (1200×630 PNG), rendered at the
// edge with satori + resvg-wasm and kept in the Cache API. The key is the plan's canonical form
// (canonicalPlanShareData), so links that differ only in their untrusted results share one entry.
// Rendering costs real CPU (see docs/benchmarks-og.md); a cache hit costs almost none.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { canonicalPlanShareData, sharedPlanInputs } from "../../domain/share/plan-payload";
import { decodePlanShare } from "../../domain/share/plan-payload-schema";
import { DEFAULT_OG_IMAGE_PATH } from "../../domain/meta";
import { log } from "../middleware/logging";
import { clientIp, hitRateLimit } from "../services/rate-limit";
import { OG_HEIGHT, OG_WIDTH, planCard } from "../og/plan-card";
import { renderPng } from "../og/render-png";
import { zipPlace } from "../og/zip-place";
import { computePlan } from "../../domain/plan/plan-model";

/** A shared plan never changes: a week in browsers and the edge cache. */
export const OG_IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Bump when the card's look changes, so cached images are not reused. */
export const OG_CARD_VERSION = "2";
export const OG_CACHE_HEADER = "X-OG-Cache";
/**
 * Renders (cache misses) per client IP per minute. Each costs tens of ms of CPU, so an unbounded
 * stream of distinct forged plans would be a cheap way to burn ours; previews need one per plan.
 */
export const OG_RENDERS_PER_MINUTE = 60;

/** The brand card instead of a plan card, never cached (the next try may render). */
const fallbackToDefault = (c: Context<AppEnv>) => {
  const response = c.redirect(DEFAULT_OG_IMAGE_PATH, 302);
  response.headers.set("Cache-Control", "no-store");
  return response;
};

export const ogImageRoutes = new Hono<AppEnv>();

ogImageRoutes.get("/plan.png", async (c) => {
  const decoded = decodePlanShare(c.req.query("data") ?? null);
  // A broken or missing plan still gets a picture: the brand card every other page uses.
  if (!decoded.ok) return fallbackToDefault(c);

  const canonical = canonicalPlanShareData(decoded.plan);
  const cacheKey = new Request(`${new URL(c.req.url).origin}/og/plan.png?v=${OG_CARD_VERSION}&data=${canonical}`);
  const cache = caches.default;
  const cached = await cache.match(cacheKey);
  if (cached) {
    const hit = new Response(cached.body, cached);
    hit.headers.set(OG_CACHE_HEADER, "HIT");
    return hit;
  }

  const limit = await hitRateLimit(c.env.DB, `og-render:${clientIp(c.req.raw.headers)}`, OG_RENDERS_PER_MINUTE, 60_000);
  if (!limit.allowed) {
    log("warn", "og_render_rate_limited", { requestId: c.get("requestId") });
    return fallbackToDefault(c);
  }

  // Workers freeze the clock while JavaScript runs, so in production this reads ~0 ms and the
  // dashboard's CPU-time metric is the real figure; locally (wrangler dev) it is the wall time.
  const started = Date.now();
  let png: Uint8Array;
  try {
    const inputs = sharedPlanInputs(decoded.plan);
    const place = await zipPlace(c.env.ASSETS, new URL(c.req.url).origin, inputs.zipCode);
    png = await renderPng(planCard(inputs, computePlan(inputs, place, new Date().toISOString().slice(0, 10))), OG_WIDTH, OG_HEIGHT);
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
