// /api/user/progress: the signed-in user's task flags, plan inputs and calculations.
import { Hono } from "hono";
import { GuestMergeSchema } from "../../domain/contracts/auth.schema";
import { ProgressUpdateSchema } from "../../domain/contracts/progress.schema";
import type { AppEnv } from "../app-env";
import { requireSession } from "../middleware/session";
import { validJson } from "../middleware/validate";
import { getProgress, mergeGuestProgress, updateProgress } from "../services/progress";

export const progressRoutes = new Hono<AppEnv>()
  .use("/progress", requireSession())
  .use("/progress/*", requireSession())

  .get("/progress", async (c) => c.json(await getProgress(c.env.DB, c.get("session").userId)))

  .post("/progress", validJson(ProgressUpdateSchema), async (c) =>
    c.json(await updateProgress(c.env.DB, c.get("session").userId, c.req.valid("json"))),
  )

  .post("/progress/merge-guest", validJson(GuestMergeSchema), async (c) =>
    c.json(await mergeGuestProgress(c.env.DB, c.get("session").userId, c.req.valid("json"))),
  );
