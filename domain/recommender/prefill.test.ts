import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../progress/model";
import { milesOnSlider, prefillFromPlan } from "./prefill";

const plan = (overrides: Partial<UserInputs>): UserInputs => ({ ...DEFAULT_USER_INPUTS, zipCode: "11215", ...overrides });

describe("prefillFromPlan", () => {
  it("Brooklyn, no home charging, 16 miles a day: no access, 15 on the slider, the plan's 16 named", () => {
    expect(prefillFromPlan(plan({ dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" }))).toEqual({
      answers: { charging: "no-access", miles: 15 },
      planMiles: 16,
      level2Unknown: false,
    });
  });

  it("San Diego, home Level 2, 40 miles: the miles as they are, and asks whether the charger is in yet", () => {
    expect(prefillFromPlan(plan({ dailyMiles: 40, annualMiles: 10_000, homeCharging: "yes", homeSetup: "level2" }))).toEqual({
      answers: { miles: 40 },
      level2Unknown: true,
    });
  });

  it.each([
    ["level1", "110v"],
    ["240v", "240v"],
  ] as const)("home %s → %s", (homeSetup, charging) => {
    expect(prefillFromPlan(plan({ dailyMiles: 30, homeCharging: "yes", homeSetup })).answers.charging).toBe(charging);
  });

  it("fills nothing the plan does not hold", () => {
    expect(prefillFromPlan(plan({}))).toEqual({ answers: {}, level2Unknown: false });
    expect(prefillFromPlan(plan({ dailyMiles: 30, homeCharging: "yes", homeSetup: "" })).answers).toEqual({ miles: 30 });
  });

  it("uses annual ÷ 365 when the daily figure is missing, and keeps the slider's ends", () => {
    expect(prefillFromPlan(plan({ dailyMiles: 0, annualMiles: 12_000 })).answers.miles).toBe(35); // 32.9 a day
    expect(milesOnSlider(1)).toBe(5);
    expect(milesOnSlider(400)).toBe(200);
    expect(milesOnSlider(42.5)).toBe(45);
  });
});

describe("the words", () => {
  it("say what was filled in from the plan", async () => {
    const { prefillSummary, planMilesHint } = await import("./prefill");
    expect(prefillSummary(prefillFromPlan(plan({ dailyMiles: 16, homeCharging: "no" })))).toBe(
      "From your charging plan: no electricity where you park and 16 miles a day. We've filled these in; change anything that's different.",
    );
    expect(prefillSummary(prefillFromPlan(plan({ dailyMiles: 40, homeCharging: "yes", homeSetup: "level2" })))).toBe(
      "From your charging plan: a Level 2 charger at home and 40 miles a day. We've filled these in; change anything that's different.",
    );
    expect(prefillSummary(prefillFromPlan(plan({})))).toBeUndefined();
    expect(planMilesHint(16)).toBe("Your plan says 16 miles a day; the slider moves in steps of 5.");
  });
});
