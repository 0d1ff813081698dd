// The plan's "Money you may get": the new-or-used and income questions change the figures at once
// and are saved through the section's handler; the words a person reads for San Diego, San
// Francisco and Brooklyn (figures from incentives.csv, statuses as of 2026-11-23).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { moneyYouMayGet, type BuyerAnswers, type IncentivePlace } from "../../../../domain/incentives/money-you-may-get";
import { PlanIncentives, type BuyerChange } from "./PlanIncentives";

const TODAY = "2026-11-23";
const SAN_DIEGO: IncentivePlace = { state: "CA", utilities: ["SDGE"] };
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** The section as the plan uses it: answers kept in state (the store in the app), figures recomputed from them. */
function Harness({ zip, place, start, onSave }: { zip: string; place: IncentivePlace; start: BuyerAnswers; onSave: (change: BuyerChange) => void }) {
  const [buyer, setBuyer] = useState(start);
  return (
    <MemoryRouter>
      <PlanIncentives
        incentives={moneyYouMayGet(zip, place, buyer, TODAY)}
        saved
        onChange={(change) => {
          onSave(change);
          setBuyer((current) => ({ ...current, ...change }));
        }}
      />
    </MemoryRouter>
  );
}

const renderAt = (zip: string, place: IncentivePlace, start: BuyerAnswers = { purchase: "", incomeQualifies: "" }) => {
  const onSave = vi.fn();
  render(<Harness zip={zip} place={place} start={start} onSave={onSave} />);
  return onSave;
};

const answer = (question: RegExp, option: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: question })).getByRole("button", { name: option }));

describe("Money you may get: San Diego 92101", () => {
  it("unanswered: nothing counted, and what saying 'used' would add, with the tier replacing the standard", () => {
    renderAt("92101", SAN_DIEGO);
    expect(text("money-incentives")).toBe("Nothing is counted yet: the programs open here are for new cars only or used cars only.");
    expect(text("money-awaiting")).toBe(
      "Not counted until you say new or used:For a used car: up to $1,000 from San Diego Gas & Electric (SDG&E), and $3,000 more if your household income qualifies (it replaces the $1,000).",
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
    const onSave = renderAt("92101", SAN_DIEGO, { purchase: "used", incomeQualifies: "" });
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
        <PlanIncentives incentives={moneyYouMayGet("92101", SAN_DIEGO, { purchase: "used", incomeQualifies: "" }, TODAY)} />
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
        <PlanIncentives incentives={moneyYouMayGet("92101", SAN_DIEGO, { purchase: "", incomeQualifies: "" }, TODAY)} onChange={() => undefined} />
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
    renderAt("94110", { state: "CA", utilities: ["PG&E"] }, { purchase: "used", incomeQualifies: "" });
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

describe("Money you may get: Brooklyn 11215", () => {
  it("says which programs the list covers and where to look, asks nothing, names no California program", () => {
    renderAt("11215", { state: "NY", utilities: [] });
    expect(text("money-incentives-outside")).toContain("Our incentive list covers federal and California programs only");
    expect(text("money-incentives-outside")).toContain(
      "Programs in New York are not in our list yet: your state's energy office lists the EV incentives where you live, and your electric utility lists its own.",
    );
    expect(screen.queryByTestId("money-buyer-questions")).toBeNull();
    const all = screen.getByTestId("plan-incentives-root").textContent ?? "";
    for (const word of ["PG&E", "SCE", "SDG&E", "adjust your filters"]) expect(all).not.toContain(word);
  });
});
