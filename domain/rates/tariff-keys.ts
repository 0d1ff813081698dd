// Which utilities have tariff data, and time-window arithmetic. No data and no zod: the utility
// picker and the plan maths use these without loading domain/data/utility-rates.json.
import type { UtilityKey } from "../zip/types";

/** Utilities with tariff data. A subset of UtilityKey (the ZIP table also knows IID, SMUD, …). */
export const TARIFF_UTILITY_KEYS = ["PG&E", "SCE", "SDGE", "LADWP", "BWP"] as const satisfies readonly UtilityKey[];
export type TariffUtilityKey = (typeof TARIFF_UTILITY_KEYS)[number];

export function isTariffUtilityKey(key: string): key is TariffUtilityKey {
  return (TARIFF_UTILITY_KEYS as readonly string[]).includes(key);
}

/** Hours a window covers (0 when the hours are unknown). Wraps past midnight when start > end. */
export function windowLength(startHour: number | null, endHour: number | null): number {
  if (startHour === null || endHour === null) return 0;
  if (startHour === endHour) return 24;
  return startHour < endHour ? endHour - startHour : 24 - startHour + endHour;
}
