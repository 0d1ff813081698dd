// /api/dealer-admin: dealer staff edit their own page. Every route needs a session (401) and, for a
// slug, the dealer-staff role for that slug (403): staff of one dealer can neither read nor change
// another. Bodies are zod-validated (400 naming the field); CSRF is the global middleware.
//   GET  /me                  the slugs this person may edit
//   GET  /:slug               the full record (ended offers too), daily counts, recent changes
//   POST /:slug               replace name, city, offers, partner installers, FAQ additions
//   POST /:slug/logo          upload a logo {contentType, data: base64}
//   POST /:slug/logo/remove   back to the wordmark
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DealerPageEditSchema } from "../../domain/dealers/dealers.schema";
import type { AppEnv } from "../app-env";
import { BASE_LOCALE } from "../../domain/i18n/locale";
import * as m from "../../domain/i18n/messages";
import { jsonError, requestLocale } from "../http-errors";
import { requireSession, type SignedInEnv } from "../middleware/session";
import { validJson } from "../middleware/validate";
import { LOGO_BODY_LIMIT_BYTES, LogoUploadSchema } from "./dealer-admin.schema";
import { checkLogo, decodeBase64, logoKeyFor, logoTooLargeMessage, MAX_LOGO_BYTES } from "../services/dealer-logos";
import {
  dailyCounts,
  isStaffOf,
  readDealer,
  recentAudit,
  setDealerLogo,
  staffSlugs,
  updateDealerPage,
} from "../services/dealers";

// In the language the page sends (x-plugplan-locale: web/routes/dealer-admin/dealer-admin-api.ts).
export const NOT_STAFF_MESSAGE = m.api_not_staff({}, { locale: BASE_LOCALE });
export { LOGO_BODY_LIMIT_BYTES };

/** What staffOnly adds: the slug the signed-in person is on the staff of. */
type StaffEnv = AppEnv & SignedInEnv & { Variables: { staffSlug: string } };

/**
 * 403 unless the signed-in person is on the staff of the route's :slug. It runs before any body
 * is read, and answers the same whether or not the slug exists: staff cannot probe other dealers.
 */
const staffOnly: MiddlewareHandler<StaffEnv> = async (c, next) => {
  const slug = c.req.param("slug")?.toLowerCase() ?? "";
  if (!(await isStaffOf(c.env.DB, c.get("session").email, slug))) return jsonError(c, 403, m.api_not_staff({}, { locale: requestLocale(c) }));
  c.set("staffSlug", slug);
  await next();
};

export const dealerAdminRoutes = new Hono<StaffEnv>()
  .use("*", requireSession())

  .get("/me", async (c) => c.json({ slugs: await staffSlugs(c.env.DB, c.get("session").email) }))

  .get("/:slug", staffOnly, async (c) => {
    const auth = { slug: c.get("staffSlug") };
    const record = await readDealer(c.env.DB, auth.slug);
    if (!record) return jsonError(c, 404, m.api_dealer_gone({}, { locale: requestLocale(c) }));
    return c.json({
      dealer: record,
      counts: await dailyCounts(c.env, auth.slug, 30),
      audit: await recentAudit(c.env.DB, auth.slug, 20),
    });
  })

  .post("/:slug", staffOnly, validJson(DealerPageEditSchema), async (c) => {
    const record = await updateDealerPage(c.env.DB, c.env.SESSIONS, c.get("staffSlug"), c.get("session").email, c.req.valid("json"));
    if (!record) return jsonError(c, 404, m.api_dealer_gone({}, { locale: requestLocale(c) }));
    return c.json({ dealer: record });
  })

  .post(
    "/:slug/logo",
    bodyLimit({ maxSize: LOGO_BODY_LIMIT_BYTES, onError: (c) => jsonError(c, 413, logoTooLargeMessage()) }),
    staffOnly,
    validJson(LogoUploadSchema),
    async (c) => {
      const auth = { slug: c.get("staffSlug"), email: c.get("session").email };
      const body = { data: c.req.valid("json") };
      const bytes = decodeBase64(body.data.data);
      if (!bytes) return jsonError(c, 400, m.api_logo_not_base64());
      const check = checkLogo(bytes, body.data.contentType);
      if (!check.ok) return jsonError(c, bytes.byteLength > MAX_LOGO_BYTES ? 413 : 400, check.message);
      const key = await logoKeyFor(auth.slug, bytes, check.extension);
      await c.env.DEALER_LOGOS.put(key, bytes, { httpMetadata: { contentType: check.contentType } });
      const record = await setDealerLogo(c.env.DB, c.env.SESSIONS, auth.slug, auth.email, key, {
        contentType: check.contentType,
        bytes: bytes.byteLength,
      });
      return c.json({ dealer: record });
    },
  )

  .post("/:slug/logo/remove", staffOnly, async (c) => {
    const record = await setDealerLogo(c.env.DB, c.env.SESSIONS, c.get("staffSlug"), c.get("session").email, null, {});
    return c.json({ dealer: record });
  });

/** The logo upload path, which the global 32 KB body limit leaves to its own 300 KB limit. */
export function isLogoUpload(pathname: string): boolean {
  return /^\/api\/dealer-admin\/[^/]+\/logo$/.test(pathname);
}
