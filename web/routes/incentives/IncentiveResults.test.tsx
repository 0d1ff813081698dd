// The finder outside California (issue 23): it says which programs it covers and where to look,
// never "adjust your filters" (no filter can help there), and shows no California program.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../../domain/incentives/filters";
import { finderLocation } from "../../../domain/incentives/location";
import IncentiveResults from "./IncentiveResults";
import { LocationNote } from "./IncentivesPage";

const BROOKLYN = finderLocation("11215", { status: "found", info: { state: "NY", utilities: [] } });
const CALIFORNIA_WORDS = ["PG&E", "SCE", "SDG&E", "EV2-A", "California Air Resources Board", "Clean Cars 4 All"];

describe("the incentive finder in Brooklyn (11215)", () => {
  it("the area note says what the finder covers and where to look, naming the state", () => {
    render(<LocationNote place={BROOKLYN} loading={false} />);
    expect(screen.getByTestId("incentives-outside-california").textContent).toBe(
      "This finder covers federal and California programs only. California programs don't apply outside the state." +
        "Programs in New York are not in our list yet: your state's energy office lists the EV incentives where you live, and your electric utility lists its own.",
    );
  });

  it("the empty list never says to adjust the filters, and no California program is listed", () => {
    if (BROOKLYN.kind !== "outside") throw new Error("expected outside");
    const { container } = render(
      <MemoryRouter>
        <IncentiveResults filters={DEFAULT_FILTERS} location={BROOKLYN.location} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("incentives-empty").textContent).toBe(
      "No program open now in our list" +
        "No federal program in our list is open now (the ended ones are under Recently ended). For your state's programs, check your state's energy office.",
    );
    const all = container.textContent ?? "";
    expect(all).not.toMatch(/adjust your filters/i);
    for (const word of CALIFORNIA_WORDS) expect(all).not.toContain(word);
  });
});

describe("the empty list in California", () => {
  const sanDiego = finderLocation("92101", { status: "found", info: { state: "CA", utilities: ["SDGE"] } });
  if (sanDiego.kind !== "metro") throw new Error("expected the San Diego metro");
  const nothing = { newVehicle: false, usedVehicle: false, charger: false, incomeRestricted: false };

  it("suggests the filters only when one is switched off", () => {
    render(
      <MemoryRouter>
        <IncentiveResults filters={nothing} location={sanDiego.location} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("incentives-empty").textContent).toContain("Try adjusting your filters to see more results.");
  });
});

describe("community-choice programs with a ZIP (San Francisco 94110)", () => {
  const sf = finderLocation("94110", { status: "found", info: { state: "CA", utilities: ["PG&E"] } });
  if (sf.kind !== "metro") throw new Error("expected the Bay Area metro");

  it("are not among the programs for the area; they sit apart, said to depend on the address", () => {
    render(
      <MemoryRouter>
        <IncentiveResults filters={DEFAULT_FILTERS} location={sf.location} />
      </MemoryRouter>,
    );
    const area = screen.getByRole("region", { name: /Available and possibly available/ });
    for (const provider of ["Peninsula Clean Energy", "MCE", "Silicon Valley Clean Energy"]) expect(area.textContent).not.toContain(provider);
    expect(area.textContent).toContain("Bay Area Air Quality Management District");
    expect(screen.getByRole("button", { name: /Community-choice providers' programs \(4\)/ })).toBeTruthy();
  });
});

