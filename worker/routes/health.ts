// GET /api/health: liveness plus a real D1 round trip.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  try {
    const row = await c.env.DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
    return c.json({ status: "ok", d1: { ok: row?.ok === 1, ms: Date.now() - started }, requestId: c.get("requestId") });
  } catch {
    return c.json({ status: "degraded", d1: { ok: false }, requestId: c.get("requestId") }, 503);
  }
});
