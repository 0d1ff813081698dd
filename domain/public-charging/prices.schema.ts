// The shape of domain/data/public-charging-prices.json (scripts/data/public-charging-prices.mjs).
// The tests parse the file with it; the app imports only the inferred type.
import * as z from "zod/mini";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD"));

export const PublicChargingPriceSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  scope: z.string().check(z.minLength(1)),
  chargerLevel: z.enum(["DC fast", "Level 2"]),
  usdPerKwh: z.number().check(z.positive(), z.maximum(2)),
  /** "2025 Q2": the quarter the average describes. */
  period: z.string().check(z.regex(/^\d{4} Q[1-4]$/)),
  published: isoDate,
  publisher: z.string().check(z.minLength(1)),
  url: z.string().check(z.regex(/^https:\/\//)),
  note: z.string(),
});
export type PublicChargingPrice = z.infer<typeof PublicChargingPriceSchema>;

export const PublicChargingPricesFileSchema = z
  .strictObject({
    generatedFrom: z.string(),
    /** Publication date of the figure the plan uses. */
    asOf: isoDate,
    dcFastDefaultId: z.string(),
    prices: z.array(PublicChargingPriceSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((file) => file.prices.some((p) => p.id === file.dcFastDefaultId && p.chargerLevel === "DC fast"), {
      message: "dcFastDefaultId must name a DC fast row",
    }),
  );
export type PublicChargingPricesFile = z.infer<typeof PublicChargingPricesFileSchema>;
