// Every committed ZIP shard stays small (one lookup ≤ 16 KB, ≤ 4 KB gzipped: the browser fetches
// only its ZIP's shard) and parses with the domain parser; the place facts handle the known defects
// of the Rewiring America and Grid Atlas data (../shared/data/SOURCES.md, 2026-11-26).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasShard, parseZipShard } from "../../domain/zip/shard.schema";
import { stateName } from "../../domain/zip/state-names";
import type { ZipInfo } from "../../domain/zip/types";

const dir = join(import.meta.dirname, "..", "..", "web", "public", "data", "zip");
const shardFiles = readdirSync(dir).filter((name) => name.endsWith(".json"));

describe("committed ZIP shards", () => {
  it("cover the country (more than 900 prefixes, about 41,000 ZIPs)", () => {
    expect(shardFiles.length).toBeGreaterThan(900);
    const total = shardFiles.reduce((sum, name) => sum + parseZipShard(name.slice(0, 3), JSON.parse(readFileSync(join(dir, name), "utf8"))).size, 0);
    expect(total).toBeGreaterThan(40_000);
  });

  it("are exactly the prefixes hasShard knows (no request for a missing shard, none skipped)", () => {
    const onDisk = new Set(shardFiles.map((name) => name.slice(0, 3)));
    for (let n = 0; n < 1000; n++) {
      const prefix = String(n).padStart(3, "0");
      expect(hasShard(prefix), prefix).toBe(onDisk.has(prefix));
    }
  });

  it("are each at most 16 KB (4 KB gzipped) and parse", () => {
    for (const name of shardFiles) {
      expect(name).toMatch(/^\d{3}\.json$/);
      expect(statSync(join(dir, name)).size, name).toBeLessThanOrEqual(16 * 1024);
      expect(gzipSync(readFileSync(join(dir, name))).length, name).toBeLessThanOrEqual(4 * 1024);
      const shard = parseZipShard(name.slice(0, 3), JSON.parse(readFileSync(join(dir, name), "utf8")));
      expect(shard.size, name).toBeGreaterThan(0);
      for (const zip of shard.keys()) expect(zip.startsWith(name.slice(0, 3))).toBe(true);
    }
  });

  it("give California ZIPs utilities and keep other states empty", () => {
    let californiaWithUtilities = 0;
    for (const name of shardFiles) {
      const shard = parseZipShard(name.slice(0, 3), JSON.parse(readFileSync(join(dir, name), "utf8")));
      for (const info of shard.values()) {
        if (info.state !== "CA") expect(info.utilities, info.zip).toEqual([]);
        else if (info.utilities.length > 0) californiaWithUtilities++;
      }
    }
    expect(californiaWithUtilities).toBeGreaterThan(2_500);
  });
});

const everyZip: ZipInfo[] = shardFiles.flatMap((name) => [...parseZipShard(name.slice(0, 3), JSON.parse(readFileSync(join(dir, name), "utf8"))).values()]);

describe("the place facts in the shards", () => {
  it("every ZIP resolves to a state we can name (50 states and DC; the Marshall Islands' two USPS ZIPs apart)", () => {
    const outside = everyZip.filter((info) => stateName(info.state) === info.state);
    expect(outside.map((info) => `${info.zip} ${info.state}`)).toEqual(["96960 MH", "96970 MH"]);
    expect(new Set(everyZip.map((info) => info.state)).size).toBe(52);
  });

  it("almost every ZIP names its electric utility (Rewiring America) and most have a 2024 price", () => {
    const withUtility = everyZip.filter((info) => info.electric.length > 0).length;
    const priced = everyZip.filter((info) => info.electric[0]?.price).length;
    // Built 2026-11-26: 40,598 of 40,978 ZIPs have a utility, 35,879 a price for the first one.
    expect(withUtility / everyZip.length).toBeGreaterThan(0.98);
    expect(priced / everyZip.length).toBeGreaterThan(0.85);
  });

  it("never lists Southern California Gas (a gas utility filed as electric) or any gas territory", () => {
    for (const info of everyZip) {
      for (const u of info.electric) expect(u.key, info.zip).not.toMatch(/southern-cal-gas|nw-natural/);
    }
  });

  it("San Francisco ZIPs are PG&E, never SFPUC, at PG&E's own 39.6¢", () => {
    const sf = everyZip.filter((info) => info.placeName.startsWith("San Francisco, CA"));
    expect(sf.length).toBeGreaterThan(20);
    for (const info of sf) {
      expect(info.electric.map((u) => u.key), info.zip).not.toContain("ca-city-and-county-of-san-francisco");
      if (info.electric.length > 0) expect(info.electric[0]).toMatchObject({ key: "ca-pacific-gas-and-electric", price: { kind: "utility", centsPerKwh: 39.6 } });
    }
  });

  it("Texas wires utilities are retail choice and never carry a price as theirs", () => {
    const wires = everyZip.flatMap((info) => info.electric).filter((u) => /^tx-(oncor|center-point|aep-texas|texas-new-mexico)/.test(u.key));
    expect(wires.length).toBeGreaterThan(500);
    for (const u of wires) expect(u).toMatchObject({ retailChoice: true, price: null });
    // Only they are flagged: Austin Energy (municipal) sets its own rates.
    expect(everyZip.flatMap((info) => info.electric).filter((u) => u.retailChoice && !wires.includes(u))).toEqual([]);
  });

  it("every utility of a ZIP is in the ZIP's state, and a predominant one comes first", () => {
    for (const info of everyZip) {
      if (info.electric.length === 0) continue;
      const firstPredominant = info.electric.findIndex((u) => u.predominant);
      if (firstPredominant >= 0) expect(firstPredominant, info.zip).toBe(0);
      for (const u of info.electric) expect(u.key.slice(0, 2), info.zip).toBe(info.state.toLowerCase());
    }
  });
});
