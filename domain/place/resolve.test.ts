// The one place model on the committed shards: what a ZIP resolves to and what program eligibility
// receives. Figures from ../shared/data (Rewiring America 2026-08-06, Grid Atlas 2024), 2026-11-26.
import { describe, expect, it } from "vitest";
import shard972 from "../../web/public/data/zip/972.json";
import shard981 from "../../web/public/data/zip/981.json";
import shard921 from "../../web/public/data/zip/921.json";
import shard941 from "../../web/public/data/zip/941.json";
import { findZip, parseZipShard } from "../zip/shard.schema";
import { californiaKeysFor, chosenUtility, placeFromZip, programLocation } from "./resolve";

const place = (json: unknown, zip: string) => placeFromZip(findZip(parseZipShard(zip.slice(0, 3), json), zip)!);

describe("placeFromZip and programLocation", () => {
  it("San Diego 92101: California (5), San Diego County (280) and SDG&E (3544), as SOURCES.md's worked example", () => {
    const sd = place(shard921, "92101");
    expect(sd.county).toEqual({ name: "San Diego", fips: "06073" });
    expect(sd.utilities.map((u) => u.name)).toEqual(["San Diego Gas & Electric"]);
    expect(programLocation(sd)).toEqual({ state: "CA", geographyIds: ["5", "280", "3544"] });
  });

  it("San Francisco 94110: PG&E (3536) stands in for SFPUC, so PG&E's programs reach it", () => {
    expect(programLocation(place(shard941, "94110"))).toEqual({ state: "CA", geographyIds: ["5", "281", "3536"] });
  });

  it("Portland 97201: two utilities, none marked predominant by Rewiring America; EPA's PGE first; the choice changes the location", () => {
    const portland = place(shard972, "97201");
    expect(portland.utilities.map((u) => [u.name, u.predominant])).toEqual([
      ["Portland General Electric", true],
      ["Pacific Power (PacifiCorp)", false],
    ]);
    expect(chosenUtility(portland)?.key).toBe("or-portland-general-electric");
    expect(chosenUtility(portland, "or-pacific-power")?.key).toBe("or-pacific-power");
    // A key that does not serve the ZIP falls back to the predominant utility.
    expect(chosenUtility(portland, "ca-pacific-gas-and-electric")?.key).toBe("or-portland-general-electric");
    expect(programLocation(portland, "or-pacific-power").geographyIds).toEqual(["37", "2283", "5608", "5345"]);
    expect(programLocation(portland).geographyIds).toEqual(["37", "2283", "5608", "5347"]);
  });

  it("Seattle 98101: a tie between Seattle City Light and Puget Sound Energy; EPA names Seattle City Light, so it comes first", () => {
    const seattle = place(shard981, "98101");
    expect(seattle.utilities.slice(0, 2).map((u) => [u.name, u.predominant, u.tariffKey])).toEqual([
      ["Seattle City Light", true, "SCL"],
      ["Puget Sound Energy", true, null],
    ]);
  });

  it("californiaKeysFor puts the chosen California utility's tariff key first and leaves others alone", () => {
    const sacramento = { tariffKey: "PG&E" } as Parameters<typeof californiaKeysFor>[1];
    expect(californiaKeysFor(["SMUD", "PG&E"], sacramento)).toEqual(["PG&E", "SMUD"]);
    expect(californiaKeysFor(["SMUD", "PG&E"], null)).toEqual(["SMUD", "PG&E"]);
    expect(californiaKeysFor([], { tariffKey: "SCL" } as Parameters<typeof californiaKeysFor>[1])).toEqual([]);
  });
});
