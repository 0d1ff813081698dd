import { describe, expect, it } from "vitest";
import shard100 from "../../web/public/data/zip/100.json";
import shard900 from "../../web/public/data/zip/900.json";
import shard925 from "../../web/public/data/zip/925.json";
import shard941 from "../../web/public/data/zip/941.json";
import shard958 from "../../web/public/data/zip/958.json";
import { regionForZip } from "./region";
import { findZip, hasShard, isLookupableZip, parseZipShard, shardPrefix, ZipShardError } from "./shard.schema";

const lookup = (prefix: string, json: unknown, zip: string) => findZip(parseZipShard(prefix, json), zip);

describe("shardPrefix / isLookupableZip", () => {
  it.each([
    ["94110", "941"],
    ["00501", "005"],
  ])("%s lives in shard %s", (zip, prefix) => {
    expect(isLookupableZip(zip)).toBe(true);
    expect(shardPrefix(zip)).toBe(prefix);
  });

  it.each(["", "9411", "941100", "9411a", "ABCDE", " 9411", "94-10", "../00"])("%j is never looked up", (zip) => {
    expect(isLookupableZip(zip)).toBe(false);
    expect(shardPrefix(zip)).toBeNull();
  });
});

describe("hasShard", () => {
  it.each([
    ["941", true],
    ["900", true],
    ["005", true],
    ["100", true],
    ["000", false],
    ["001", false],
    ["213", false],
    ["999", true],
    ["94", false],
    ["abc", false],
  ])("%s → %s", (prefix, expected) => {
    expect(hasShard(prefix)).toBe(expected);
  });
});

describe("findZip on the committed shards", () => {
  it("San Francisco 94110: place name, state, coordinates and PG&E", () => {
    const info = lookup("941", shard941, "94110");
    expect(info).toEqual({
      zip: "94110",
      lat: expect.closeTo(37.75, 1),
      lng: expect.closeTo(-122.415, 1),
      placeName: "San Francisco, CA 94110",
      state: "CA",
      utilities: ["PG&E"],
      county: { name: "San Francisco", fips: "06075" },
      // Rewiring America: California (5) and San Francisco County (281).
      areaGeographyIds: ["5", "281"],
      // Rewiring America files 94110 under SFPUC (3514, predominant) and PG&E (3536); SFPUC stands
      // for PG&E, whose own 2024 figure is 39.6¢ (Grid Atlas: every PG&E ZIP's figure).
      electric: [
        {
          geographyId: "3536",
          key: "ca-pacific-gas-and-electric",
          name: "Pacific Gas & Electric",
          predominant: true,
          price: { kind: "utility", centsPerKwh: 39.6, year: 2024 },
          retailChoice: false,
          tariffKey: "PG&E",
        },
      ],
    });
  });

  it("SF ZIPs listed only under SFPUC count as PG&E (94103)", () => {
    expect(lookup("941", shard941, "94103")?.utilities).toEqual(["PG&E"]);
  });

  it("a split ZIP returns every candidate utility (90001 → LADWP and SCE)", () => {
    const info = lookup("900", shard900, "90001");
    expect(info?.placeName).toBe("Los Angeles, CA 90001");
    expect(info?.utilities).toEqual(["LADWP", "SCE"]);
  });

  it("a ZIP shared by an IOU and municipal utilities keeps both keys (92501 → AMP and SCE)", () => {
    expect(lookup("925", shard925, "92501")?.utilities).toEqual(["AMP", "SCE"]);
  });

  it("Sacramento 95814 lists PG&E and SMUD", () => {
    expect(lookup("958", shard958, "95814")?.utilities).toEqual(["PG&E", "SMUD"]);
  });

  it("ZIPs outside California have no utilities", () => {
    const info = lookup("100", shard100, "10001");
    expect(info?.state).toBe("NY");
    expect(info?.placeName).toBe("New York, NY 10001");
    expect(info?.utilities).toEqual([]);
  });

  it("an unknown ZIP in an existing shard is null", () => {
    expect(lookup("941", shard941, "94199")).toBeNull();
    expect(lookup("941", shard941, "90001")).toBeNull();
  });

  it.each([
    ["90001", shard900, "Los Angeles"],
    ["94110", shard941, "Bay Area"],
    ["95814", shard958, "Bay Area"],
    ["92501", shard925, "San Diego"],
  ] as const)("region for looked-up %s is %s", (zip, shard, region) => {
    const info = lookup(zip.slice(0, 3), shard, zip);
    expect(info).not.toBeNull();
    expect(regionForZip(info!.zip)).toBe(region);
  });
});

describe("parseZipShard rejects malformed input", () => {
  const valid = {
    v: 2,
    n: ["Testville"],
    s: ["CA"],
    u: ["SCE"],
    c: [["Test", "06999"]],
    g: ["5"],
    e: [["3548", "ca-southern-california-edison", "Southern California Edison", 32.4, 0]],
    z: [["01", 0, 34, -118, 0, [0], 0, [0], [[0, 1, null]]]],
  };

  it("accepts a minimal valid shard", () => {
    expect(lookup("999", valid, "99901")).toMatchObject({
      placeName: "Testville, CA 99901",
      utilities: ["SCE"],
      county: { name: "Test", fips: "06999" },
      electric: [{ key: "ca-southern-california-edison", price: { kind: "utility", centsPerKwh: 32.4 }, tariffKey: "SCE" }],
    });
  });

  it.each([
    ["not an object", "nope"],
    ["null", null],
    ["old version", { ...valid, v: 1 }],
    ["extra key", { ...valid, x: 1 }],
    ["name index out of range", { ...valid, z: [["01", 3, 34, -118, 0, [], -1, [], []]] }],
    ["state index out of range", { ...valid, z: [["01", 0, 34, -118, 5, [], -1, [], []]] }],
    ["utility index out of range", { ...valid, z: [["01", 0, 34, -118, 0, [4], -1, [], []]] }],
    ["county index out of range", { ...valid, z: [["01", 0, 34, -118, 0, [], 2, [], []]] }],
    ["area index out of range", { ...valid, z: [["01", 0, 34, -118, 0, [], -1, [3], []]] }],
    ["electric utility index out of range", { ...valid, z: [["01", 0, 34, -118, 0, [], -1, [], [[7, 1, null]]]] }],
    ["negative price", { ...valid, e: [["3548", "ca-southern-california-edison", "Southern California Edison", -3, 0]] }],
    ["a version-1 row", { ...valid, z: [["01", 0, 34, -118, 0, [0]]] }],
    ["unknown utility key", { ...valid, u: ["ACME"] }],
    ["latitude out of range", { ...valid, z: [["01", 0, 134, -118, 0, [], -1, [], []]] }],
    ["three-digit suffix", { ...valid, z: [["001", 0, 34, -118, 0, [], -1, [], []]] }],
    ["string coordinate", { ...valid, z: [["01", 0, "34", -118, 0, [], -1, [], []]] }],
    ["lowercase state", { ...valid, s: ["ca"] }],
  ])("%s", (_label, json) => {
    expect(() => parseZipShard("999", json)).toThrow(ZipShardError);
  });

  it("rejects a bad prefix", () => {
    expect(() => parseZipShard("9a9", valid)).toThrow(ZipShardError);
  });
});
