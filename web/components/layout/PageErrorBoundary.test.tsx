import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageErrorBoundary } from "./PageErrorBoundary";

function Broken(): never {
  throw new Error("boom");
}

describe("PageErrorBoundary", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a page whose code fails to download says so and offers to try again", async () => {
    const Page = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    render(
      <PageErrorBoundary resetKey="/about">
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole("alert").textContent).toContain("This page didn't load");
    expect(screen.getByRole("heading", { level: 1, name: "This page didn't load" })).toBeTruthy();
    expect(screen.getByText("Check your internet connection, then try again. Your saved progress is safe.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("going to another page clears the error", () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeTruthy();
    rerender(
      <PageErrorBoundary resetKey="/a">
        <p>Still broken page</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByText("Still broken page")).toBeNull();
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>The next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText("The next page")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
