// Bodies the dealer-staff API accepts beyond the page edit (domain/dealers/dealers.schema.ts).
import * as z from "zod/mini";

/** base64 of 200 KB is ~273 KB; the JSON wrapper adds a little. */
export const LOGO_BODY_LIMIT_BYTES = 300 * 1024;

export const LogoUploadSchema = z.strictObject({
  contentType: z.string().check(z.maxLength(100)),
  data: z.string().check(z.minLength(1, "is required"), z.maxLength(LOGO_BODY_LIMIT_BYTES)),
});
