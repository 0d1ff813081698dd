// Development conveniences (the /dev/mailbox outbox, sign-in links in the log) hand out working
// sign-in links to whoever asks, so they need two things: ENVIRONMENT = "development" (wrangler
// dev) or "test" (the worker tests, vitest.config.ts) and an APP_ORIGIN on this machine
// (localhost, 127.x or [::1]). A deploy that forgot to change ENVIRONMENT from wrangler.toml's
// local default still has a public APP_ORIGIN, so it never shows them: without a Resend key,
// sign-in then fails with a clear message instead.
// The two differ in one thing: "test" stands in for Cloudflare's edge, so the tests can simulate
// many client addresses with CF-Connecting-IP; "development" ignores that header
// (worker/services/client-address.ts).
import type { Bindings } from "./app-env";

const LOOPBACK_HOSTNAME = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
// "load": `npm run load` against `LOCAL_ENVIRONMENT=load npm start` (scripts/dev-server.mjs): like
// "test" it plays Cloudflare's edge (CF-Connecting-IP is the client), and like "development" it
// counts D1 writes (worker/dev-d1-counter.ts), so the floods can show what a refusal writes.
const LOCAL_ENVIRONMENTS = new Set(["development", "test", "load"]);

export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAME.test(hostname);
}

export function isLocalDevelopment(env: Pick<Bindings, "ENVIRONMENT" | "APP_ORIGIN">): boolean {
  if (!LOCAL_ENVIRONMENTS.has(env.ENVIRONMENT)) return false;
  try {
    return isLoopbackHostname(new URL(env.APP_ORIGIN).hostname);
  } catch {
    return false; // unset or not a URL: not provably local
  }
}
