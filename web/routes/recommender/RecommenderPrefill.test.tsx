import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../../../domain/progress/model";
import { LEVEL2_QUESTION_HINT } from "../../../domain/recommender/prefill";
import { progressStore, STORAGE_KEYS } from "../../lib/progress/store";
import RecommenderPage from "./RecommenderPage";

function openWithPlan(plan: Partial<UserInputs> | null, url = "/ev-phev-hybrid-recommender") {
  window.localStorage.clear();
  if (plan) window.localStorage.setItem(STORAGE_KEYS.inputs, JSON.stringify({ ...DEFAULT_USER_INPUTS, zipCode: "11215", ...plan }));
  progressStore.useBackend(null);
  render(
    <MemoryRouter initialEntries={[url]}>
      <RecommenderPage />
    </MemoryRouter>,
  );
}

const answerRoleAndUse = () => {
  fireEvent.click(screen.getByRole("radio", { name: "Only vehicle" }));
  fireEvent.click(screen.getByRole("radio", { name: "Commuting" }));
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn() as never;
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

describe("the recommender opens with the plan's answers", { timeout: 20_000 }, () => {
  it("Brooklyn (no home charging, 16 miles): says so, prefills 'No access' and the miles, asks about work", async () => {
    openWithPlan({ dailyMiles: 16, annualMiles: 4_000, homeCharging: "no" });
    expect((await screen.findByTestId("recommender-prefill")).textContent).toBe(
      "From your charging plan: no electricity where you park and 16 miles a day. We've filled these in; change anything that's different.",
    );
    answerRoleAndUse();
    expect((screen.getByRole("radio", { name: /No access to electricity/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(screen.getByRole("group", { name: /work, school or in your community/ })).getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toBe("15 miles");
    expect(screen.getByText("Your plan says 16 miles a day; the slider moves in steps of 5.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Get My Recommendation" }));
    const page = screen.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" }).closest("section")!;
    // Nothing on the results says a person without electricity can plug in at home.
    expect(page.textContent).not.toMatch(/You can plug in|household outlet|when you charge at home/);
    // The models that fit use the plan's own 16 miles.
    const phev = await screen.findByTestId("fitting-models-PHEV", {}, { timeout: 15_000 });
    await waitFor(() => expect(within(phev).getAllByRole("listitem").length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(within(phev).getByRole("heading").textContent).toBe("2025–26 plug-in hybrids that fit 16 miles a day");
    expect(phev.textContent).toContain("2025 Toyota Prius PHEV SE: 45 mi electric range, 3.8 mi/kWh");
    expect(phev.textContent).toContain("EPA figures from fueleconomy.gov, file of Oct 29, 2025 (model year 2026 is partial). Prices are not compared.");
  });

  it("a Level 2 charger in the plan: asks whether it is installed, and a planner is never told it is", async () => {
    openWithPlan({ dailyMiles: 40, annualMiles: 10_000, homeCharging: "yes", homeSetup: "level2" });
    await screen.findByTestId("recommender-prefill");
    answerRoleAndUse();
    expect(screen.getByText(LEVEL2_QUESTION_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Planning a Level 2 Charger/ }));
    expect(screen.queryByText(LEVEL2_QUESTION_HINT)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Get My Recommendation" }));
    const page = screen.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" }).closest("section")!;
    expect(page.textContent).toContain("Once your Level 2 charger is in");
    expect(page.textContent).not.toMatch(/already set up|Your Level 2 charger refills/);
    // The battery EV ranks second here: its models sit in its (closed) details.
    const bev = await screen.findByTestId("fitting-models-BEV", {}, { timeout: 15_000 });
    await waitFor(() => expect(bev.querySelectorAll("li")).toHaveLength(4), { timeout: 15_000 });
    expect(bev.querySelector("h3")!.textContent).toBe("2025–26 battery EVs that fit 40 miles a day");
  });

  it("a share link's answers win over the plan", async () => {
    openWithPlan({ dailyMiles: 16, homeCharging: "no" }, "/ev-phev-hybrid-recommender?role=only&use=commuting&charging=240v&work=&miles=60&result=PHEV");
    expect(screen.getByRole("heading", { name: "Your Electrified Vehicle Recommendations" })).toBeTruthy();
    expect(await screen.findByText("2025–26 plug-in hybrids that fit 60 miles a day", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId("recommender-prefill")).toBeNull();
  });

  it("without a plan, starts as before (40 miles, nothing chosen)", () => {
    openWithPlan(null);
    expect(screen.queryByTestId("recommender-prefill")).toBeNull();
    answerRoleAndUse();
    expect(screen.getAllByRole("radio", { checked: true })).toHaveLength(2);
  });
});
