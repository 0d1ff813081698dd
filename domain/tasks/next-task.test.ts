import { describe, expect, it } from "vitest";
import { EMPTY_FLAGS, TASK_KEYS, type TaskFlags } from "../progress/model";
import { ROUTES } from "../routes";
import { nextUnfinishedTask, TASK_ROUTES } from "./next-task";

const flags = (...done: (keyof TaskFlags)[]): TaskFlags => ({ ...EMPTY_FLAGS, ...Object.fromEntries(done.map((key) => [key, true])) });

describe("nextUnfinishedTask", () => {
  it("opens the next task not done yet, in the plan's order", () => {
    expect(nextUnfinishedTask("drivingTips", flags("chargingBasics"), "yes")).toBe("batteryHealth");
    expect(nextUnfinishedTask("homeCharger", flags("chargingBasics", "publicCharging"), "yes")).toBe("maximizeSavings");
  });

  it("wraps round to earlier unfinished tasks, and answers null when all are done", () => {
    expect(nextUnfinishedTask("incentives", flags("chargingBasics", "homeCharger"), "yes")).toBe("publicCharging");
    const allButLast = flags(...TASK_KEYS.filter((key) => key !== "incentives"));
    expect(nextUnfinishedTask("incentives", allButLast, "yes")).toBeNull();
  });

  it("sends someone without Charging Basics there first: it unlocks the rest", () => {
    expect(nextUnfinishedTask("drivingTips", flags(), "")).toBe("chargingBasics");
  });

  it("leaves the home-charging tasks last for someone who cannot charge at home", () => {
    expect(nextUnfinishedTask("chargingBasics", flags(), "no")).toBe("publicCharging");
    expect(nextUnfinishedTask("publicCharging", flags("chargingBasics", "maximizeSavings", "drivingTips", "batteryHealth", "incentives"), "no")).toBe("automateCharging");
  });

  it("names a real page for every task", () => {
    const ids = new Set(ROUTES.map((route) => route.id));
    for (const key of TASK_KEYS) expect(ids.has(TASK_ROUTES[key])).toBe(true);
  });
});
