// Every committed ZIP shard stays small (one lookup ≤ 5 KB) and parses with the domain parser.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasShard, parseZipShard } from "../../domain/zip/shard.schema";

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

  it("are each at most 5 KB and parse", () => {
    for (const name of shardFiles) {
      expect(name).toMatch(/^\d{3}\.json$/);
      expect(statSync(join(dir, name)).size, name).toBeLessThanOrEqual(5 * 1024);
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
