// /api/auth: request a magic link, verify it (sign in), who am I, sign out, sign out everywhere.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import {
  LocaleSchema,
  MAGIC_LINK_TTL_MINUTES,
  RequestMagicLinkSchema,
  VerifyRequestSchema,
  type RequestMagicLinkResponse,
  type ChallengeRequiredBody,
  type LinkAccountResponse,
  type TokenFailureReason,
  type VerifyErrorBody,
  type VerifyResponse,
} from "../../domain/contracts/auth.schema";
import { safeNext, sanitizeNext } from "../../domain/auth/safe-next";
import { BASE_LOCALE, localizePath, type Locale } from "../../domain/i18n/locale";
import * as m from "../../domain/i18n/messages";
import { formatInteger } from "../../domain/i18n/format";
import { absoluteUrl, routeById } from "../../domain/routes";
import type { AppEnv } from "../app-env";
import { jsonError, requestLocale } from "../http-errors";
import { log } from "../middleware/logging";
import { rateLimit, type LimitRule } from "../middleware/rate-limit";
import { requireSession } from "../middleware/session";
import { validJson } from "../middleware/validate";
import { renderMagicLinkEmail } from "../html/magic-link-email";
import { EmailDeliveryError, sendMagicLinkEmail } from "../services/email";
import { consumeMagicLinkToken, issueMagicLinkToken, peekMagicLinkToken, replaceOlderLinks, withdrawMagicLinkToken } from "../services/magic-link";
import { clientBlocks } from "../services/client-address";
import { signInBudget, type SpendRequest } from "../durable/sign-in-budget";
import { bindBrowser, browserBindingHash, knownDevice, rememberDevice } from "../services/sign-in-browser";
import { isLoopbackHostname } from "../local-development";
import {
  clearSessionCookie,
  createSession,
  deleteAllSessions,
  deleteSession,
  readSessionCookie,
  setSessionCookie,
} from "../services/sessions";
import { turnstileMessage, turnstileSecret, verifyTurnstile } from "../services/turnstile";
import { findOrCreateUser } from "../services/users";

/**
 * Per client network (IPv4 address or IPv6 /64): a burst limit on the Rate Limiting binding
 * (SIGN_IN_BURST_LIMITER: 5 a minute, wrangler.toml) and an hourly one (a LimitCounter object), generous enough for
 * a household or office behind one address. Per recipient there is no refusal at all, only a cap
 * on emails sent (RECIPIENT_SEND_CAP, services/magic-link.ts), so nobody can lock an owner out.
 */
export const MAGIC_LINK_LIMITS = {
  perNetwork: { count: 20, windowMs: 60 * 60 * 1000 },
  burstPerMinute: 5,
} as const;

const MAGIC_LINK_RULES: readonly LimitRule[] = [
  { store: "binding", binding: (env) => env.SIGN_IN_BURST_LIMITER, periodSeconds: 60 },
  { store: "counter", name: "magic-link-ip", count: MAGIC_LINK_LIMITS.perNetwork.count, windowMs: MAGIC_LINK_LIMITS.perNetwork.windowMs },
];

/**
 * When SIGN_IN_EMAILS_PER_HOUR is missing or not a number: the default in wrangler.toml, sized for
 * 1M daily users (docs/capacity.md).
 */
export const DEFAULT_SIGN_IN_EMAILS_PER_HOUR = 2000;

// What a person reads, in the language of the page they asked from (issue 29): each message is
// rendered per request with that language, never the runtime's global one. The constants are the
// English texts (tests compare with them).
export const tooManyLinksMessage = (locale: Locale) => m.api_too_many_links({}, { locale });
export const sendFailedMessage = (locale: Locale) => m.api_send_failed({}, { locale });
export const emailsPausedMessage = (locale: Locale) => m.api_emails_paused({}, { locale });
export const signedOutEverywhereMessage = (locale: Locale) => m.api_signed_out_everywhere({}, { locale });
export const challengeMessage = (locale: Locale) => m.api_challenge({}, { locale });
export const signInUnavailableMessage = (locale: Locale) => m.api_sign_in_unavailable({}, { locale });

