// /api/account (issue 19): the signed-in person's own data. GET: the account page's facts;
// GET /export: everything stored, as a JSON download; POST /delete: the account and everything
// with it, then signed out everywhere. All need a session (401 otherwise); POST passes CSRF.
import { Hono } from "hono";
import { DeleteAccountSchema } from "./account.schema";
import type { AppEnv } from "../app-env";
import { BASE_LOCALE, type Locale } from "../../domain/i18n/locale";
import { formatInteger } from "../../domain/i18n/format";
import * as m from "../../domain/i18n/messages";
import { jsonError, requestLocale } from "../http-errors";
import { log } from "../middleware/logging";
import { rateLimit } from "../middleware/rate-limit";
import { requireSession, type SignedInEnv } from "../middleware/session";
import { validJson } from "../middleware/validate";
import { accountSummary, deleteAccount, exportAccount } from "../services/account";
import { sha256Hex } from "../services/sessions-crypto";
import { clearSessionCookie } from "../services/sessions";

/** A download is a few D1 reads; 5 an hour per account is plenty for a person and stops scripted pulls. */
export const EXPORT_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 };
// In the language the page sends (x-plugplan-locale: web/routes/account/account-api.ts); the
// constants are the English texts.
export const exportLimitMessage = (locale: Locale) =>
  m.api_export_limit({ count: EXPORT_LIMIT.count, countText: formatInteger(EXPORT_LIMIT.count, locale) }, { locale });
export const accountGoneMessage = (locale: Locale) => m.api_account_gone({}, { locale });
export const EXPORT_LIMIT_MESSAGE = exportLimitMessage(BASE_LOCALE);
export const ACCOUNT_GONE_MESSAGE = accountGoneMessage(BASE_LOCALE);


type AccountEnv = AppEnv & SignedInEnv;

export const accountRoutes = new Hono<AppEnv>()
  .use("*", requireSession())

  .get("/", async (c) => {
    const summary = await accountSummary(c.env.DB, c.get("session").userId, await sha256Hex(c.get("sessionId")));
    return summary ? c.json(summary) : jsonError(c, 404, accountGoneMessage(requestLocale(c)));
  })

  .get(
    "/export",
    (c, next) =>
      rateLimit<AccountEnv>({
        rules: [{ store: "counter", name: "account-export", ...EXPORT_LIMIT }],
        message: exportLimitMessage(requestLocale(c)),
        key: (c) => c.get("session").userId,
      })(c, next),
    async (c) => {
      const data = await exportAccount(c.env.DB, c.get("session").userId);
      if (!data) return jsonError(c, 404, accountGoneMessage(requestLocale(c)));
      c.header("Content-Disposition", `attachment; filename="plugplan-data-${data.generatedAt.slice(0, 10)}.json"`);
      return c.json(data);
    },
  )

  .post("/delete", validJson(DeleteAccountSchema), async (c) => {
    const { userId } = c.get("session");
    const deleted = await deleteAccount(c.env, userId);
    log("info", "account_deleted", { requestId: c.get("requestId"), found: deleted });
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
