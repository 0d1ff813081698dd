// Parts that load after the first interaction (web/lib/first-interaction.ts): nothing before it,
// nothing while the person keeps typing, each once when input pauses, at once after that, and a
// cancelled wait never runs.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

async function fresh() {
  vi.resetModules();
  return import("./first-interaction");
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("afterFirstInteraction", () => {
  it("waits for the first key, then for input to pause, runs each waiting part once, and later ones at once", async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const { afterFirstInteraction, QUIET_MS } = await fresh();
    const first = vi.fn();
    const cancelled = vi.fn();
    afterFirstInteraction(first);
    const cancel = afterFirstInteraction(cancelled);
    cancel();
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(first).not.toHaveBeenCalled(); // no interaction yet: a reader never loads the part
    // Five keys 100 ms apart (a ZIP typed): nothing loads among them.
    for (let key = 0; key < 5; key++) {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: String(key) }));
      vi.advanceTimersByTime(100);
    }
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "x" }));
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("a control focused before the page's code ran counts as the first interaction", async () => {
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    const { afterFirstInteraction, QUIET_MS } = await fresh();
    const part = vi.fn();
    afterFirstInteraction(part);
    expect(part).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(part).toHaveBeenCalledTimes(1);
    input.remove();
  });
});
