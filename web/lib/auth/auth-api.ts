// The accounts API as the SPA calls it (same-origin, JSON, credentials included via apiFetch).
import type { AuthUser, LinkAccountResponse, RequestMagicLinkResponse, TokenFailureReason, VerifyResponse } from "../../../domain/contracts/auth.schema";
import type { GuestMerge } from "../../../domain/contracts/auth.schema";
import type { ProgressResponse, ProgressUpdate } from "../../../domain/contracts/progress.schema";
import { BASE_LOCALE } from "../../../domain/i18n/locale";
import { getLocale } from "../../../domain/i18n/runtime";
import { ApiError, apiFetch, getJson, postJson } from "../api";

/**
 * The page's language for the Worker (worker/http-errors.ts, LOCALE_HEADER), so the refusals it
 * explains (an expired link, …) come back in it. English pages send nothing: English is the default.
 */
export function localeHeaders(): RequestInit {
  const locale = getLocale();
  return locale === BASE_LOCALE ? {} : { headers: { "x-plugplan-locale": locale } };
}

/**
 * The site key when the Worker answered that this request must pass Turnstile first (403 with
 * `challenge: "turnstile"`: the sign-in budget runs low, decision 0016), otherwise null.
 */
export function challengeSiteKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || typeof error.body !== "object" || error.body === null) return null;
  const body = error.body as { challenge?: unknown; siteKey?: unknown };
  return body.challenge === "turnstile" && typeof body.siteKey === "string" && body.siteKey !== "" ? body.siteKey : null;
}

/**
 * `turnstileToken` only once the Worker asked for the challenge and the widget answered. `locale`:
 * the page's language, in which the email is written and the link opens (issue 29); English is the
 * Worker's default, so an English page leaves it out.
 */
export function requestMagicLink(email: string, next: string | undefined, turnstileToken?: string) {
  const locale = getLocale();
  return postJson<RequestMagicLinkResponse>("/api/auth/request-magic-link", {
    email,
    ...(next ? { next } : {}),
    ...(turnstileToken ? { turnstileToken } : {}),
    ...(locale === BASE_LOCALE ? {} : { locale }),
  });
}

const KNOWN_REASONS: readonly TokenFailureReason[] = ["expired", "used", "replaced", "other-browser"];

/** Our 400 body names the reason (VerifyErrorBody); anything else counts as an invalid link. */
function refusalReason(error: ApiError): TokenFailureReason {
  const reason = typeof error.body === "object" && error.body !== null ? (error.body as { reason?: unknown }).reason : undefined;
  return KNOWN_REASONS.find((known) => known === reason) ?? "invalid";
}

export type VerifyResult =
  | { ok: true; user: AuthUser; next: string }
  | { ok: false; reason: TokenFailureReason; message: string | undefined };

/** Signs in with an emailed token. A refused token is a result; anything else (offline, 5xx) throws. */
export async function verifyMagicLink(token: string): Promise<VerifyResult> {
  try {
    const body = await postJson<VerifyResponse>("/api/auth/verify", { token }, localeHeaders());
    return { ok: true, ...body };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { ok: false, reason: refusalReason(error), message: error.serverMessage };
  }
}

export type LinkAccountResult =
  | { ok: true; email: string; sameBrowser: boolean }
  | { ok: false; reason: TokenFailureReason; message: string | undefined };

/** The account an emailed token signs in to, without using it. A refused token is a result; anything else throws. */
export async function linkAccount(token: string): Promise<LinkAccountResult> {
  try {
    const body = await postJson<LinkAccountResponse>("/api/auth/link-account", { token }, localeHeaders());
    return { ok: true, email: body.email, sameBrowser: body.sameBrowser };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { ok: false, reason: refusalReason(error), message: error.serverMessage };
  }
}

/** The signed-in user, or null when signed out (401). Other failures throw. */
export async function fetchCurrentUser(): Promise<AuthUser | null> {
  try {
    return await getJson<AuthUser>("/api/auth/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function logout(): Promise<void> {
  await apiFetch("/api/auth/logout", { method: "POST" });
}

/** Ends every session of the account, on every device (this one included). */
export async function logoutEverywhere(): Promise<void> {
  await apiFetch("/api/auth/logout-everywhere", { method: "POST", ...localeHeaders() });
}

export function fetchProgress() {
  return getJson<ProgressResponse>("/api/user/progress");
}

export function postProgress(update: ProgressUpdate) {
  return postJson<ProgressResponse>("/api/user/progress", update);
}

export function postGuestMerge(guest: GuestMerge) {
  return postJson<ProgressResponse>("/api/user/progress/merge-guest", guest);
}
