// GET /og/plan.png?data=…: the link-preview image of a shared plan (1200×630 PNG), rendered at the
// edge with satori + resvg-wasm and kept in the Cache API. The key is the plan's canonical form
// (canonicalPlanShareData), so links that differ only in their untrusted results share one entry.
// Rendering costs real CPU (see docs/benchmarks-og.md); a cache hit costs almost none.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { canonicalPlanShareData, decodePlanShare, sharedPlanInputs } from "../../domain/share/plan-payload";
import { DEFAULT_OG_IMAGE_PATH } from "../../domain/meta";
import { log } from "../middleware/logging";
import { OG_HEIGHT, OG_WIDTH, planCard } from "../og/plan-card";
import { renderPng } from "../og/render-png";

/** A shared plan never changes: a week in browsers and the edge cache. */
export const OG_IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Bump when the card's look changes, so cached images are not reused. */
export const OG_CARD_VERSION = "1";
export const OG_CACHE_HEADER = "X-OG-Cache";

export const ogImageRoutes = new Hono<AppEnv>();

ogImageRoutes.get("/plan.png", async (c) => {
  const decoded = decodePlanShare(c.req.query("data") ?? null);
  // A broken or missing plan still gets a picture: the brand card every other page uses.
  if (!decoded.ok) return c.redirect(DEFAULT_OG_IMAGE_PATH, 302);

  const canonical = canonicalPlanShareData(decoded.plan);
  const cacheKey = new Request(`${new URL(c.req.url).origin}/og/plan.png?v=${OG_CARD_VERSION}&data=${canonical}`);
  const cache = caches.default;
  const cached = await cache.match(cacheKey);
  if (cached) {
    const hit = new Response(cached.body, cached);
    hit.headers.set(OG_CACHE_HEADER, "HIT");
    return hit;
  }

  // Workers freeze the clock while JavaScript runs, so in production this reads ~0 ms and the
  // dashboard's CPU-time metric is the real figure; locally (wrangler dev) it is the wall time.
  const started = Date.now();
  const png = await renderPng(planCard(sharedPlanInputs(decoded.plan)), OG_WIDTH, OG_HEIGHT);
  log("info", "og_render", { requestId: c.get("requestId"), ms: Date.now() - started, bytes: png.byteLength });

  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": `public, max-age=${OG_IMAGE_MAX_AGE_SECONDS}, immutable`,
  };
  // Awaited (a few ms) so the very next request is a hit; the stored copy has no HIT/MISS header.
  await cache.put(cacheKey, new Response(png, { headers }));
  return new Response(png, { headers: { ...headers, [OG_CACHE_HEADER]: "MISS" } });
});
