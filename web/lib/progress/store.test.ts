import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS, EMPTY_FLAGS } from "../../../domain/progress/model";
import { progressStore, type ProgressBackend } from "./store";

afterEach(() => {
  progressStore.useBackend(null);
});

describe("progressStore with a signed-in backend", () => {
  it("a task already done sends nothing when it is completed again (revisits, double taps)", async () => {
    const backend: ProgressBackend = { completeTask: vi.fn(async () => {}), updateInputs: vi.fn(async () => {}) };
    progressStore.useBackend(backend, { flags: { ...EMPTY_FLAGS, homeCharger: true }, inputs: { ...DEFAULT_USER_INPUTS } });
    await progressStore.completeTask("homeCharger");
    expect(backend.completeTask).not.toHaveBeenCalled();

    await progressStore.completeTask("incentives");
    await progressStore.completeTask("incentives");
    expect(backend.completeTask).toHaveBeenCalledTimes(1);
    expect(backend.completeTask).toHaveBeenCalledWith("incentives");
    expect(progressStore.getSnapshot().flags.incentives).toBe(true);
  });
});
