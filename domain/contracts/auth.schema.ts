// Sign-in API shapes (magic link, verify, current user), shared by the Worker and the SPA.
import * as z from "zod/mini";
import { MAX_NEXT_LENGTH } from "../auth/safe-next";
import { isLocale, type Locale } from "../i18n/locale";
import { PartialTaskFlagsSchema, PartialUserInputsSchema } from "./progress.schema";

// The lifetimes live in ./auth-limits.ts (no zod) so the sign-in page can show them without the schemas.
export { MAGIC_LINK_TTL_MINUTES, SESSION_TTL_DAYS } from "./auth-limits";

/** Longest address we accept (RFC 5321 path limit). */
const MAX_EMAIL_LENGTH = 254;

/** Trimmed and lower-cased before it is checked, so " Ana@Example.com " is one account. */
export const EmailSchema = z.pipe(
  z.string("Enter your email address").check(z.trim(), z.toLowerCase()),
  z.string().check(
    z.minLength(1, "Enter your email address"),
    z.maxLength(MAX_EMAIL_LENGTH, "That email address is too long"),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Enter a valid email address"),
  ),
);

/** Turnstile tokens are at most 2048 characters (Cloudflare's siteverify documentation). */
const MAX_TURNSTILE_TOKEN_LENGTH = 2048;

/** A language PlugPlan speaks ("en" | "es"): the page's language, sent with sign-in requests (issue 29). */
export const LocaleSchema = z.custom<Locale>((value) => isLocale(value), "Unknown language");

export const RequestMagicLinkSchema = z.strictObject({
  email: EmailSchema,
  /** Where to go after sign-in; checked again with safeNext before it is used. */
  next: z.optional(z.string().check(z.maxLength(MAX_NEXT_LENGTH))),
  /** The Turnstile widget's answer, when the Worker has Turnstile keys (worker/services/turnstile.ts). */
  turnstileToken: z.optional(z.string().check(z.maxLength(MAX_TURNSTILE_TOKEN_LENGTH, "The verification answer is too long"))),
  /** The language of the page the link was asked from: the email is written in it. English when absent. */
  locale: z.optional(LocaleSchema),
});

/** Tokens are 32 random bytes in base64url: exactly 43 characters. */
export const VerifyRequestSchema = z.strictObject({
  token: z.string("The sign-in link is incomplete").check(
    z.regex(/^[A-Za-z0-9_-]{43}$/, "This sign-in link is not valid"),
  ),
});

export interface RequestMagicLinkResponse {
  ok: true;
  /** Minutes the link works for (shown in the sent state). */
  expiresInMinutes: number;
}

export interface AuthUser {
  email: string;
}

/**
 * POST /api/auth/link-account: the account a sign-in link is for, before it is used, and whether
 * this browser asked for it (only then does the link sign in here: decision 0017).
 */
export interface LinkAccountResponse {
  email: string;
  sameBrowser: boolean;
}

/**
 * The answer when the sign-in budget runs low and this request has not passed the challenge
 * (403): the page shows Turnstile with this site key and sends the request again with its answer.
 */
export interface ChallengeRequiredBody {
  message: string;
  challenge: "turnstile";
  siteKey: string;
}

export interface VerifyResponse {
  user: AuthUser;
  /** Safe same-origin path to continue to. */
  next: string;
}

/**
 * "replaced": a newer link was sent to the same address, and only the newest one works.
 * "other-browser": the link was asked for in another browser and signs in only there (decision 0017).
 */
export type TokenFailureReason = "expired" | "used" | "replaced" | "invalid" | "other-browser";

export interface VerifyErrorBody {
  message: string;
  reason: TokenFailureReason;
}

/** POST /api/user/progress/merge-guest: a guest's local data folded into the account once. */
export const GuestMergeSchema = z.extend(PartialTaskFlagsSchema, {
  userInputs: z.optional(PartialUserInputsSchema),
});
export type GuestMerge = z.infer<typeof GuestMergeSchema>;
