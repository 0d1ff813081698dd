import * as z from "zod/mini";
import { CONNECTOR_FILTER_IDS } from "../stations/connectors";

/** GET /api/stations: the circle is bounded so one answer stays small and fast (the plan's circle is at most 100 miles). */
export const STATION_QUERY_LIMITS = {
  radiusMi: { min: 0.5, max: 100, default: 25 },
  limit: { min: 1, max: 100, default: 50 },
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalParam(required: string, notNumber: string, min: number, max: number, outOfRange: string) {
  return z.pipe(
    z.pipe(z.string(required).check(z.trim(), z.regex(DECIMAL, notNumber)), z.transform(Number)),
    z.number().check(z.gte(min, outOfRange), z.lte(max, outOfRange)),
  );
}

/** Query-string parameters (strings, as URLSearchParams gives them). Unknown parameters are ignored. */
export const StationQuerySchema = z.object({
  lat: decimalParam(
    "Give a latitude (lat), in degrees",
    "Latitude must be a number in degrees, like 40.75",
    -90,
    90,
    "Latitude must be between -90 and 90",
  ),
  lon: decimalParam(
    "Give a longitude (lon), in degrees",
    "Longitude must be a number in degrees, like -73.99",
    -180,
    180,
    "Longitude must be between -180 and 180",
  ),
  radius_mi: z._default(
    decimalParam(
      "Radius must be a number of miles",
      "Radius must be a number of miles, like 25",
      STATION_QUERY_LIMITS.radiusMi.min,
      STATION_QUERY_LIMITS.radiusMi.max,
      `Radius must be from ${STATION_QUERY_LIMITS.radiusMi.min} to ${STATION_QUERY_LIMITS.radiusMi.max} miles`,
    ),
    STATION_QUERY_LIMITS.radiusMi.default,
  ),
  connector: z.optional(
    z.enum(CONNECTOR_FILTER_IDS as [string, ...string[]], {
      error: `Connector must be one of ${CONNECTOR_FILTER_IDS.join(", ")}`,
    }),
  ),
  // The person's state (their ZIP's), so a thin circle can fall back on that state's prices.
  state: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, "State must be a two-letter code, like NY")),
      z.transform((code: string) => code.toUpperCase()),
    ),
  ),
  limit: z._default(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, "Limit must be a whole number")), z.transform(Number)),
      z.number().check(
        z.gte(STATION_QUERY_LIMITS.limit.min, `Limit must be from 1 to ${STATION_QUERY_LIMITS.limit.max}`),
        z.lte(STATION_QUERY_LIMITS.limit.max, `Limit must be from 1 to ${STATION_QUERY_LIMITS.limit.max}`),
      ),
    ),
    STATION_QUERY_LIMITS.limit.default,
  ),
});
