import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../contracts/progress.schema";
import { chargingSummaryLines, displayDailyMiles, planSummaryLine, publicChargingPhrase } from "./summary";

const inputs = (overrides: Partial<UserInputs>): UserInputs => ({
  ...DEFAULT_USER_INPUTS,
  zipCode: "94110",
  evType: "BEV",
  homeCharging: "yes",
  dailyMiles: 40,
  annualMiles: 10_000,
  ...overrides,
});

describe("planSummaryLine", () => {
  it.each<[Partial<UserInputs>, string]>([
    [{ homeSetup: "level1" }, "40 miles a day in 94110 · 16% battery per day · public charging every 12 days"],
    [{ homeSetup: "level2" }, "40 miles a day in 94110 · 16% battery per day · public charging only when needed"],
    [{ homeCharging: "no" }, "40 miles a day in 94110 · 16% battery per day · public charging every 3 days"],
    [{ homeCharging: "no", dailyMiles: 200, evRange: 150 }, "200 miles a day in 94110 · more than a full battery per day · public charging every day"],
    [{ homeCharging: "no", dailyMiles: 0, annualMiles: 7_300 }, "20 miles a day in 94110 · 8% battery per day · public charging every 7 days"],
  ])("%o → %s", (overrides, line) => {
    expect(planSummaryLine(inputs(overrides))).toBe(line);
  });
});

describe("pieces", () => {
  it("rounds the daily miles it shows", () => {
    expect(displayDailyMiles({ dailyMiles: 0, annualMiles: 10_000 })).toBe(27);
  });
  it("phrases the public charging cadence", () => {
    expect(publicChargingPhrase({ daysBetweenPublicCharging: 1 })).toBe("public charging every day");
    expect(publicChargingPhrase({ daysBetweenPublicCharging: 0 })).toBe("public charging only when needed");
  });
  it("writes the Charging Summary lines", () => {
    expect(chargingSummaryLines(inputs({ homeSetup: "240v", hoursParkedAtHome: 10 }))).toEqual([
      "A battery electric car (BEV) with 250 miles of range.",
      "40 miles of driving a day. About 10,000 miles a year.",
      "Charges at home on a 240V outlet, adding about 20 miles per hour parked, 10 hours a night.",
      "Your home charging covers your daily driving. Plug in when you get home and you start every day with the same charge. Public chargers are only for longer trips.",
    ]);
    expect(chargingSummaryLines(inputs({ evType: "PHEV", evRange: 35, homeCharging: "no", dailyMiles: 60, annualMiles: 0 }))).toEqual([
      "A plug-in hybrid (PHEV) with 35 miles of electric range.",
      "60 miles of driving a day.",
      "No home charging: relies on public chargers.",
      "You will need to use the gas engine to complete this drive. Charging between 20% and 80% gives you 21 miles of electric driving; after that the gas engine takes over.",
    ]);
  });
});
