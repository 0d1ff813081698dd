// App-start account check and the guest → account merge, with fetch mocked at the network boundary.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FLAGS } from "../../../domain/contracts/progress.schema";
import { progressStore, STORAGE_KEYS } from "../progress/store";
import { SYNC_QUEUE_KEY } from "../progress/sync-queue";
import { getAuthState } from "./auth-state";
import { bootstrapAuth, GUEST_MERGE_DECLINED_KEY, guestDataToMerge } from "./bootstrap";
import { json, mockNetwork } from "./test-network";

const fetchMock = mockNetwork();
const SERVER_INPUTS = { zipCode: "", annualMiles: 0, dailyMiles: 0, hoursParkedAtHome: 0, evType: "", evRange: 0, homeCharging: "", homeSetup: "" };
const record = (overrides: Record<string, unknown> = {}) => ({ ...EMPTY_FLAGS, userInputs: SERVER_INPUTS, calculations: {}, ...overrides });

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

afterEach(() => {
  progressStore.useBackend(null);
});

describe("bootstrapAuth", () => {
  it("signed out (401): guest mode, nothing else is called", async () => {
    fetchMock.mockResolvedValue(json({ message: "You are not signed in" }, 401));
    await bootstrapAuth();
    expect(getAuthState()).toEqual({ status: "signed-out" });
    expect(calls().map((c) => c.url)).toEqual(["/api/auth/user"]);
    expect(progressStore.signedIn).toBe(false);
  });

  it("signed in with guest data: merges it once (flags + the finished plan's answers), clears it locally, then shows the server record", async () => {
    window.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify({ ...EMPTY_FLAGS, chargingBasics: true, drivingTips: true }));
    window.localStorage.setItem(
      STORAGE_KEYS.inputs,
      JSON.stringify({ zipCode: "94110", annualMiles: 0, dailyMiles: 30, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "", homeSetup: "level1" }),
    );
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/user") return json({ email: "ana@example.com" });
      if (url === "/api/user/progress/merge-guest") return json(record({ chargingBasics: true, drivingTips: true }));
      if (url === "/api/user/progress") return json(record({ chargingBasics: true, drivingTips: true, incentives: true, userInputs: { ...SERVER_INPUTS, zipCode: "94110", dailyMiles: 30, evType: "BEV" } }));
      throw new Error(String(url));
    });
    await bootstrapAuth();
    expect(getAuthState()).toEqual({ status: "signed-in", email: "ana@example.com" });
    expect(calls()).toEqual([
      { url: "/api/auth/user", method: "GET", body: undefined },
      {
        url: "/api/user/progress/merge-guest",
        method: "POST",
        // The plan is finished: the 8 hours, 250-mile range and Level 1 the person kept are answers
        // too (they were dropped as "defaults", so the account held 0s). Unanswered fields are not sent.
        body: {
          chargingBasics: true,
          drivingTips: true,
          userInputs: { zipCode: "94110", dailyMiles: 30, hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeSetup: "level1" },
        },
      },
      { url: "/api/user/progress", method: "GET", body: undefined },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.progress)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.inputs)).toBeNull();
    expect(progressStore.signedIn).toBe(true);
    expect(progressStore.getSnapshot().flags.incentives).toBe(true);
    expect(progressStore.getSnapshot().inputs).toMatchObject({ zipCode: "94110", hoursParkedAtHome: 8, evRange: 250 });

    // From now on completions go to the server, not to guest storage.
    fetchMock.mockImplementation(async () => json(record({ chargingBasics: true, drivingTips: true, incentives: true, batteryHealth: true })));
    await progressStore.completeTask("batteryHealth");
    // Sent when the short coalescing window closes (server-backend.ts COALESCE_MS).
    await vi.waitFor(() => expect(calls().at(-1)).toEqual({ url: "/api/user/progress", method: "POST", body: { batteryHealth: true } }));
    expect(window.localStorage.getItem(STORAGE_KEYS.progress)).toBeNull();
  });

  it("after 'sign in without adding it' on the confirm page, later page loads do not merge the guest plan into that account", async () => {
    window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ zipCode: "94110", dailyMiles: 30 }));
    window.localStorage.setItem(GUEST_MERGE_DECLINED_KEY, "someone.else@example.com");
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/user") return json({ email: "someone.else@example.com" });
      if (url === "/api/user/progress") return json(record());
      throw new Error(String(url));
    });
    await bootstrapAuth();
    expect(calls().map((c) => c.url)).toEqual(["/api/auth/user", "/api/user/progress"]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.inputs)!)).toMatchObject({ zipCode: "94110" });
    window.localStorage.clear();
  });

  it("a failed merge keeps the guest data on this device and stays in guest mode", async () => {
    window.localStorage.setItem(STORAGE_KEYS.progress, JSON.stringify({ chargingBasics: true }));
    fetchMock.mockImplementation(async (url) => {
      if (url === "/api/auth/user") return json({ email: "ana@example.com" });
      return json({ message: "down" }, 503);
    });
    await bootstrapAuth();
    expect(getAuthState().status).toBe("signed-in");
    expect(window.localStorage.getItem(STORAGE_KEYS.progress)).not.toBeNull();
    expect(progressStore.signedIn).toBe(false);
  });

  it("sends writes queued by an earlier visit before loading the record", async () => {
    window.localStorage.setItem(SYNC_QUEUE_KEY, JSON.stringify({ "ana@example.com": [{ id: "x", update: { publicCharging: true } }] }));
    fetchMock.mockImplementation(async (url, init) => {
      if (url === "/api/auth/user") return json({ email: "ana@example.com" });
      return json(record(init?.method === "POST" ? { publicCharging: true } : { publicCharging: true }));
    });
    await bootstrapAuth();
    expect(calls().map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/auth/user", "POST /api/user/progress", "GET /api/user/progress"]);
    expect(calls()[1]!.body).toEqual({ publicCharging: true });
    expect(window.localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull();
  });

  it("offline at start: carries on as a guest", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await bootstrapAuth();
    expect(getAuthState()).toEqual({ status: "signed-out" });
  });

  it("a pristine guest has nothing to merge", () => {
    expect(guestDataToMerge()).toBeNull();
  });

  it("before the plan is finished, values equal to the app's defaults are not answers", () => {
    window.localStorage.setItem(
      STORAGE_KEYS.inputs,
      JSON.stringify({ zipCode: "90012", annualMiles: 0, dailyMiles: 0, hoursParkedAtHome: 8, evType: "", evRange: 250, homeCharging: "", homeSetup: "level1" }),
    );
    expect(guestDataToMerge()).toEqual({ userInputs: { zipCode: "90012" } });
    window.localStorage.clear();
  });
});
