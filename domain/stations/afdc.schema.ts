// The AFDC API's answer (https://developer.nrel.gov/api/alt-fuel-stations/v1.json), validated: the
// daily refresh parses every page with AfdcResponseSchema before any record becomes a cell. Only the
// schema lives here; the record type, the cell builder and the state list are in ./afdc.ts.
import * as z from "zod/mini";
import type { Assert, Same } from "../type-checks";
import type { AfdcStation } from "./afdc";

const nullableText = z.optional(z.nullable(z.string()));
const nullableCount = z.optional(z.nullable(z.number()));

/** The fields we use; AFDC sends many more, which are ignored. */
export const AfdcStationSchema = z.object({
  id: z.number(),
  station_name: z.string(),
  street_address: nullableText,
  city: nullableText,
  state: z.string(),
  zip: nullableText,
  status_code: z.string(),
  access_code: z.string(),
  fuel_type_code: z.string(),
  access_days_time: nullableText,
  ev_level1_evse_num: nullableCount,
  ev_level2_evse_num: nullableCount,
  ev_dc_fast_num: nullableCount,
  ev_network: nullableText,
  ev_network_web: nullableText,
  ev_connector_types: z.optional(z.nullable(z.array(z.string()))),
  ev_pricing: nullableText,
  latitude: z.number(),
  longitude: z.number(),
  updated_at: nullableText,
});
type _AfdcStationCheck = Assert<Same<z.infer<typeof AfdcStationSchema>, AfdcStation>>;

export const AfdcResponseSchema = z.object({
  total_results: z.number(),
  fuel_stations: z.array(AfdcStationSchema),
});

/** One page of stations as the station refresh stages it in D1 between queue messages (the fields above only). */
export const AfdcStagedPageSchema = z.array(AfdcStationSchema);
