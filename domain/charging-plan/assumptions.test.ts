// Which efficiency a figure uses and how the screen names it: the person's own, else the typical
// 2025–26 model of their kind (EPA medians in domain/data/ev-efficiency.json: BEV 2.67 of 78 → 2.7,
// PHEV 1.92 of 47 → 1.9).
import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS } from "../progress/model";
import { efficiencySourceText, planMilesPerKwh, TYPICAL_BEV_MILES_PER_KWH, typicalEfficiencyText } from "./assumptions";

describe("the efficiency every screen uses", () => {
  it("no figure: the typical battery EV, 2.7, named as the median of 78 models", () => {
    expect(TYPICAL_BEV_MILES_PER_KWH).toBe(2.7);
    expect(planMilesPerKwh(DEFAULT_USER_INPUTS)).toBe(2.7);
    expect(efficiencySourceText(DEFAULT_USER_INPUTS)).toBe("the median of 78 battery-electric 2025–26 models (EPA, fueleconomy.gov)");
  });

  it("a plug-in hybrid: 1.9, the median of 47 on electricity", () => {
    const phev = { ...DEFAULT_USER_INPUTS, evType: "PHEV" as const };
    expect(planMilesPerKwh(phev)).toBe(1.9);
    expect(efficiencySourceText(phev)).toBe("the median of 47 plug-in hybrid 2025–26 models on electricity (EPA, fueleconomy.gov)");
  });

  it("the person's figure (typed, or their model's EPA rating) is theirs", () => {
    const own = { ...DEFAULT_USER_INPUTS, milesPerKwh: 4.1 };
    expect(planMilesPerKwh(own)).toBe(4.1);
    expect(efficiencySourceText(own)).toBe("your plan's figure");
  });

  it("the calculator's hint under its slider", () => {
    expect(typicalEfficiencyText("BEV")).toMatch(/^Starts at 2\.7, the median of 78 2025–26 battery-electric models \(EPA, fueleconomy\.gov, file of .+\); most do 2\.1–3\.3\.$/);
  });
});
