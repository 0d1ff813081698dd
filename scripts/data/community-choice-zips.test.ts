// The one community-choice provider the plan names, CleanPowerSF, is named for San Francisco's
// ZIPs: the 941 prefix (domain/incentives/community-choice.ts). This checks the rule against every
// committed ZIP shard (GeoNames place names): each ZIP it takes is "San Francisco, CA", and every
// "San Francisco, CA" ZIP is taken.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isSanFranciscoZip } from "../../domain/incentives/community-choice";
import { parseZipShard } from "../../domain/zip/shard.schema";

const dir = join(import.meta.dirname, "..", "..", "web", "public", "data", "zip");

describe("San Francisco's ZIPs", () => {
  it("are exactly the 941 prefix in our ZIP data", () => {
    let sanFrancisco = 0;
    for (const name of readdirSync(dir).filter((file) => /^\d{3}\.json$/.test(file))) {
      const shard = parseZipShard(name.slice(0, 3), JSON.parse(readFileSync(join(dir, name), "utf8")));
      for (const info of shard.values()) {
        const isSf = /^San Francisco, CA\b/.test(info.placeName);
        if (isSf) sanFrancisco++;
        expect(isSanFranciscoZip(info.zip, { state: info.state, utilities: info.utilities }), info.zip).toBe(isSf);
      }
    }
    expect(sanFrancisco).toBeGreaterThan(40);
  });
});
