import * as z from "zod/mini";

/** What a named dealer record must look like (checked in dealers.test.ts). */
export const NamedDealerSchema = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9]+$/, "Named slugs are lower-case letters and digits")),
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
  brand: z.string().check(z.trim(), z.minLength(2), z.maxLength(30)),
});
