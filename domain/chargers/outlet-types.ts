// The 240V outlet types the Home Charger guide asks about and the answers the question can hold.
// No data here (that is ./outlets.ts), so the share link and the charger filter can use them
// without pulling the outlet records into every chunk.
import * as m from "../i18n/messages";

/** The three outlets asked about first, then the "Other outlets" (spec §2 order). */
export const MAIN_OUTLET_TYPES = ["NEMA 10-30", "NEMA 14-30", "NEMA 14-50"] as const;
export const OTHER_OUTLET_TYPES = ["NEMA 6-30A", "NEMA 6-50", "NEMA 10-50"] as const;
export const OUTLET_TYPES = [...MAIN_OUTLET_TYPES, ...OTHER_OUTLET_TYPES] as const;
export type OutletType = (typeof OUTLET_TYPES)[number];

/** The fourth answer to "What type of NEMA outlet do you have?". */
export const NOT_SURE = "not-sure" as const;
/** Its label, in the reader's language. */
export const notSureLabel = (): string => m.chargers_not_sure_label();
/** What the 240V question can hold: nothing yet, an outlet, or "not sure". */
export type OutletChoice = OutletType | typeof NOT_SURE | null;

export function isOtherOutlet(choice: OutletChoice): boolean {
  return choice !== null && choice !== NOT_SURE && (OTHER_OUTLET_TYPES as readonly string[]).includes(choice);
}
