// The PlugPlan Worker, top to bottom: middleware → /api routes → edge HTML routes → errors.
// Serves: /api/* (JSON), every HTML navigation (SPA shell + meta at the edge, dealer slugs,
// real 404s) and static files; hashed /assets/* and /data/* bypass it (wrangler.toml).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./app-env";
import { renderShell } from "./html/inject-meta";
import { SHARED_PLAN_PATH, sharedPlanMeta } from "./html/shared-plan-meta";
import { preloadTags } from "./html/route-preloads";
import { loadPrerendered, RETURNING_GUEST_SCRIPT, returningGuestScriptHash, wantsPrerender } from "./html/prerendered";
import { PRERENDER_DIR } from "../domain/prerender";
import { PAGE_CONTENT } from "../domain/page-content";
import { dealerSlugForPath, resolvePage } from "../domain/page-resolution";
import { jsonError } from "./http-errors";
import { MAX_BODY_BYTES } from "./limits";
import { csrfProtection } from "./middleware/csrf";
import { log, requestLogger } from "./middleware/logging";
import { securityHeaders } from "./middleware/security-headers";
import { authRoutes } from "./routes/auth";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { ogImageRoutes } from "./routes/og-image";
import { progressRoutes } from "./routes/progress";
import { utilitySubmissionRoutes } from "./routes/utility-submissions";
import { dealerAdminRoutes, isLogoUpload } from "./routes/dealer-admin";
import { dealerLogoRoutes, dealerRoutes } from "./routes/dealers";
import { dealerDataScript } from "./html/dealer-data";
import { dealerFirstScreen } from "./html/dealer-first-screen";
import { withLiveOffers } from "../domain/dealers/model";
import { countDealerEvent, findDealerCached } from "./services/dealers";

const app = new Hono<AppEnv>();

app.use("*", requestId({ headerName: "X-Request-Id" }));
app.use("*", requestLogger());
app.use("*", securityHeaders());
const defaultBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, "Request body is too large"),
});
// Logo uploads carry up to 200 KB (base64 in JSON) and have their own limit on the route.
app.use("/api/*", (c, next) => (isLogoUpload(new URL(c.req.url).pathname) ? next() : defaultBodyLimit(c, next)));

app.use("/api/*", csrfProtection());

app.route("/api/health", healthRoutes);
app.route("/api/feedback", feedbackRoutes);
app.route("/api/auth", authRoutes);
app.route("/api/user", progressRoutes);
app.route("/api/utility-submissions", utilitySubmissionRoutes);
app.route("/api/dealers", dealerRoutes);
app.route("/api/dealer-admin", dealerAdminRoutes);
app.route("/og", ogImageRoutes);
app.route("/dealer-logos", dealerLogoRoutes);
app.route("/dev", devMailboxRoutes);

app.all("/api", (c) => jsonError(c, 404, "Not found"));
app.all("/api/*", (c) => jsonError(c, 404, "Not found"));

/** Static files that are not hashed (favicon, robots.txt, og image, ZIP shards). */
function looksLikeFile(pathname: string): boolean {
  return /\/[^/]+\.[a-z0-9]{2,8}$/i.test(pathname);
}

app.on(["GET", "HEAD"], "*", async (c) => {
  const url = new URL(c.req.url);
  if (looksLikeFile(url.pathname) && !url.pathname.startsWith(`/${PRERENDER_DIR}/`)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // Re-wrap: asset responses have immutable headers, and our middleware adds security headers.
    if (asset.status !== 404) return new Response(asset.body, asset);
  }
  // Dealer pages come from the registry: one cached read (KV; D1 on a miss).
  const dealerSlug = dealerSlugForPath(url.pathname);
  const dealer = dealerSlug ? await findDealerCached(c.env.SESSIONS, c.env.DB, dealerSlug) : null;
  const page = resolvePage(url.pathname, c.env.APP_ORIGIN || url.origin, PAGE_CONTENT, () => dealer);
  if (dealer && c.req.method === "GET") {
    // Anonymous daily visit count: a number per day, nothing about the visitor. Off the response path.
    c.executionCtx.waitUntil(countDealerEvent(c.env.DB, dealer.slug, "visit").catch((error: unknown) => log("warn", "dealer visit count failed", { error: String(error) })));
  }
  // Shared plans get link-preview tags summarising the plan (validated; generic tags if invalid).
  const meta =
    url.pathname === SHARED_PLAN_PATH
      ? sharedPlanMeta(page.meta, url.searchParams.get("data"), c.env.APP_ORIGIN || url.origin)
      : page.meta;
  const firstVisit = wantsPrerender(url, c.req.header("cookie"));
  const liveDealer = dealer && withLiveOffers(dealer, Date.now());
  const prerendered = !firstVisit
    ? undefined
    : liveDealer
      ? await dealerFirstScreen(c.env.ASSETS, c.req.url, liveDealer)
      : await loadPrerendered(c.env.ASSETS, url);
  if (prerendered) c.set("cspHashes", { script: [await returningGuestScriptHash()], style: prerendered.styleHashes });
  return renderShell(
    c.env.ASSETS,
    c.req.url,
    meta,
    { supportEmail: c.env.SUPPORT_EMAIL, mapStyleUrl: c.env.MAP_STYLE_URL },
    page.status,
    [await preloadTags(c.env.ASSETS, c.req.url, page, !prerendered), page.dealer ? dealerDataScript({ slug: page.dealer.slug, record: liveDealer }) : ""]
      .filter(Boolean)
      .join("\n    "),
    prerendered && { html: prerendered.html, css: prerendered.css, headScript: RETURNING_GUEST_SCRIPT },
  );
});

app.notFound((c) => jsonError(c, 404, "Not found"));

app.onError((error, c) => {
  const requestIdValue = c.get("requestId");
  if (error instanceof HTTPException) {
    const status = error.status;
    if (new URL(c.req.url).pathname.startsWith("/api/")) return jsonError(c, status, error.message || "Request failed");
    return error.getResponse();
  }
  log("error", "unhandled", { requestId: requestIdValue, error: String(error), stack: (error as Error)?.stack });
  if (new URL(c.req.url).pathname.startsWith("/api/")) {
    return jsonError(c, 500, "Something went wrong on our side. Please try again.");
  }
  return c.text("Something went wrong on our side. Please try again.", 500);
});

// The entry module may export only handlers (workerd rejects other named exports).
export default app;