export const TOO_MANY_LINKS_MESSAGE = tooManyLinksMessage(BASE_LOCALE);
export const SEND_FAILED_MESSAGE = sendFailedMessage(BASE_LOCALE);
export const EMAILS_PAUSED_MESSAGE = emailsPausedMessage(BASE_LOCALE);
export const SIGNED_OUT_EVERYWHERE_MESSAGE = signedOutEverywhereMessage(BASE_LOCALE);
export const CHALLENGE_MESSAGE = challengeMessage(BASE_LOCALE);
export const SIGN_IN_UNAVAILABLE_MESSAGE = signInUnavailableMessage(BASE_LOCALE);

export function tokenFailureMessage(reason: TokenFailureReason, locale: Locale): string {
  switch (reason) {
    case "expired":
      return m.api_token_expired({ minutes: formatInteger(MAGIC_LINK_TTL_MINUTES, locale) }, { locale });
    case "used":
      return m.api_token_used({}, { locale });
    case "replaced":
      return m.api_token_replaced({}, { locale });
    case "invalid":
      return m.api_token_invalid({}, { locale });
    case "other-browser":
      return m.api_token_other_browser({}, { locale });
  }
}

export const TOKEN_FAILURE_MESSAGES: Record<TokenFailureReason, string> = {
  expired: tokenFailureMessage("expired", BASE_LOCALE),
  used: tokenFailureMessage("used", BASE_LOCALE),
  replaced: tokenFailureMessage("replaced", BASE_LOCALE),
  invalid: tokenFailureMessage("invalid", BASE_LOCALE),
  "other-browser": tokenFailureMessage("other-browser", BASE_LOCALE),
};

/**
 * A link request from a page in another language than English that the schema refuses: 400 with
 * the reason in that language. The schema's own messages are English ("email: Enter a valid email
 * address", domain/contracts/auth.schema.ts) and stay the answer for English pages (validJson).
 * The body is read here and again by validJson: Hono keeps it.
 */
const refuseInRequestLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return next(); // not JSON: validJson answers
  }
  const asked = LocaleSchema.safeParse(typeof raw === "object" && raw !== null ? (raw as { locale?: unknown }).locale : undefined);
  const locale = requestLocale(c, asked.success ? asked.data : undefined);
  if (locale === BASE_LOCALE) return next();
  const parsed = RequestMagicLinkSchema.safeParse(raw);
  if (parsed.success) return next();
  const issue = parsed.error.issues[0];
  if (issue?.path[0] !== "email") return jsonError(c, 400, m.api_request_invalid({}, { locale }));
  const message =
    issue.code === "too_big"
      ? m.api_email_too_long({}, { locale })
      : issue.code === "invalid_format"
        ? m.api_email_invalid({}, { locale })
        : m.api_email_missing({}, { locale });
  return jsonError(c, 400, message);
};

/**
 * Why this deployment must not send sign-in links (null: it may). Production needs a public https
 * APP_ORIGIN (the link in the email points there) and Turnstile's two keys (the challenge a flood
 * meets); scripts/deploy-check.mjs refuses such a deploy, this catches one made around it.
 */
export function signInConfigProblem(env: Pick<AppEnv["Bindings"], "ENVIRONMENT" | "APP_ORIGIN" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">): string | null {
  if (env.ENVIRONMENT !== "production") return null;
  let origin: URL;
  try {
    origin = new URL(env.APP_ORIGIN);
  } catch {
    return "APP_ORIGIN is not set";
  }
  if (origin.protocol !== "https:" || isLoopbackHostname(origin.hostname)) return "APP_ORIGIN is not a public https origin";
  if (turnstileSecret(env) === null) return "Turnstile keys are not set";
  return null;
}

export function emailsPerHour(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_SIGN_IN_EMAILS_PER_HOUR;
}

