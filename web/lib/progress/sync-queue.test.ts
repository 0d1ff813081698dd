import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, EMPTY_FLAGS, type ProgressResponse } from "../../../domain/contracts/progress.schema";
import {
  coalesceUpdates,
  enqueueUpdate,
  pendingUpdates,
  removeUpdates,
  snapshotFromServer,
  SYNC_QUEUE_KEY,
  withPending,
} from "./sync-queue";

describe("sync queue", () => {
  it("persists writes per account in localStorage until removed", () => {
    const a = enqueueUpdate("a@example.com", { chargingBasics: true });
    enqueueUpdate("b@example.com", { incentives: true });
    const a2 = enqueueUpdate("a@example.com", { userInputs: { zipCode: "94110" } });
    expect(JSON.parse(window.localStorage.getItem(SYNC_QUEUE_KEY)!)["a@example.com"]).toHaveLength(2);
    expect(pendingUpdates("a@example.com").map((item) => item.id)).toEqual([a.id, a2.id]);
    removeUpdates("a@example.com", [a.id]);
    expect(pendingUpdates("a@example.com").map((item) => item.id)).toEqual([a2.id]);
    expect(pendingUpdates("b@example.com")).toHaveLength(1);
    removeUpdates("a@example.com", [a2.id]);
    removeUpdates("b@example.com", pendingUpdates("b@example.com").map((item) => item.id));
    expect(window.localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull();
  });

  it("ignores corrupt storage instead of failing", () => {
    window.localStorage.setItem(SYNC_QUEUE_KEY, "{not json");
    expect(pendingUpdates("a@example.com")).toEqual([]);
    window.localStorage.setItem(SYNC_QUEUE_KEY, JSON.stringify({ "a@example.com": [{ nope: 1 }, { id: "x", update: { drivingTips: true } }] }));
    expect(pendingUpdates("a@example.com")).toEqual([{ id: "x", update: { drivingTips: true } }]);
  });

  it("coalesces: flags OR-ed, inputs merged in order, last calculations win", () => {
    const items = [
      { id: "1", update: { chargingBasics: true, userInputs: { zipCode: "90012", dailyMiles: 10 } } },
      { id: "2", update: { homeCharger: true, chargingBasics: false, userInputs: { dailyMiles: 30 } } },
      { id: "3", update: { calculations: { daysBetweenCharging: 3 } } },
      { id: "4", update: { calculations: { daysBetweenCharging: 5 } } },
    ];
    expect(coalesceUpdates(items)).toEqual({
      chargingBasics: true,
      homeCharger: true,
      userInputs: { zipCode: "90012", dailyMiles: 30 },
      calculations: { daysBetweenCharging: 5 },
    });
  });

  it("maps the server record to the app's view: server empties become the app's defaults", () => {
    const response: ProgressResponse = {
      ...EMPTY_FLAGS,
      drivingTips: true,
      userInputs: { zipCode: "94110", annualMiles: 0, dailyMiles: 20, hoursParkedAtHome: 0, evType: "BEV", evRange: 0, homeCharging: "", homeSetup: "", dealerSlug: "" },
      calculations: {},
    };
    const snapshot = snapshotFromServer(response);
    expect(snapshot.flags).toEqual({ ...EMPTY_FLAGS, drivingTips: true });
    expect(snapshot.inputs).toEqual({ ...DEFAULT_USER_INPUTS, zipCode: "94110", dailyMiles: 20, evType: "BEV" });
  });

  it("shows unconfirmed writes on top of the server record", () => {
    const base = { flags: { ...EMPTY_FLAGS }, inputs: { ...DEFAULT_USER_INPUTS } };
    const view = withPending(base, [{ id: "1", update: { batteryHealth: true, userInputs: { evRange: 300 } } }]);
    expect(view.flags.batteryHealth).toBe(true);
    expect(view.inputs.evRange).toBe(300);
    expect(withPending(base, [])).toBe(base);
  });
});
