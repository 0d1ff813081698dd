// The PlugPlan Worker, top to bottom: middleware → /api routes → edge HTML routes → errors.
// Serves: /api/* (JSON), every HTML navigation (SPA shell + meta at the edge, dealer slugs,
// real 404s) and static files; hashed /assets/* and /data/* bypass it (wrangler.toml) and get
// their headers from web/public/_headers.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { jsonError } from "./http-errors";
import { withRequestLocale } from "./i18n";
import * as m from "../domain/i18n/messages";
import { MAX_BODY_BYTES } from "./limits";
import { csrfProtection } from "./middleware/csrf";
import { log, requestLogger } from "./middleware/logging";
import { requestId } from "./middleware/request-id";
import { countingD1, countsD1Writes } from "./dev-d1-counter";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { ogImageRoutes } from "./routes/og-image";
import { pageRoutes } from "./routes/pages";
import { progressRoutes } from "./routes/progress";
import { seoRoutes } from "./routes/seo";
import { purgeExpired } from "./services/account";
import { stationRoutes } from "./routes/stations";
import { tilesRoutes } from "./routes/tiles";
import { utilitySubmissionRoutes } from "./routes/utility-submissions";
import { handleRefreshBatch, startStationRefresh, type RefreshMessage } from "./services/station-refresh";
import { dealerAdminRoutes, isLogoUpload } from "./routes/dealer-admin";
import { dealerLogoRoutes, dealerRoutes } from "./routes/dealers";

const app = new Hono<AppEnv>();

app.use("*", withRequestLocale());
app.use("*", requestId());
app.use("*", requestLogger());
app.use("*", securityHeaders());
const defaultBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => jsonError(c, 413, m.api_body_too_large()),
});
// Logo uploads carry up to 200 KB (base64 in JSON) and have their own limit on the route.
app.use("/api/*", (c, next) => (isLogoUpload(new URL(c.req.url).pathname) ? next() : defaultBodyLimit(c, next)));

app.use("/api/*", csrfProtection());

app.route("/api/health", healthRoutes);
app.route("/api/feedback", feedbackRoutes);
app.route("/api/auth", authRoutes);
app.route("/api/user", progressRoutes);
app.route("/api/account", accountRoutes);
app.route("/api/utility-submissions", utilitySubmissionRoutes);
app.route("/api/stations", stationRoutes);
app.route("/api/dealers", dealerRoutes);
app.route("/api/dealer-admin", dealerAdminRoutes);
app.route("/og", ogImageRoutes);
app.route("/dealer-logos", dealerLogoRoutes);
app.route("/dev", devMailboxRoutes);
// The self-hosted basemap (docs/map-basemap.md); before the page routes, which would answer 404 HTML.
app.route("/tiles", tilesRoutes);
app.all("/api", (c) => jsonError(c, 404, m.api_not_found()));
app.all("/api/*", (c) => jsonError(c, 404, m.api_not_found()));
app.route("/", seoRoutes);
app.route("/", pageRoutes);

app.notFound((c) => jsonError(c, 404, m.api_not_found()));

app.onError((error, c) => {
  const requestIdValue = c.get("requestId");
  if (error instanceof HTTPException) {
    const status = error.status;
    if (new URL(c.req.url).pathname.startsWith("/api/")) return jsonError(c, status, error.message || m.api_request_failed());
    return error.getResponse();
  }
  log("error", "unhandled", { requestId: requestIdValue, error: String(error), stack: (error as Error)?.stack });
  if (new URL(c.req.url).pathname.startsWith("/api/")) {
    return jsonError(c, 500, m.api_server_error());
  }
  return c.text(m.api_server_error(), 500);
});

/**
 * The daily Cron Trigger (wrangler.toml [triggers]): keep nothing longer than the privacy policy
 * says, and start the refresh of public charging stations from AFDC (its states then run as queue
 * messages, services/station-refresh.ts). Each job runs whatever the other does.
 */
async function scheduled(_controller: ScheduledController, env: AppEnv["Bindings"], ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(
    startStationRefresh(env).catch((error: unknown) => {
      log("error", "stations refresh failed to start", { error: String(error) });
    }),
  );
  const removed = await purgeExpired(env.DB);
  log("info", "retention_purge", { ...removed });
}

// The entry module may export only handlers and Durable Object classes (workerd rejects other
// named exports).
export default {
  // wrangler dev only: D1 through a counter of its writes (worker/dev-d1-counter.ts, /dev/d1-writes).
  fetch: (request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext) =>
    app.fetch(request, countsD1Writes(env) ? { ...env, DB: countingD1(env.DB) } : env, ctx),
  scheduled,
  // The station refresh's steps (wrangler.toml [[queues.consumers]]).
  queue: (batch: MessageBatch, env: AppEnv["Bindings"]) => handleRefreshBatch(batch as MessageBatch<RefreshMessage>, env),
} satisfies ExportedHandler<AppEnv["Bindings"]>;
export { DealerCounter } from "./durable/dealer-counter";
export { LimitCounter } from "./durable/limit-counter";
export { SignInBudget } from "./durable/sign-in-budget";