/** A link that cannot be used (or looked at): 400 with the reason and its message. */
const tokenFailure = (c: Context<AppEnv>, reason: TokenFailureReason) =>
  c.json<VerifyErrorBody & { requestId: string }>(
    { message: tokenFailureMessage(reason, requestLocale(c)), reason, requestId: c.get("requestId") },
    400,
  );

const ok = (): RequestMagicLinkResponse => ({ ok: true, expiresInMinutes: MAGIC_LINK_TTL_MINUTES });

export const authRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })

  .post(
    "/request-magic-link",
    refuseInRequestLanguage,
    validJson(RequestMagicLinkSchema),
    // The refusal in the language the link was asked in (the validated body's `locale`).
    (c, next) =>
      rateLimit({ rules: MAGIC_LINK_RULES, message: tooManyLinksMessage(requestLocale(c, c.req.valid("json").locale)) })(c, next),
    async (c) => {
      const { email, next, turnstileToken } = c.req.valid("json");
      const locale = requestLocale(c, c.req.valid("json").locale);
      // Everything below that refuses does so before anything shared is written: the per-/64
      // limits ran in the middleware (no budget call), Turnstile and the budget answer before the
      // D1 insert, and the budget object writes only when it spends (decision 0016).
      const problem = signInConfigProblem(c.env);
      if (problem) {
        log("error", "sign_in_misconfigured", { requestId: c.get("requestId"), problem });
        return jsonError(c, 503, signInUnavailableMessage(locale));
      }

      // Turnstile is asked for only when the budget runs low (the page then shows the widget); an
      // answer sent along is checked whenever it comes, and a failed one is refused here.
      const secret = turnstileSecret(c.env);
      let challenged = false;
      if (secret !== null && turnstileToken !== undefined) {
        const check = await verifyTurnstile(secret, turnstileToken, c.req.header("cf-connecting-ip") ?? null);
        if (!check.ok) {
          log("warn", "turnstile_refused", { requestId: c.get("requestId"), errorCodes: check.errorCodes });
          return jsonError(c, check.status, turnstileMessage(check.problem, locale));
        }
        challenged = true;
      }

      // The service-wide budget (worker/durable/sign-in-budget.ts): shares per /48 and /32, the
      // challenge line, and the reserve for browsers that signed in before.
      const cap = emailsPerHour(c.env.SIGN_IN_EMAILS_PER_HOUR);
      const spend: SpendRequest = {
        blocks: clientBlocks(c.req.raw.headers, c.env),
        capPerHour: cap,
        challenged,
        challengeAvailable: secret !== null,
        device: await knownDevice(c),
      };
      const budget = signInBudget(c.env);
      const spent = await budget.spend(spend);
      if (!spent.allowed) {
        c.header("Retry-After", String(spent.retryAfterSeconds));
        if (spent.reason === "network") {
          // This network's own share: only its clients see it.
          log("warn", "sign_in_email_network_share_reached", { requestId: c.get("requestId"), capPerHour: cap });
          return jsonError(c, 429, tooManyLinksMessage(locale));
        }
        if (spent.reason === "challenge") {
          log("warn", "sign_in_challenge_required", { requestId: c.get("requestId"), capPerHour: cap });
          return c.json<ChallengeRequiredBody & { requestId: string }>(
            { message: challengeMessage(locale), challenge: "turnstile", siteKey: c.env.TURNSTILE_SITE_KEY, requestId: c.get("requestId") },
            403,
          );
        }
        log("error", "sign_in_email_global_cap_reached", { requestId: c.get("requestId"), capPerHour: cap });
        return jsonError(c, 503, emailsPausedMessage(locale));
      }

      // No user lookup here: the work and the answer are the same for known and new addresses,
      // and the same whether or not the recipient cap lets this request send an email.
      const browserHash = await bindBrowser(c);
      // Without a page to go back to, a Spanish request continues to the Spanish plan, not the English one.
      const after = sanitizeNext(next) ?? (locale === BASE_LOCALE ? undefined : localizePath(routeById("charging-plan").path, locale));
      const issued = await issueMagicLinkToken(c.env.DB, email, after, Date.now(), browserHash);
      if (!issued) {
        await budget.refund(spend); // no email after all
        log("info", "sign_in_email_capped_for_recipient", { requestId: c.get("requestId") });
        return c.json(ok());
      }

      const origin = c.env.APP_ORIGIN || new URL(c.req.url).origin;
      // The confirm page in the language the link was asked in (/es/auth/confirm for Spanish).
      const link = `${absoluteUrl(origin, localizePath(routeById("auth-confirm").path, locale))}?token=${issued.token}`;
      try {
        const message = { to: email, link, expiresInMinutes: MAGIC_LINK_TTL_MINUTES, locale };
        await sendMagicLinkEmail(c.env, { ...message, ...renderMagicLinkEmail(message) });
      } catch (error) {
        await withdrawMagicLinkToken(c.env.DB, issued);
        await budget.refund(spend);
        log("error", "magic link email failed", {
          requestId: c.get("requestId"),
          error: error instanceof EmailDeliveryError ? error.message : String(error),
        });
        return jsonError(c, 502, sendFailedMessage(locale));
      }
      await replaceOlderLinks(c.env.DB, email, issued);
      return c.json(ok());
    },
  )

  // The account a link signs in to, before it is used: the confirm page shows the address in full
  // (decision 0003), so a person who opens someone else's link sees it is not theirs. The token is
  // the secret that signs in; whoever holds it may know whose it is.
  // sameBrowser: whether this browser asked for the link (decision 0017); the page signs in at once
  // when it did, and otherwise offers to send a new link to this browser.
  .post("/link-account", validJson(VerifyRequestSchema), async (c) => {
    const result = await peekMagicLinkToken(c.env.DB, c.req.valid("json").token, Date.now(), await browserBindingHash(c));
    if (!result.ok) {
      return tokenFailure(c, result.reason);
    }
    return c.json<LinkAccountResponse>({ email: result.email, sameBrowser: result.sameBrowser });
  })

  .post("/verify", validJson(VerifyRequestSchema), async (c) => {
    // Only in the browser that asked for the link (its binding cookie): a forwarded link, a mail
    // scanner or an attacker's link opened by someone else signs in nobody (decision 0017).
    const result = await consumeMagicLinkToken(c.env.DB, c.req.valid("json").token, Date.now(), await browserBindingHash(c));
    if (!result.ok) {
      return tokenFailure(c, result.reason);
    }
    const user = await findOrCreateUser(c.env.DB, result.email);
    // Rotate: whatever session id the browser brought (possibly planted) is dropped, never reused.
    const previous = readSessionCookie(c);
    if (previous) await deleteSession(c.env, previous);
    const sessionId = await createSession(c.env, { userId: user.id, email: user.email, createdAt: Date.now() });
    setSessionCookie(c, sessionId);
    // This browser has signed in: during a flood it may use the budget's reserve for returning people.
    await rememberDevice(c);
    return c.json<VerifyResponse>({ user: { email: user.email }, next: safeNext(result.next) });
  })

  // requireSession: the same 401 body when signed out, and no-store (it names the person's email).
  .get("/user", requireSession(), (c) => c.json({ email: c.get("session").email }))

  .post("/logout", async (c) => {
    const sessionId = readSessionCookie(c);
    if (sessionId) await deleteSession(c.env, sessionId);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })

  // Every session of the account, this one included (a lost phone, a shared computer).
  .post("/logout-everywhere", requireSession(), async (c) => {
    const ended = await deleteAllSessions(c.env, c.get("session").userId);
    log("info", "signed_out_everywhere", { requestId: c.get("requestId"), sessions: ended });
    clearSessionCookie(c);
    return c.json({ ok: true, message: signedOutEverywhereMessage(requestLocale(c)), sessionsEnded: ended });
  });
