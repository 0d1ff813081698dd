// The shape of domain/data/outlets.json (built by scripts/data/). Tests parse the file with it;
// the app imports only the inferred types, so zod stays out of the browser bundle.
import * as z from "zod/mini";
import { OUTLET_TYPES } from "./outlet-types";

export const OutletTypeSchema = z.enum(OUTLET_TYPES);

export const OutletSchema = z.strictObject({
  type: OutletTypeSchema,
  amps: z.number().check(z.positive()),
  /** Typical use ("electric dryer"). */
  description: z.string().check(z.minLength(1)),
  /** "about 20 miles" of range per hour of charging. */
  rangeText: z.string().check(z.minLength(1)),
  milesPerHour: z.number().check(z.positive()),
  icon: z.enum(["dryer", "ev", "tool", "range"]),
  /** Shown only after "Other outlets" is opened. */
  other: z.boolean(),
});
export type Outlet = z.infer<typeof OutletSchema>;

export const OutletsFileSchema = z.strictObject({
  source: z.string().check(z.minLength(1)),
  checked: z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?$/)),
  note: z.string(),
  outlets: z.array(OutletSchema).check(
    z.refine((list) => OUTLET_TYPES.every((type) => list.filter((o) => o.type === type).length === 1), {
      message: "every outlet type must appear exactly once",
    }),
  ),
});
export type OutletsFile = z.infer<typeof OutletsFileSchema>;

