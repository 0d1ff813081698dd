import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INSTALLATION_PRICE_BANDS } from "../../../../domain/chargers/installation-costs";
import { clearZipCache } from "../../../lib/zip/lookup";
import HireAnInstaller from "./HireAnInstaller";

import shard958 from "../../../public/data/zip/958.json";
import shard100 from "../../../public/data/zip/100.json";
import programsCa from "../../../public/data/programs/CA.json";
import programsNy from "../../../public/data/programs/NY.json";

// The committed ZIP and program shards, as the browser fetches them.
const FILES: Record<string, unknown> = {
  "/data/zip/958.json": shard958,
  "/data/zip/100.json": shard100,
  "/data/programs/CA.json": programsCa,
  "/data/programs/NY.json": programsNy,
};

beforeEach(() => {
  clearZipCache();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T12:00:00") });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const file = FILES[String(url)];
      return file ? Response.json(file) : new Response("", { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HireAnInstaller", () => {
  it.each(["level1", "240v", "level2"] as const)("%s: license check with C-10, permits, three quotes and the price bands", (setup) => {
    render(<HireAnInstaller setup={setup} zip="" />);
    const section = screen.getByTestId("hire-an-installer");
    expect(within(section).getByRole("heading", { name: "How to hire an installer" })).toBeTruthy();
    expect(within(section).getByText(/C-10, Electrical/)).toBeTruthy();
    expect(within(section).getByRole("link", { name: /Contractors State License Board/ }).getAttribute("href")).toBe("https://www.cslb.ca.gov/");
    expect(within(section).getByText(/electrical permit/)).toBeTruthy();
    expect(within(section).getByText("Get at least three quotes from licensed electricians.")).toBeTruthy();
    if (setup === "level1") {
      // The household-outlet setup already shows the bands in its "Installation price range" card.
      expect(screen.queryByTestId("hire-price-bands")).toBeNull();
      expect(within(section).getByText(/The usual prices are in “Installation price range” above/)).toBeTruthy();
    } else {
      const rows = within(screen.getByTestId("hire-price-bands")).getAllByRole("row").slice(1);
      expect(rows.map((row) => row.textContent)).toEqual(INSTALLATION_PRICE_BANDS.map((band) => `${band.situation}${band.price}`));
    }
    expect(within(section).getByText(/Enter your ZIP code/)).toBeTruthy();
  });

  it("Sacramento: PG&E's and SMUD's open charger programs with links; unconfirmed ones apart", async () => {
    render(<HireAnInstaller setup="level1" zip="95814" />);
    const programs = await screen.findByTestId("utility-programs", undefined, { timeout: 3000 });
    expect(programs.textContent).toMatch(/Open charger programs from Pacific Gas & Electric and Sacramento Municipal Utility District, the utilities that serve ZIP 95814/);
    const links = within(programs).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toContain(
      "https://www.smud.org/Going-Green/Electric-Vehicles/Charge-at-Home-application-page",
    );
    expect(within(programs).getByText(/couldn't confirm they are open/)).toBeTruthy();
  });

  it("New York 10036: Con Edison has no charger program in the data, said plainly (no 'California only')", async () => {
    render(<HireAnInstaller setup="240v" zip="10036" />);
    const programs = await screen.findByTestId("utility-programs", undefined, { timeout: 3000 });
    expect(programs.textContent).toMatch(/^We know of no open charger program from Con Edison right now\./);
    expect(programs.textContent).toContain("Incentive data: Rewiring America");
  });
});
