// Development conveniences (the /dev/mailbox outbox, sign-in links in the log) hand out working
// sign-in links to whoever asks, so they need two things: ENVIRONMENT = "development" and an
// APP_ORIGIN on this machine (localhost, 127.x or [::1]). A deploy that forgot to change
// ENVIRONMENT from wrangler.toml's local default still has a public APP_ORIGIN, so it never
// shows them: without a Resend key, sign-in then fails with a clear message instead.
import type { Bindings } from "./app-env";

const LOOPBACK_HOSTNAME = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export function isLocalDevelopment(env: Pick<Bindings, "ENVIRONMENT" | "APP_ORIGIN">): boolean {
  if (env.ENVIRONMENT !== "development") return false;
  try {
    return LOOPBACK_HOSTNAME.test(new URL(env.APP_ORIGIN).hostname);
  } catch {
    return false; // unset or not a URL: not provably local
  }
}
