// Public dealer endpoints: GET /api/dealers/:slug (the page's record, live offers only, for
// client-side navigation and the plan), POST /api/dealers/:slug/events (anonymous counts), and
// GET /dealer-logos/:slug/:file (logos from R2).
import { Hono } from "hono";
import { withLiveOffers } from "../../domain/dealers/model";
import { DealerEventBodySchema } from "../../domain/dealers/dealers.schema";
import { REGISTRY_SLUG_PATTERN } from "../../domain/dealers/reserved";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";
import { rateLimit } from "../middleware/rate-limit";
import { validJson } from "../middleware/validate";
import { findDealerCached } from "../services/dealers";
import { countDealerEvent } from "../services/dealer-visits";
import { isAutomatedAgent } from "../../domain/net/automated-agents";
import * as m from "../../domain/i18n/messages";

export const NO_DEALER_MESSAGE = "There is no dealer page at this address";

/** A person starts, completes and shares a few plans at most: 30 events per IP per hour stops scripted inflation. */
export const DEALER_EVENT_LIMIT = { count: 30, windowMs: 60 * 60 * 1000 };

export const dealerRoutes = new Hono<AppEnv>()
  .get("/:slug", async (c) => {
    const slug = c.req.param("slug").toLowerCase();
    const record = REGISTRY_SLUG_PATTERN.test(slug) ? await findDealerCached(c.env.SESSIONS, c.env.DB, slug) : null;
    if (!record) return jsonError(c, 404, NO_DEALER_MESSAGE);
    // Short: a changed offer shows within a minute even in a browser that has the old answer.
    c.header("Cache-Control", "public, max-age=60");
    return c.json(withLiveOffers(record, Date.now()));
  })

  .post(
    "/:slug/events",
    validJson(DealerEventBodySchema),
    // The client's network is only part of the counter's key, never stored with the count.
    rateLimit({
      rules: [{ store: "counter", name: "dealer-event", ...DEALER_EVENT_LIMIT }],
      message: () => m.api_too_many_events(),
    }),
    async (c) => {
      const slug = c.req.param("slug").toLowerCase();
      const record = REGISTRY_SLUG_PATTERN.test(slug) ? await findDealerCached(c.env.SESSIONS, c.env.DB, slug) : null;
      if (!record) return jsonError(c, 404, NO_DEALER_MESSAGE);
      // Crawlers and unfurlers that run scripts are not people planning a car.
      if (!isAutomatedAgent(c.req.header("user-agent"))) await countDealerEvent(c.env, c.executionCtx, record.slug, c.req.valid("json").event);
      return c.body(null, 204);
    },
  );

export const dealerLogoRoutes = new Hono<AppEnv>().get("/:slug/:file", async (c) => {
  const key = `${c.req.param("slug")}/${c.req.param("file")}`;
  if (!/^[a-z0-9-]{1,40}\/[0-9a-f]{16}\.(png|webp|svg)$/.test(key)) return c.text("Not found", 404);
  const object = await c.env.DEALER_LOGOS.get(key);
  if (!object) return c.text("Not found", 404);
  const headers = new Headers();
  headers.set("content-type", object.httpMetadata?.contentType ?? "application/octet-stream");
  // Content-addressed: a new logo gets a new name, so this one never changes.
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("etag", object.httpEtag);
  return new Response(object.body, { headers });
});
