// The plan's "Money you may get": the new-or-used, own-or-rent and income questions change the
// figures at once and are saved through the section's handler; the words a person reads for San
// Diego, San Francisco, Brooklyn and Austin (figures from the committed program shards: our
// California list merged with Rewiring America's data).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { moneyYouMayGet, type BuyerAnswers, type IncentivePlace, type PlanPrograms } from "../../../../domain/incentives/money-you-may-get";
import { parseProgramShard } from "../../../../domain/incentives/programs.schema";
import ca from "../../../public/data/programs/CA.json";
import ny from "../../../public/data/programs/NY.json";
import tx from "../../../public/data/programs/TX.json";
import { PlanIncentives, type BuyerChange } from "./PlanIncentives";

const TODAY = "2026-11-26";
const SAN_DIEGO: IncentivePlace = { state: "CA", utilities: ["SDGE"] };
const NOT_ANSWERED: BuyerAnswers = { purchase: "", incomeQualifies: "", homeOwnership: "", evType: "" };
const CA_SHARD = parseProgramShard("CA", ca);
/** Each ZIP's ProgramLocation as the place model builds it (areas from zcta-to-geography.csv plus the utility). */
const PROGRAMS: Record<string, PlanPrograms> = {
  "92101": { shard: CA_SHARD, location: { state: "CA", geographyIds: ["5", "280", "3544"] }, area: null, stateName: "California", utilityName: "San Diego Gas & Electric" },
  "94110": { shard: CA_SHARD, location: { state: "CA", geographyIds: ["5", "281", "3536"] }, area: null, stateName: "California", utilityName: "Pacific Gas & Electric" },
  "94401": { shard: CA_SHARD, location: { state: "CA", geographyIds: ["5", "286", "3536"] }, area: null, stateName: "California", utilityName: "Pacific Gas & Electric" },
  "11215": { shard: parseProgramShard("NY", ny), location: { state: "NY", geographyIds: ["32", "1901", "4599"] }, area: null, stateName: "New York", utilityName: "Con Edison" },
  "78701": { shard: parseProgramShard("TX", tx), location: { state: "TX", geographyIds: ["43", "2799", "4941"] }, area: null, stateName: "Texas", utilityName: "Austin Energy" },
};
const money = (zip: string, place: IncentivePlace, buyer: BuyerAnswers) => moneyYouMayGet(zip, place, PROGRAMS[zip]!, buyer, TODAY);
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The section as the plan uses it: answers kept in state (the store in the app), figures recomputed from them. */
function Harness({ zip, place, start, onSave }: { zip: string; place: IncentivePlace; start: BuyerAnswers; onSave: (change: BuyerChange) => void }) {
  const [buyer, setBuyer] = useState(start);
  return (
    <MemoryRouter>
      <PlanIncentives
        incentives={money(zip, place, buyer)}
        saved
        onChange={(change) => {
          onSave(change);
          setBuyer((current) => ({ ...current, ...change }));
        }}
      />
    </MemoryRouter>
  );
}

const renderAt = (zip: string, place: IncentivePlace, start: BuyerAnswers = NOT_ANSWERED) => {
  const onSave = vi.fn();
  render(<Harness zip={zip} place={place} start={start} onSave={onSave} />);
  return onSave;
};

const answer = (question: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: question })).getByRole("button", { name: option }));

