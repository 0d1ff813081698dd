// Turnstile's script failing to load (offline, blocked) is said plainly, and the form is told.
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import TurnstileWidget, { TURNSTILE_SCRIPT_URL } from "./TurnstileWidget";

afterEach(() => {
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("TurnstileWidget", () => {
  it("when Turnstile's script cannot load, reports a message the person can act on", async () => {
    const onLoadError = vi.fn();
    render(<TurnstileWidget siteKey="1x00000000000000000000AA" onToken={vi.fn()} onLoadError={onLoadError} resetKey={0} />);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT_URL}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event("error"));
    await vi.waitFor(() =>
      expect(onLoadError).toHaveBeenCalledWith("The check that you're a person could not load. Please check your connection and reload the page."),
    );
  });
});
