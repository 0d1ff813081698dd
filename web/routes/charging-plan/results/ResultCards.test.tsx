import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../../../../domain/contracts/progress.schema";
import { ResultCards } from "./ResultCards";

const inputs = (overrides: Partial<UserInputs>): UserInputs => ({
  ...DEFAULT_USER_INPUTS,
  zipCode: "94110",
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "level1",
  dailyMiles: 40,
  annualMiles: 10_000,
  ...overrides,
});

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("ResultCards", () => {
  it("shows all three cards with home charging that does not cover the day", () => {
    render(<ResultCards inputs={inputs({})} />);
    expect(within(card("Battery Used Daily")).getByText("16%")).toBeTruthy();
    expect(within(card("Miles Recharged at Home")).getByTestId("miles-recharged").textContent).toBe("24");
    expect(within(card("Miles Recharged at Home")).getByText(/60% of your daily driving/)).toBeTruthy();
    expect(within(card("Miles Recharged at Home")).getByText(/up to 3 miles per hour added/)).toBeTruthy();
    expect(screen.getByTestId("days-between").textContent).toBe("12");
    // 12 days / 7 → capped at 100%
    expect(screen.getByTestId("days-bar").style.width).toBe("100%");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("hides Miles Recharged at Home without home charging and sizes the bar days/7", () => {
    render(<ResultCards inputs={inputs({ homeCharging: "no" })} />);
    expect(screen.queryByRole("heading", { name: "Miles Recharged at Home" })).toBeNull();
    expect(screen.getByTestId("days-between").textContent).toBe("3");
    expect(parseFloat(screen.getByTestId("days-bar").style.width)).toBeCloseTo((3 / 7) * 100, 5);
  });

  it("shows Public Charge When Needed with a full bar when the night covers the day", () => {
    render(<ResultCards inputs={inputs({ homeSetup: "level2" })} />);
    expect(screen.getByRole("heading", { name: "Public Charge When Needed" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Days Between Public Charging" })).toBeNull();
    expect(screen.getByTestId("days-bar").style.width).toBe("100%");
    expect(within(card("Miles Recharged at Home")).getByText(/100% of your daily driving/)).toBeTruthy();
  });

  it("caps the battery at 100 with the warning and the BEV over-range note", () => {
    render(<ResultCards inputs={inputs({ homeCharging: "no", dailyMiles: 200, evRange: 150 })} />);
    const battery = card("Battery Used Daily");
    expect(within(battery).getByTestId("battery-percent").textContent).toBe("100%");
    expect(battery.querySelector("svg.result-card__warning-icon")).not.toBeNull();
    expect(screen.getByRole("note").textContent).toBe("You will need to charge to complete this drive.");
  });

  it("uses the PHEV over-range note", () => {
    render(<ResultCards inputs={inputs({ evType: "PHEV", evRange: 35, homeCharging: "no", dailyMiles: 60 })} />);
    expect(screen.getByRole("note").textContent).toBe("You will need to use the gas engine to complete this drive.");
  });

  it("shows the warning icon but no note at exactly 100%", () => {
    render(<ResultCards inputs={inputs({ homeCharging: "no", dailyMiles: 250, evRange: 250 })} />);
    expect(card("Battery Used Daily").querySelector("svg.result-card__warning-icon")).not.toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("renders hostile text as text", () => {
    const { container } = render(<ResultCards inputs={inputs({ zipCode: '"><script>' })} />);
    expect(container.querySelector("script")).toBeNull();
  });
});
