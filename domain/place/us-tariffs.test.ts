// The verified plans outside California (scripts/data/place-tariffs.mjs) parse as the California
// plan format and carry only research/utility-ev-rates-2026.json's complete plans.
import { describe, expect, it } from "vitest";
import rawRates from "../data/utility-rates-us.json";
import { UsRatesFileSchema } from "./us-tariffs.schema";
import { usTariffsFor } from "./us-tariffs";
import { tariffKeyOfTerritory } from "./tariff-keys";

describe("domain/data/utility-rates-us.json", () => {
  it("parses, and holds exactly the two complete plans (PSEG Long Island Rate 194, Seattle City Light TOU)", () => {
    const file = UsRatesFileSchema.parse(rawRates);
    expect(file.utilities.flatMap((u) => u.plans.map((p) => `${u.key}:${p.id}:${p.kind}`))).toEqual(["PSEGLI:psegli-194:default", "SCL:scl-tou:ev"]);
  });

  it("each utility is reachable from its Rewiring America territory", () => {
    for (const u of UsRatesFileSchema.parse(rawRates).utilities) expect(tariffKeyOfTerritory(u.territory)).toBe(u.key);
  });

  it("keeps the research file's hours and prices: Seattle off-peak midnight–6 a.m. at $0.0828, PSEG LI summer peak 3–7 p.m. weekdays at $0.5101", () => {
    const scl = usTariffsFor("SCL")!.plans[0]!;
    expect(scl.seasons[0]!.periods[0]).toEqual({ label: "off-peak", days: "all", startHour: 0, endHour: 6, usdPerKwh: 0.0828 });
    expect(scl.note).toMatch(/Sunday's 5–9 p\.m\. \(mid-peak\) is priced at the Monday–Saturday peak/);
    const psegli = usTariffsFor("PSEGLI")!.plans[0]!;
    expect(psegli.effectiveDate).toBe("2026-01-01");
    expect(psegli.seasons[0]!.periods[0]).toEqual({ label: "peak", days: "weekday", startHour: 15, endHour: 19, usdPerKwh: 0.5101 });
  });
});
