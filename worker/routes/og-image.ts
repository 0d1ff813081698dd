// SCAFFOLD: filled in by the feature that owns it.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";

export const ogImageRoutes = new Hono<AppEnv>();
