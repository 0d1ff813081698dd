import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS, EMPTY_FLAGS, type TaskFlags, type UserInputs } from "../../../../domain/contracts/progress.schema";
import { Dashboard, SHARE_TOOLTIPS } from "./Dashboard";

const progress = vi.hoisted(() => ({ flags: {} as TaskFlags, inputs: {} as UserInputs, completed: 0 }));
vi.mock("../../../lib/progress/useProgress", () => ({ useProgress: () => progress }));

const PLAN: UserInputs = {
  ...DEFAULT_USER_INPUTS,
  zipCode: "94110",
  dailyMiles: 40,
  annualMiles: 10_000,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "level2",
};

function renderDashboard(flags: Partial<TaskFlags>, inputs: UserInputs) {
  progress.flags = { ...EMPTY_FLAGS, ...flags };
  progress.inputs = inputs;
  progress.completed = Object.values(progress.flags).filter(Boolean).length;
  return render(
    <MemoryRouter>
      <Dashboard />
    </MemoryRouter>,
  );
}

const card = (container: HTMLElement, key: string) => container.querySelector<HTMLElement>(`[data-task="${key}"]`)!;

beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

describe("Dashboard", () => {
  it("before Charging Basics: one open card, seven locked ones without links, share disabled with its tooltip", () => {
    const { container } = renderDashboard({}, DEFAULT_USER_INPUTS);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("PlugPlan");
    expect(screen.getByTestId("dashboard-progress").textContent).toBe("0/8");
    expect(container.querySelectorAll('[data-state="locked"]')).toHaveLength(7);
    expect(within(card(container, "chargingBasics")).getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/charging-plan/basics");
    expect(within(card(container, "incentives")).queryByRole("link")).toBeNull();
    expect(card(container, "incentives").textContent).toContain("finish Charging Basics to unlock Rebates");
    const share = screen.getByRole("button", { name: "Share plan" });
    expect(share.getAttribute("aria-disabled")).toBe("true");
    expect(share.getAttribute("title")).toBe(SHARE_TOOLTIPS.locked);
    expect(screen.queryByText("Your plan at a glance")).toBeNull();
  });

  it("after Charging Basics: all open, Review on done tasks, the plan summary and the share tooltip", () => {
    const { container } = renderDashboard({ chargingBasics: true, drivingTips: true }, PLAN);
    expect(screen.getByTestId("dashboard-progress").textContent).toBe("2/8");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");
    expect(container.querySelectorAll('[data-state="locked"]')).toHaveLength(0);
    const links = [...container.querySelectorAll<HTMLAnchorElement>(".task-card a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(links).toEqual([
      ["/charging-plan/basics", "Review"],
      ["/charging-plan/home-charger", "Get Started"],
      ["/charging-plan/public-charging", "Get Started"],
      ["/charging-plan/maximize-savings", "Get Started"],
      ["/charging-plan/automate-charging", "Get Started"],
      ["/charging-plan/driving-tips", "Review"],
      ["/charging-plan/battery-health", "Get Started"],
      ["/charging-plan/incentives", "Get Started"],
    ]);
    expect(screen.getByRole("button", { name: "Share plan" }).getAttribute("title")).toBe(SHARE_TOOLTIPS.ready);
    // The same figures as step 3 (docs/decisions/0006): 40 / 250 = 16%; Level 2 puts back all 40
    // miles a night, so public charging is only for trips (never the spec's stored 14 days).
    expect(screen.getByTestId("summary-daily-percent").textContent).toBe("16%");
    expect(screen.getByTestId("summary-home").textContent).toBe("Charge at home every night, about 40 miles back (100% of your day)");
    expect(screen.getByTestId("summary-public").textContent).toBe("Public charging only when needed");
  });

  it("mutes Home Charging and Automate Charging when home charging is no", () => {
    const { container } = renderDashboard({ chargingBasics: true }, { ...PLAN, homeCharging: "no" });
    const muted = [...container.querySelectorAll<HTMLElement>('[data-muted="true"]')].map((el) => el.dataset.task);
    expect(muted).toEqual(["homeCharger", "automateCharging"]);
  });
});
