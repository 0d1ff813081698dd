// /api/dealer-admin: dealer staff edit their own page. Every route needs a session (401) and, for a
// slug, the dealer-staff role for that slug (403): staff of one dealer can neither read nor change
// another. Bodies are zod-validated (400 naming the field); CSRF is the global middleware.
//   GET  /me                  the slugs this person may edit
//   GET  /:slug               the full record (ended offers too), daily counts, recent changes
//   POST /:slug               replace name, city, offers, partner installers, FAQ additions
//   POST /:slug/logo          upload a logo {contentType, data: base64}
//   POST /:slug/logo/remove   back to the wordmark
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import { DealerPageEditSchema } from "../../domain/dealers/schema";
import type { AppEnv } from "../app-env";
import { jsonError } from "../http-errors";
import { requireSession } from "../middleware/session";
import { parseJsonBody } from "../middleware/validate";
import { checkLogo, decodeBase64, logoKeyFor, MAX_LOGO_BYTES } from "../services/dealer-logos";
import {
  dailyCounts,
  isStaffOf,
  readDealer,
  recentAudit,
  setDealerLogo,
  staffSlugs,
  updateDealerPage,
} from "../services/dealers";

export const NOT_STAFF_MESSAGE = "You are not on the staff of this dealer";
/** base64 of 200 KB is ~273 KB; the JSON wrapper adds a little. */
export const LOGO_BODY_LIMIT_BYTES = 300 * 1024;

const LogoUploadSchema = z.strictObject({
  contentType: z.string().check(z.maxLength(100)),
  data: z.string().check(z.minLength(1, "is required"), z.maxLength(LOGO_BODY_LIMIT_BYTES)),
});

/** The slug, when the signed-in person is on its staff; otherwise the 403 response. */
async function authorise(c: Context<AppEnv>): Promise<{ ok: true; slug: string; email: string } | { ok: false; response: Response }> {
  const slug = c.req.param("slug")?.toLowerCase() ?? "";
  const email = c.get("session")!.email;
  // The same answer whether or not the slug exists: staff cannot probe other dealers.
  if (!(await isStaffOf(c.env.DB, email, slug))) return { ok: false, response: jsonError(c, 403, NOT_STAFF_MESSAGE) };
  return { ok: true, slug, email };
}

export const dealerAdminRoutes = new Hono<AppEnv>()
  .use("*", requireSession())

  .get("/me", async (c) => c.json({ slugs: await staffSlugs(c.env.DB, c.get("session")!.email) }))

  .get("/:slug", async (c) => {
    const auth = await authorise(c);
    if (!auth.ok) return auth.response;
    const record = await readDealer(c.env.DB, auth.slug);
    if (!record) return jsonError(c, 404, "This dealer is no longer in the registry");
    return c.json({
      dealer: record,
      counts: await dailyCounts(c.env.DB, auth.slug, 30),
      audit: await recentAudit(c.env.DB, auth.slug, 20),
    });
  })

  .post("/:slug", async (c) => {
    const auth = await authorise(c);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, DealerPageEditSchema);
    if (!body.ok) return body.response;
    const record = await updateDealerPage(c.env.DB, c.env.SESSIONS, auth.slug, auth.email, body.data);
    if (!record) return jsonError(c, 404, "This dealer is no longer in the registry");
    return c.json({ dealer: record });
  })

  .post(
    "/:slug/logo",
    bodyLimit({ maxSize: LOGO_BODY_LIMIT_BYTES, onError: (c) => jsonError(c, 413, "The logo is too large; the limit is 200 KB.") }),
    async (c) => {
      const auth = await authorise(c);
      if (!auth.ok) return auth.response;
      const body = await parseJsonBody(c, LogoUploadSchema);
      if (!body.ok) return body.response;
      const bytes = decodeBase64(body.data.data);
      if (!bytes) return jsonError(c, 400, "data: must be the file's bytes in base64");
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

  .post("/:slug/logo/remove", async (c) => {
    const auth = await authorise(c);
    if (!auth.ok) return auth.response;
    const record = await setDealerLogo(c.env.DB, c.env.SESSIONS, auth.slug, auth.email, null, {});
    return c.json({ dealer: record });
  });

/** The logo upload path, which the global 32 KB body limit leaves to its own 300 KB limit. */
export function isLogoUpload(pathname: string): boolean {
  return /^\/api\/dealer-admin\/[^/]+\/logo$/.test(pathname);
}
