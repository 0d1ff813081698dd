// CellBuilder, the one AFDC record → cell rule of the data build (scripts/data/stations.mjs) and the
// Cron refresh (worker/services/station-refresh.ts).
import { describe, expect, it } from "vitest";
import { CellBuilder, type AfdcStation } from "./afdc";

const station = (id: number, extra: Partial<AfdcStation> = {}): AfdcStation => ({
  id,
  station_name: `Station ${id}`,
  street_address: "1 Main St",
  city: "Cambridge",
  state: "MA",
  zip: "02139",
  status_code: "E",
  access_code: "public",
  fuel_type_code: "ELEC",
  access_days_time: "24 hours daily",
  ev_level1_evse_num: null,
  ev_level2_evse_num: 2,
  ev_dc_fast_num: null,
  ev_network: "ChargePoint Network",
  ev_network_web: "http://www.chargepoint.com/",
  ev_connector_types: ["J1772"],
  ev_pricing: null,
  latitude: 42.36,
  longitude: -71.09,
  updated_at: null,
  ...extra,
});

const build = (stations: AfdcStation[]) => {
  const builder = new CellBuilder();
  for (const s of stations) builder.add(s);
  return builder.finish().cells;
};

describe("CellBuilder", () => {
  it("writes ZIPs as five digits (the CSV export drops leading zeros) and leaves odd ones as they are", () => {
    const cell = [...build([station(1, { zip: "2139" }), station(2, { zip: " 02139 " }), station(3, { zip: "" }), station(4, { zip: "02139-1234" })]).values()][0]!;
    expect(cell.s.map((row) => row[13])).toEqual(["02139", "02139", "", "02139-1234"]);
  });

  it("numbers a cell's networks in station-id order, whatever order the stations arrive in", () => {
    const tesla = { ev_network: "Tesla", ev_network_web: "https://www.tesla.com/" };
    const forwards = build([station(1), station(2, tesla)]);
    const backwards = build([station(2, tesla), station(1)]);
    expect(JSON.stringify([...backwards])).toBe(JSON.stringify([...forwards]));
    const cell = [...forwards.values()][0]!;
    expect(cell.n).toEqual([
      ["ChargePoint Network", "http://www.chargepoint.com/"],
      ["Tesla", "https://www.tesla.com/"],
    ]);
    expect(cell.s.map((row) => [row[0], row[2]])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });
});
