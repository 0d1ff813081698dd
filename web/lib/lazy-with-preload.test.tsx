import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyWithPreload, preloadForHydration } from "./lazy-with-preload";

const part = (text: string) => ({ default: () => <p>{text}</p> });

describe("lazyWithPreload", () => {
  it("a part loaded beforehand renders in the same render: no fallback is ever shown", async () => {
    const Part = lazyWithPreload(async () => part("The part"));
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText("The part")).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("a part not loaded yet shows the fallback, then itself", async () => {
    const Part = lazyWithPreload(async () => part("Later part"));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText("Later part")).toBeTruthy();
  });

  it("preloadForHydration loads the page, then the parts its prerender shows (also nested), never the others", async () => {
    const loaded: string[] = [];
    const page = lazyWithPreload(async () => {
      loaded.push("page");
      lazyWithPreload(
        async () => {
          loaded.push("wizard");
          lazyWithPreload(async () => (loaded.push("slider"), part("slider")), { inPrerender: true });
          lazyWithPreload(async () => (loaded.push("map"), part("map")));
          return part("wizard");
        },
        { inPrerender: true },
      );
      return part("page");
    });
    await preloadForHydration(page);
    expect(loaded).toEqual(["page", "wizard", "slider"]);
  });

  it("loads each part once", async () => {
    let loads = 0;
    const Part = lazyWithPreload(async () => (loads++, part("once")));
    await Part.preload();
    await Part.preload();
    expect(loads).toBe(1);
  });
});
