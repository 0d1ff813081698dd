import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { UserInputs } from "../../../domain/contracts/progress.schema";
import { computePlan } from "../../../domain/charging-plan/model";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../../domain/charging-plan/test-fixtures";
import { DEFAULT_USER_INPUTS } from "../../../domain/progress/model";
import { formatUsdWhole } from "../../../domain/rates/format";
import HomeChargingPlans from "./HomeChargingPlans";
import { CUSTOM } from "./UtilityPicker";

function renderPlans(inputs: UserInputs) {
  return render(
    <MemoryRouter>
      <HomeChargingPlans selection="SDGE" inputs={inputs} mode="task" />
    </MemoryRouter>,
  );
}

const card = (planId: string) => document.querySelector(`[data-plan-id="${planId}"] .plan-card__cost`)!.textContent;

describe("Maximize Savings' rate plan comparison reads the plan's own figures", () => {
  it("ZIP 92101, 7,500 miles, Level 2: EV-TOU-5 $333 a year, the figure 'Your plan in dollars' shows", () => {
    renderPlans(SAN_DIEGO_LEVEL2_INPUTS);
    // PlanMoney.test.tsx shows the same plan's EV-TOU-5 row as $333 a year (money-home-ev-yearly).
    expect(card("sdge-ev-tou-5")).toBe("$333 a year to charge");
    const plan = computePlan(SAN_DIEGO_LEVEL2_INPUTS, { state: "CA", utilities: ["SDGE"] }, "2026-11-23");
    if (plan.money.home.kind !== "tariff") throw new Error("SDG&E has tariffs");
    expect(card("sdge-ev-tou-5")).toBe(`${formatUsdWhole(plan.money.home.ev!.yearly)} a year to charge`);
    expect(card("sdge-tou-dr1")).toBe(`${formatUsdWhole(plan.money.home.standard.yearly)} a year to charge`);
    expect(
      screen.getByText(
        "Based on your plan's 7,500 miles a year. Charging in the hours you are parked at home (11 p.m.–7 a.m., as in your plan), cheapest hours first, at 2.7 miles per kWh.",
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("plan-comparison").textContent).toContain("7,500 miles a year at 2.7 miles per kWh is about 2,778 kWh");
  });

  it("the person's own efficiency is the one printed and priced, as in their plan", () => {
    const inputs = { ...SAN_DIEGO_LEVEL2_INPUTS, milesPerKwh: 5 };
    renderPlans(inputs);
    expect(screen.getByTestId("plan-comparison").textContent).toContain("7,500 miles a year at 5 miles per kWh is about 1,500 kWh");
    const plan = computePlan(inputs, { state: "CA", utilities: ["SDGE"] }, "2026-11-23");
    if (plan.money.home.kind !== "tariff") throw new Error("SDG&E has tariffs");
    expect(card("sdge-ev-tou-5")).toBe(`${formatUsdWhole(plan.money.home.ev!.yearly)} a year to charge`);
  });

  it("only the miles charged at home are priced when a night cannot put a day back", () => {
    const inputs: UserInputs = { ...SAN_DIEGO_LEVEL2_INPUTS, dailyMiles: 120, annualMiles: 30_000, homeSetup: "level1" };
    renderPlans(inputs);
    const plan = computePlan(inputs, { state: "CA", utilities: ["SDGE"] }, "2026-11-23");
    const home = Math.round(plan.money.miles.home).toLocaleString("en-US");
    expect(screen.getByText(new RegExp(`^Based on the ${home} of your plan's 30,000 miles a year that you charge at home\\. Charging in the hours`))).toBeTruthy();
    if (plan.money.home.kind !== "tariff") throw new Error("SDG&E has tariffs");
    expect(card("sdge-tou-dr1")).toBe(`${formatUsdWhole(plan.money.home.standard.yearly)} a year to charge`);
  });

  it("without home charging, all the plan's miles as if charged at home; without a plan, the default miles", () => {
    const { unmount } = renderPlans({ ...SAN_DIEGO_LEVEL2_INPUTS, homeCharging: "no" });
    expect(screen.getByText("Based on your plan's 7,500 miles a year, as if you charged them all at home.")).toBeTruthy();
    unmount();
    renderPlans(DEFAULT_USER_INPUTS);
    expect(screen.getByText("Based on 12,000 miles a year. Make your charging plan to use your own miles.")).toBeTruthy();
  });

  it("a utility we have no plans for prices the plan's miles at the plan's car: 7,500 ÷ 3.5 × $0.15 = $321, and $0.10 is $0.83 of gas", () => {
    const { container } = render(
      <MemoryRouter>
        <HomeChargingPlans selection={CUSTOM} inputs={{ ...SAN_DIEGO_LEVEL2_INPUTS, milesPerKwh: 3.5 }} mode="task" />
      </MemoryRouter>,
    );
    const generic = screen.getByTestId("generic-rates");
    expect(generic.textContent).toContain("7,500 miles a year would cost about $321 to charge");
    // $0.10 ÷ 3.5 × 29 = $0.83.
    expect(generic.querySelector("tbody tr")!.textContent).toContain("$0.83/gal");
    expect(container.textContent).toContain("÷ 3.5 miles per kWh × 29 miles per gallon");
    expect(container.textContent).toContain("3.5 miles per kWh is your plan's figure.");
  });

  it("without a plan of their own car, the typical battery EV, and the screen says whose median it is", () => {
    render(
      <MemoryRouter>
        <HomeChargingPlans selection={CUSTOM} inputs={DEFAULT_USER_INPUTS} mode="task" />
      </MemoryRouter>,
    );
    const generic = screen.getByTestId("generic-rates");
    // 12,000 ÷ 2.7 × $0.15 = $666.67; $0.10 ÷ 2.7 × 29 = $1.07.
    expect(generic.textContent).toContain("12,000 miles a year would cost about $667 to charge");
    expect(generic.querySelector("tbody tr")!.textContent).toContain("$1.07/gal");
    expect(generic.textContent).toMatch(/2\.7 miles per kWh is the median of \d+ battery-electric 2025–26 models \(EPA, fueleconomy\.gov\)\./);
  });

  it("a utility outside our coverage (a ZIP elsewhere): no California plan, hour or example day", () => {
    const { container } = render(
      <MemoryRouter>
        <HomeChargingPlans selection="outside" inputs={DEFAULT_USER_INPUTS} mode="task" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("automate-outside").textContent).toBe(
      "Look up your utility's time-of-use or EV rate on your bill or its website, and set charging to start inside its cheapest hours.",
    );
    for (const word of ["PG&E", "SCE", "SDG&E", "EV2-A", "9 PM to 6 AM"]) expect(container.textContent).not.toContain(word);
  });
});
