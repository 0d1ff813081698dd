// The sign-in hint cookie: "1" and nothing else, readable by scripts, set beside the HttpOnly
// session cookie. The SPA reads it to skip the account check for guests; the Worker reads it to
// leave a signed-in person's page unprerendered (their page shows their saved plan).
// Over HTTPS it carries the __Host- prefix (worker/services/sessions.ts).

export const SIGNED_IN_HINT_NAME = "plugplan_signed_in";

/** True when a Cookie header (or document.cookie) carries the hint, with or without __Host-. */
export function hasSignedInHint(cookies: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_NAME}=1(?:;|$)`).test(cookies ?? "");
}
