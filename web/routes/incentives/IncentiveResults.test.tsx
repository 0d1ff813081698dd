// The finder for any ZIP (issue 33): the state's shard judged for the place and the answers, with
// whose programs these are, their count, and Rewiring America's credit and data date; never
// "federal and California only". Places are built as domain/place/resolve.ts's programLocation does
// (the ZIP's areas from zcta-to-geography.csv plus the chosen utility).
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import ny from "../../../web/public/data/programs/NY.json";
import tx from "../../../web/public/data/programs/TX.json";
import ca from "../../../web/public/data/programs/CA.json";
import { DEFAULT_FILTERS } from "../../../domain/incentives/filters";
import type { ProgramAnswers } from "../../../domain/incentives/eligibility";
import type { ProgramLocation } from "../../../domain/place/types";
import IncentiveResults from "./IncentiveResults";

const SHARDS: Record<string, unknown> = { NY: ny, TX: tx, CA: ca };

function stubShards() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const state = /\/data\/programs\/([A-Z]{2})\.json$/.exec(String(url))?.[1];
      return state && SHARDS[state] ? Response.json(SHARDS[state]) : new Response("", { status: 404 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function show(zip: string, stateName: string, location: ProgramLocation, utilityName: string, answers: ProgramAnswers = {}) {
  stubShards();
  return render(
    <MemoryRouter>
      <IncentiveResults zip={zip} stateName={stateName} location={location} utilityName={utilityName} filters={DEFAULT_FILTERS} answers={answers} />
    </MemoryRouter>,
  );
}

describe("the finder outside California", () => {
  it("Brooklyn 11215: names New York's programs and their count, never 'federal and California only'", async () => {
    const { container } = show("11215", "New York", { state: "NY", geographyIds: ["32", "1901", "4599"] }, "Con Edison");
    expect((await screen.findByTestId("incentives-coverage")).textContent).toBe(
      "Programs shown for New York and Con Edison customers: 4 state programs (New York State Energy Research and Development Authority).",
    );
    // NY-31..34: panel and wiring, income-limited, homeowners only: listed, nothing counted.
    expect(screen.getByTestId("incentives-counted").textContent).toBe("Nothing is counted for your answers yet.");
    expect(screen.getByRole("heading", { name: /Available and possibly available \(4\)/ })).toBeTruthy();
    expect(container.textContent).toContain("Counts if you own your home; if your household income qualifies.");
    expect(container.textContent).not.toMatch(/federal and California/i);
    expect(screen.getByTestId("incentives-credit").textContent).toContain(
      "Incentive data: Rewiring America (Apache-2.0), data last changed Jul 13, 2026 (our copy: Aug 6, 2026).",
    );
  });

  it("Austin 78701: Austin Energy's $1,200 charger rebate, counted once the person says they own their home", async () => {
    const austin: ProgramLocation = { state: "TX", geographyIds: ["43", "2799", "4941"] };
    show("78701", "Texas", austin, "Austin Energy", { owner: "homeowner" });
    expect((await screen.findByTestId("incentives-coverage")).textContent).toBe(
      "Programs shown for Texas and Austin Energy customers: 1 utility program (Austin Energy).",
    );
    expect(screen.getByTestId("incentives-counted").textContent).toBe("Counted for your answers: $1,200 toward a home charger.");
    expect(screen.getByRole("link", { name: /Program page for Austin Energy/ }).getAttribute("href")).toBe(
      "https://austinenergy.com/green-power/plug-in-austin/home-charging",
    );
  });

  it("Houston 77002: says plainly that nothing is open, and lists the ended federal credits apart", async () => {
    show("77002", "Texas", { state: "TX", geographyIds: ["43", "2673", "4949"] }, "CenterPoint Energy Houston Electric LLC");
    expect((await screen.findByTestId("incentives-coverage")).textContent).toBe(
      "No state, CenterPoint Energy Houston Electric LLC or local program for a car or home charging is open here in our data.",
    );
    expect(screen.getByTestId("incentives-empty").textContent).not.toMatch(/adjust your filters/i);
    expect(screen.getByRole("button", { name: /Recently ended or paused/ })).toBeTruthy();
  });
});

describe("the finder in San Diego 92101 (SDG&E)", () => {
  it("counts the $1,000 used-car rebate and offers Rebate Plus as $3,000 more if income qualifies", async () => {
    show("92101", "California", { state: "CA", geographyIds: ["5", "280", "3544"] }, "San Diego Gas & Electric", { purchase: "used" });
    expect((await screen.findByTestId("incentives-counted")).textContent).toBe(
      "Counted for your answers: $1,000 toward a car. $3,000 more if your household income qualifies (not counted).",
    );
  });
});
