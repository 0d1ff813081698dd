// Price figures for tests that need a level's summary but not the stations behind it.
import type { LevelPrice } from "./types";

/**
 * A level's price summary resting on `stations` priced stations: the median, with the quartiles
 * and extremes at the median unless given (no session fees, no ranges).
 */
export function levelPrice(stations: number, median: number, spread: { low?: number; high?: number } = {}): LevelPrice {
  const low = spread.low ?? median;
  const high = spread.high ?? median;
  return { stations, medianUsdPerKwh: median, p25UsdPerKwh: low, p75UsdPerKwh: high, minUsdPerKwh: low, maxUsdPerKwh: high, withSessionFee: 0, variable: 0 };
}
