// The shape of domain/data/outlets.json (kept by hand from the product specification; no script
// builds it). Tests parse the file with it; the app imports only the inferred types, so zod stays out of the browser bundle.
import * as z from "zod/mini";
import { OUTLET_TYPES } from "./outlet-types";

export const OutletTypeSchema = z.enum(OUTLET_TYPES);

export const OutletSchema = z.strictObject({
  type: OutletTypeSchema,
  amps: z.number().check(z.positive()),
  /** Range added per hour of charging; its words ("about 20 miles") and the typical use are in the catalogue (./words.ts). */
  milesPerHour: z.number().check(z.positive()),
  icon: z.enum(["dryer", "ev", "tool", "range"]),
  /** Shown only after "Other outlets" is opened. */
  other: z.boolean(),
});
export type Outlet = z.infer<typeof OutletSchema>;

export const OutletsFileSchema = z.strictObject({
  source: z.string().check(z.minLength(1)),
  checked: z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?$/)),
  outlets: z.array(OutletSchema).check(
    z.refine((list) => OUTLET_TYPES.every((type) => list.filter((o) => o.type === type).length === 1), {
      message: "every outlet type must appear exactly once",
    }),
  ),
});
export type OutletsFile = z.infer<typeof OutletsFileSchema>;

