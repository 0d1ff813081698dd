// Parts that load at the first interaction (web/lib/first-interaction.ts): nothing before it, each
// once at it, at once after it, and a cancelled wait never runs.
import { describe, expect, it, vi } from "vitest";

async function fresh() {
  vi.resetModules();
  return import("./first-interaction");
}

describe("afterFirstInteraction", () => {
  it("waits for the first key, tap or focus, runs each waiting part once, and runs later ones at once", async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const { afterFirstInteraction } = await fresh();
    const first = vi.fn();
    const cancelled = vi.fn();
    afterFirstInteraction(first);
    const cancel = afterFirstInteraction(cancelled);
    cancel();
    window.dispatchEvent(new Event("scroll"));
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "9" }));
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "4" }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("a control focused before the page's code ran counts: the person is already typing", async () => {
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    const { afterFirstInteraction } = await fresh();
    const part = vi.fn();
    afterFirstInteraction(part);
    expect(part).toHaveBeenCalledTimes(1);
    input.remove();
  });
});
