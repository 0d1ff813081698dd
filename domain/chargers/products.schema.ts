// The shape of domain/data/chargers.json. Tests parse the file with it; the app uses only the
// types in ./products.ts, so zod stays out of the browser bundle.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import { CHARGER_PRODUCT_IDS, CHARGER_TAGS, COMPATIBILITY_KEYS, type ChargerProduct, type ChargersFile, type CompatibilityKey } from "./products";

const YesNo = z.enum(["Y", "N"]);

export const ChargerProductSchema = z.strictObject({
  id: z.enum(CHARGER_PRODUCT_IDS),
  tag: z.enum(CHARGER_TAGS),
  priceNumber: z.number().check(z.positive()),
  /** Only where we can name a real, stable product page; none ship today. */
  link: z.optional(z.string().check(z.regex(/^https:\/\/\S+$/))),
  compatibility: z.strictObject(
    Object.fromEntries(COMPATIBILITY_KEYS.map((key) => [key, YesNo])) as Record<CompatibilityKey, typeof YesNo>,
  ),
});
type _ChargerProductCheck = Assert<Same<z.infer<typeof ChargerProductSchema>, ChargerProduct>>;

export const ChargersFileSchema = z.strictObject({
  source: z.string().check(z.minLength(1)),
  checked: z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?$/)),
  products: z.array(ChargerProductSchema).check(
    z.minLength(1),
    z.refine((list) => new Set(list.map((p) => p.id)).size === list.length, { message: "product ids must be unique" }),
  ),
});
type _ChargersFileCheck = Assert<Same<z.infer<typeof ChargersFileSchema>, ChargersFile>>;

