import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FLAGS, type ProgressResponse, type ProgressUpdate } from "../../../domain/contracts/progress.schema";
import { ApiError } from "../api";
import { COALESCE_MS, ServerProgressBackend } from "./server-backend";
import { pendingUpdates } from "./sync-queue";

const OWNER = "driver@example.com";
const SERVER_INPUTS = { zipCode: "", annualMiles: 0, dailyMiles: 0, hoursParkedAtHome: 0, evType: "", evRange: 0, homeCharging: "", homeSetup: "" } as const;

function serverRecord(update: ProgressUpdate): ProgressResponse {
  return { ...EMPTY_FLAGS, ...Object.fromEntries(Object.entries(update).filter(([, v]) => v === true)), userInputs: { ...SERVER_INPUTS, ...update.userInputs }, calculations: {} } as ProgressResponse;
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ServerProgressBackend", () => {
  it("sends a completion, removes it from the queue once confirmed and reports the server record", async () => {
    const send = vi.fn(async (update: ProgressUpdate) => serverRecord(update));
    const onSnapshot = vi.fn();
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot, send });
    await backend.completeTask("homeCharger");
    await backend.flush();
    expect(send).toHaveBeenCalledWith({ homeCharger: true });
    expect(pendingUpdates(OWNER)).toEqual([]);
    expect(onSnapshot.mock.calls[0]![0].flags.homeCharger).toBe(true);
    backend.stop();
  });

  it("keeps a failed write in localStorage and retries it (timer, then online) until it lands", async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<(update: ProgressUpdate) => Promise<ProgressResponse>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(503, "503: down", "Service unavailable"))
      .mockImplementation(async (update) => serverRecord(update));
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });

    await backend.completeTask("drivingTips"); // resolves once queued, before any send
    await vi.advanceTimersByTimeAsync(COALESCE_MS); // the window closes: first send, which fails
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingUpdates(OWNER)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem("plugplan.progressSync.v1")!)[OWNER][0].update).toEqual({ drivingTips: true });

    await vi.advanceTimersByTimeAsync(2_000); // first retry: fails again
    expect(send).toHaveBeenCalledTimes(2);
    expect(pendingUpdates(OWNER)).toHaveLength(1);

    window.dispatchEvent(new Event("online")); // reconnect: lands
    await vi.waitFor(() => expect(pendingUpdates(OWNER)).toEqual([]));
    expect(send).toHaveBeenLastCalledWith({ drivingTips: true });
    expect(console.warn).toHaveBeenCalledWith("Service unavailable; will retry.");
    backend.stop();
  });

  it("a new backend on the next load sends what the last one could not", async () => {
    const failing = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send: () => Promise.reject(new TypeError("offline")) });
    await failing.completeTask("incentives");
    await failing.updateInputs({ zipCode: "92101" });
    failing.stop();

    const send = vi.fn(async (update: ProgressUpdate) => serverRecord(update));
    const next = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await next.flush();
    expect(send).toHaveBeenCalledWith({ incentives: true, userInputs: { zipCode: "92101" } });
    expect(pendingUpdates(OWNER)).toEqual([]);
    next.stop();
  });

  it("writes made during a request go out right after it, none lost", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: ProgressUpdate[] = [];
    const send = vi.fn(async (update: ProgressUpdate) => {
      sent.push(update);
      if (sent.length === 1) await gate;
      return serverRecord(update);
    });
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await backend.completeTask("chargingBasics");
    const first = backend.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await backend.completeTask("publicCharging");
    await backend.completeTask("maximizeSavings");
    void backend.flush(); // while the first request is out: sent right after it
    release();
    await first;
    await vi.waitFor(() => expect(pendingUpdates(OWNER)).toEqual([]));
    expect(sent).toEqual([{ chargingBasics: true }, { publicCharging: true, maximizeSavings: true }]);
    backend.stop();
  });

  it("a 400 is dropped with the server's message logged; a 401 keeps the writes and stops", async () => {
    const refused = new ServerProgressBackend({
      owner: OWNER,
      onSnapshot: () => {},
      send: () => Promise.reject(new ApiError(400, "400: {}", "userInputs.evType: Invalid option")),
    });
    await refused.completeTask("batteryHealth");
    await refused.flush();
    expect(pendingUpdates(OWNER)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith("userInputs.evType: Invalid option");
    refused.stop();

    const send = vi.fn(() => Promise.reject(new ApiError(401, "401: {}", "You are not signed in")));
    const signedOut = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await signedOut.completeTask("batteryHealth");
    await signedOut.flush();
    await signedOut.completeTask("incentives");
    await signedOut.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingUpdates(OWNER)).toHaveLength(2);
  });

  it("sends the dashboard calculations with the inputs (they replace the server's copy)", async () => {
    const send = vi.fn(async (update: ProgressUpdate) => serverRecord(update));
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await backend.updateInputs({ dailyMiles: 30 }, { daysBetweenCharging: 4, publicFrequencyText: "Twice a week" });
    await backend.flush();
    expect(send).toHaveBeenCalledWith({
      userInputs: { dailyMiles: 30 },
      calculations: { daysBetweenCharging: 4, publicFrequencyText: "Twice a week" },
    });
    await backend.updateInputs({});
    await backend.flush();
    expect(send).toHaveBeenCalledTimes(1);
    backend.stop();
  });

  it("falls back to \"Failed to update progress\" when the server gave no message", async () => {
    vi.useFakeTimers();
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send: () => Promise.reject(new ApiError(500, "500: ", undefined)) });
    await backend.completeTask("chargingBasics");
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(console.warn).toHaveBeenCalledWith("Failed to update progress; will retry.");
    backend.stop();
  });

  it("changes within a short window go out as one write: finishing the wizard is one POST, not three", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (update: ProgressUpdate) => serverRecord(update));
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await backend.updateInputs({ zipCode: "94110" }); // the wizard's last draft answers
    await backend.updateInputs({ dailyMiles: 30 }, { daysBetweenCharging: 4, publicFrequencyText: "Twice a week" }); // the plan figures
    await backend.completeTask("chargingBasics"); // the task
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      chargingBasics: true,
      userInputs: { zipCode: "94110", dailyMiles: 30 },
      calculations: { daysBetweenCharging: 4, publicFrequencyText: "Twice a week" },
    });
    expect(pendingUpdates(OWNER)).toEqual([]);
    backend.stop();
  });

  it("leaving the page sends what waits in the window at once", async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (update: ProgressUpdate) => serverRecord(update));
    const backend = new ServerProgressBackend({ owner: OWNER, onSnapshot: () => {}, send });
    await backend.completeTask("incentives");
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith({ incentives: true });
    backend.stop();
  });
});
