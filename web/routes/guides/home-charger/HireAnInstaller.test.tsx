import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INSTALLATION_PRICE_BANDS } from "../../../../domain/chargers/installation-costs";
import { clearZipCache } from "../../../lib/zip/lookup";
import HireAnInstaller from "./HireAnInstaller";

const shard958 = { v: 2, n: ["Sacramento"], s: ["CA"], u: ["SMUD", "PG&E"], c: [], g: [], e: [], z: [["14", 0, 38.5804, -121.4922, 0, [1, 0], -1, [], []]] };
const shard100 = { v: 2, n: ["New York"], s: ["NY"], u: [], c: [], g: [], e: [], z: [["36", 0, 40.7602, -73.9903, 0, [], -1, [], []]] };

beforeEach(() => {
  clearZipCache();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T12:00:00") });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (String(url).endsWith("/958.json")) return Response.json(shard958);
      if (String(url).endsWith("/100.json")) return Response.json(shard100);
      return new Response("", { status: 404 });
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

  it("Sacramento: SMUD's and PG&E's open charger programs with links; unconfirmed ones apart", async () => {
    render(<HireAnInstaller setup="level1" zip="95814" />);
    const programs = await screen.findByTestId("utility-programs", undefined, { timeout: 3000 });
    expect(within(programs).getByText(/Open charger programs from PG&E and SMUD, your utility for ZIP 95814/)).toBeTruthy();
    const links = within(programs).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toContain(
      "https://www.smud.org/Going-Green/Electric-Vehicles/Charge-at-Home-application-page",
    );
    expect(within(programs).getByText(/couldn't confirm they are open/)).toBeTruthy();
  });

  it("outside California: says we track California utilities only", async () => {
    render(<HireAnInstaller setup="240v" zip="10036" />);
    expect((await screen.findByTestId("utility-programs", undefined, { timeout: 3000 })).textContent).toMatch(
      /^We track utility charger programs for California ZIPs only\./,
    );
  });
});
