// 240V outlet types the Home Charger guide asks about (charging-plan-and-guides.md §3 outlet
// records). The figures live in domain/data/outlets.json; this module validates and types them.
import * as z from "zod/mini";
import outletsFile from "../data/outlets.json";

/** The three outlets asked about first, then the "Other outlets" (spec §2 order). */
export const MAIN_OUTLET_TYPES = ["NEMA 10-30", "NEMA 14-30", "NEMA 14-50"] as const;
export const OTHER_OUTLET_TYPES = ["NEMA 6-30A", "NEMA 6-50", "NEMA 10-50"] as const;
export const OUTLET_TYPES = [...MAIN_OUTLET_TYPES, ...OTHER_OUTLET_TYPES] as const;
export type OutletType = (typeof OUTLET_TYPES)[number];

/** The fourth answer to "What type of NEMA outlet do you have?". */
export const NOT_SURE = "not-sure" as const;
export const NOT_SURE_LABEL = "Not sure – We'll figure it out later";
/** What the 240V question can hold: nothing yet, an outlet, or "not sure". */
export type OutletChoice = OutletType | typeof NOT_SURE | null;

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

const OUTLETS_FILE: OutletsFile = OutletsFileSchema.parse(outletsFile);

export function getOutletsFile(): OutletsFile {
  return OUTLETS_FILE;
}

/** All outlets in the order they are asked about. */
export function getOutlets(): readonly Outlet[] {
  return OUTLET_TYPES.map((type) => getOutlet(type));
}

export function getOutlet(type: OutletType): Outlet {
  const outlet = OUTLETS_FILE.outlets.find((o) => o.type === type);
  if (!outlet) throw new Error(`Unknown outlet ${type}`); // unreachable: the schema requires each type
  return outlet;
}

export function isOtherOutlet(choice: OutletChoice): boolean {
  return choice !== null && choice !== NOT_SURE && (OTHER_OUTLET_TYPES as readonly string[]).includes(choice);
}
