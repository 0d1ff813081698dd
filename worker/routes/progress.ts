// /api/user/progress: the signed-in user's task flags, plan inputs and calculations.
// Every write is limited per session and per client network (Rate Limiting bindings, in memory at
// the edge: no storage round trip) before it reaches D1, so a script cannot turn one session into a
// stream of D1 UPDATEs (issue 28). The browser coalesces writes (300 ms), far below these limits.
import { Hono } from "hono";
import { GuestMergeSchema } from "../../domain/contracts/auth.schema";
import { ProgressUpdateSchema } from "../../domain/contracts/progress.schema";
import type { AppEnv } from "../app-env";
import { rateLimit } from "../middleware/rate-limit";
import { requireSession } from "../middleware/session";
import { validJson } from "../middleware/validate";
import { getProgress, mergeGuestProgress, updateProgress } from "../services/progress";
import * as m from "../../domain/i18n/messages";

/** In the request's language (the page sends it: web/lib/api.ts). */
export const tooManyProgressWritesMessage = () => m.api_too_many_saves();

/** Per session: PROGRESS_SESSION_LIMITER (60 per 10 s, wrangler.toml). The session's user and start name it. */
const perSession = rateLimit<AppEnv & { Variables: { session: { userId: string; createdAt: number } } }>({
  rules: [{ store: "binding", binding: (env) => env.PROGRESS_SESSION_LIMITER, periodSeconds: 10 }],
  message: tooManyProgressWritesMessage,
  key: (c) => `progress:${c.get("session").userId}:${c.get("session").createdAt}`,
});
/** Per client network (all its sessions): PROGRESS_NETWORK_LIMITER (300 a minute). */
const perNetwork = rateLimit({
  rules: [{ store: "binding", binding: (env) => env.PROGRESS_NETWORK_LIMITER, periodSeconds: 60 }],
  message: tooManyProgressWritesMessage,
});

export const progressRoutes = new Hono<AppEnv>()
  .use("/progress", requireSession())
  .use("/progress/*", requireSession())

  .get("/progress", async (c) => c.json(await getProgress(c.env.DB, c.get("session").userId)))

  .post("/progress", validJson(ProgressUpdateSchema), perSession, perNetwork, async (c) =>
    c.json(await updateProgress(c.env.DB, c.get("session").userId, c.req.valid("json"))),
  )

  .post("/progress/merge-guest", validJson(GuestMergeSchema), perSession, perNetwork, async (c) =>
    c.json(await mergeGuestProgress(c.env.DB, c.get("session").userId, c.req.valid("json"))),
  );