describe("Money you may get: San Diego 92101", () => {
  it("unanswered: nothing counted, and what saying 'used' would add, with the tier replacing the standard", () => {
    renderAt("92101", SAN_DIEGO);
    expect(text("money-incentives")).toBe("Nothing is counted yet: the programs open here depend on an answer below.");
    expect(text("money-awaiting")).toBe(
      "Not counted until you answer:" +
        "For a used car: up to $1,000 from San Diego Gas & Electric (SDG&E)." +
        "For a used car, if your household income qualifies: up to $3,000 from San Diego Gas & Electric (SDG&E) (it replaces the $1,000).",
    );
    // Neither question is required: both start on "not answered".
    expect(within(screen.getByRole("group", { name: /new or used/ })).getByRole("button", { name: "Not sure yet" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(screen.getByRole("group", { name: /household income/ })).getByRole("button", { name: "Not sure" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("answering 'Used' saves it and the figures change at once: $1,000, and $3,000 more if income qualifies", () => {
    const onSave = renderAt("92101", SAN_DIEGO);
    answer(/new or used/, "Used");
    expect(onSave).toHaveBeenCalledWith({ purchase: "used" });
    expect(text("money-incentives")).toBe(
      "Up to $1,000 toward a used car from programs open now. $3,000 more if your household income qualifies (it replaces the $1,000).",
    );
    expect(text("money-income-qualified")).toBe("$3,000 more if your household income qualifies (it replaces the $1,000).");
    expect(screen.queryByTestId("money-awaiting")).toBeNull();
  });

  it("income 'Yes' counts the $4,000 tier instead of the $1,000; 'No' drops income-qualified programs", () => {
    const onSave = renderAt("92101", SAN_DIEGO, { ...NOT_ANSWERED, purchase: "used" });
    answer(/household income/, "Yes");
    expect(onSave).toHaveBeenCalledWith({ incomeQualifies: "yes" });
    expect(text("money-incentives")).toBe("Up to $4,000 toward a used car from programs open now, with your household income qualifying.");
    answer(/household income/, "No");
    expect(text("money-incentives")).toBe("Up to $1,000 toward a used car from programs open now.");
    expect(screen.queryByTestId("money-income-qualified")).toBeNull();
    expect(screen.getByText(/Check availability, not counted:/).textContent).not.toContain("Clean Cars 4 All");
  });

  it("'New': nothing from SDG&E's used-car rebate", () => {
    renderAt("92101", SAN_DIEGO);
    answer(/new or used/, "New");
    expect(text("money-incentives")).toBe("No program open now has a dollar amount we can count for a new car here.");
    expect(screen.getByTestId("plan-incentives-root").textContent).not.toContain("SDG&E");
  });

  it("read-only (no handler): the figures without the questions", () => {
    render(
      <MemoryRouter>
        <PlanIncentives incentives={money("92101", SAN_DIEGO, { ...NOT_ANSWERED, purchase: "used" })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("money-buyer-questions")).toBeNull();
    expect(text("money-incentives")).toBe(
      "Up to $1,000 toward a used car from programs open now. $3,000 more if your household income qualifies (it replaces the $1,000).",
    );
  });

  it("says the answers change this page only when the caller does not save them", () => {
    render(
      <MemoryRouter>
        <PlanIncentives incentives={money("92101", SAN_DIEGO, NOT_ANSWERED)} onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(text("money-buyer-questions")).toContain("Your answers change this page only; they are not saved.");
  });
});

describe("Money you may get: San Francisco 94110", () => {
  it("names CleanPowerSF and what it means for the price; lists no other community-choice provider", () => {
    renderAt("94110", { state: "CA", utilities: ["PG&E"] });
    expect(text("money-community-choice-programs")).toBe(
      "CleanPowerSF, your community-choice provider, runs its own programs, which are not listed here: check CleanPowerSF's.",
    );
    const all = screen.getByTestId("plan-incentives-root").textContent ?? "";
    for (const other of ["Peninsula Clean Energy", "MCE", "Silicon Valley Clean Energy"]) expect(all).not.toContain(other);
  });

  it("used, income unanswered, nothing counted: 'Up to $4,700 if your household income qualifies', each provider listed once", () => {
    renderAt("94110", { state: "CA", utilities: ["PG&E"] }, { ...NOT_ANSWERED, purchase: "used" });
    expect(text("money-incentives")).toBe(
      "No program open now has a dollar amount we can count for a used car here. Up to $4,700 if your household income qualifies.",
    );
    const check = screen.getByText(/Check availability, not counted:/).textContent ?? "";
    expect(check.split("PG&E;").length - 1).toBe(1);
  });

  it("elsewhere in PG&E's territory: a plain line, no provider named", () => {
    renderAt("94401", { state: "CA", utilities: ["PG&E"] });
    expect(text("money-community-choice-programs")).toBe(
      "Community-choice providers run their own programs, which are not listed here; check whether one serves your address.",
    );
  });
});

describe("Money you may get beyond California", () => {
  it("Brooklyn 11215: nothing to count, says whose programs were looked at and credits the data; never 'federal and California only'", () => {
    renderAt("11215", { state: "NY", utilities: [] });
    expect(text("money-incentives")).toBe("No program open now has a dollar amount we can count for the car here.");
    expect(text("money-coverage")).toBe(
      "Programs shown for New York and Con Edison customers: 4 state programs (New York State Energy Research and Development Authority).",
    );
    expect(text("money-credit")).toContain("Incentive data: Rewiring America (Apache-2.0), data last changed Jul 13, 2026");
    const all = screen.getByTestId("plan-incentives-root").textContent ?? "";
    for (const word of ["PG&E", "SDG&E", "federal and California"]) expect(all).not.toContain(word);
  });

  it("Austin 78701: Austin Energy's $1,200 waits for 'own or rent', and 'Own' counts it at once", () => {
    const onSave = renderAt("78701", { state: "TX", utilities: [] });
    expect(text("money-awaiting")).toBe("Not counted until you answer:If you own your home: up to $1,200 from Austin Energy.");
    answer(/own or rent/, "Own");
    expect(onSave).toHaveBeenCalledWith({ homeOwnership: "own" });
    expect(text("money-incentives")).toBe("Up to $1,200 toward a home charger from programs open now.");
  });
});
