// Cloudflare Turnstile on the sign-in form: the widget (web) hands the browser a one-time token,
// and the Worker asks Cloudflare's siteverify endpoint about it before any email is sent. On only
// when both TURNSTILE_SITE_KEY (a var) and TURNSTILE_SECRET_KEY (a secret) are set, so local
// development stays offline without them.
import type * as z from "zod/mini";
import { BASE_LOCALE, type Locale } from "../../domain/i18n/locale";
import * as m from "../../domain/i18n/messages";
import { SiteverifyResponseSchema } from "./turnstile.schema";
import type { Bindings } from "../app-env";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export type TurnstileProblem = "missing" | "failed" | "expired" | "unavailable";

/** What the person reads about a refused check, in the language they asked in. */
export function turnstileMessage(problem: TurnstileProblem, locale: Locale): string {
  switch (problem) {
    case "missing":
      return m.api_turnstile_missing({}, { locale });
    case "failed":
      return m.api_turnstile_failed({}, { locale });
    case "expired":
      return m.api_turnstile_expired({}, { locale });
    case "unavailable":
      return m.api_turnstile_unavailable({}, { locale });
  }
}

/** The English texts (tests and logs compare with them). */
export const TURNSTILE_MESSAGES: Record<TurnstileProblem, string> = {
  missing: turnstileMessage("missing", BASE_LOCALE),
  failed: turnstileMessage("failed", BASE_LOCALE),
  expired: turnstileMessage("expired", BASE_LOCALE),
  unavailable: turnstileMessage("unavailable", BASE_LOCALE),
};

const SERVER_SIDE_ERRORS = new Set(["missing-input-secret", "invalid-input-secret", "internal-error"]);

/** `message` is English; `problem` lets the caller say it in the request's language (turnstileMessage). */
export type TurnstileOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 502; problem: TurnstileProblem; message: string; errorCodes: string[] };


type TurnstileKeys = Pick<Bindings, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/** The secret when the check is on (both keys set), otherwise null. */
export function turnstileSecret(env: TurnstileKeys): string | null {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY ? env.TURNSTILE_SECRET_KEY : null;
}

export function turnstileEnabled(env: TurnstileKeys): boolean {
  return turnstileSecret(env) !== null;
}

/** Asks siteverify about `token`; every failure is a sentence the sign-in form can show. */
export async function verifyTurnstile(
  secret: string,
  token: string | undefined,
  remoteIp: string | null,
  fetcher: typeof fetch = fetch,
): Promise<TurnstileOutcome> {
  if (!token) return { ok: false, status: 400, problem: "missing", message: TURNSTILE_MESSAGES.missing, errorCodes: ["missing-input-response"] };
  const form = new FormData();
  form.append("secret", secret);
  form.append("response", token);
  if (remoteIp) form.append("remoteip", remoteIp);
  let answer: z.infer<typeof SiteverifyResponseSchema>;
  try {
    const response = await fetcher(SITEVERIFY_URL, { method: "POST", body: form });
    const parsed = SiteverifyResponseSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`siteverify answered ${response.status} with an unexpected body`);
    answer = parsed.data;
  } catch (error) {
    // Fail closed: without Cloudflare's word no email goes out.
    return { ok: false, status: 502, problem: "unavailable", message: TURNSTILE_MESSAGES.unavailable, errorCodes: [String(error)] };
  }
  if (answer.success) return { ok: true };
  const errorCodes = answer["error-codes"] ?? [];
  // Our side (a wrong or missing secret) or Cloudflare's: not the person's to fix.
  if (errorCodes.some((code) => SERVER_SIDE_ERRORS.has(code))) {
    return { ok: false, status: 502, problem: "unavailable", message: TURNSTILE_MESSAGES.unavailable, errorCodes };
  }
  const problem: TurnstileProblem = errorCodes.includes("timeout-or-duplicate")
    ? "expired"
    : errorCodes.includes("missing-input-response")
      ? "missing"
      : "failed";
  return { ok: false, status: 400, problem, message: TURNSTILE_MESSAGES[problem], errorCodes };
}
