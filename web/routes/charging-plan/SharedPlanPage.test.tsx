import { SAMPLE_BEV_INPUTS } from "../../../domain/share/test-fixtures";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { base64UrlEncode } from "../../../domain/share/base64url";
import { buildFullSharePayload, encodePlanShare, type FullPlanSharePayload } from "../../../domain/share/plan-payload";
import SharedPlanPage from "./SharedPlanPage";

// "Your plan in dollars" looks the ZIP up; no shards are served here: an unknown ZIP (US defaults).
vi.mock("../../lib/zip/useZipInfo", () => ({ useZipInfo: () => ({ status: "not-found" }) }));

const PLAN: FullPlanSharePayload = buildFullSharePayload(SAMPLE_BEV_INPUTS);

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/shared-plan" element={<SharedPlanPage />} />
        <Route path="/charging-plan" element={<p>Wizard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("SharedPlanPage", () => {
  it("shows the plan recomputed from its inputs", async () => {
    renderAt(`/shared-plan?data=${encodePlanShare(PLAN)}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Shared EV Charging Plan" })).toBeTruthy();
    expect(screen.getByText("Based on 40 miles daily driving in 94110")).toBeTruthy();
    expect(screen.getByTestId("battery-percent").textContent).toBe("16%");
    expect(screen.getByTestId("miles-recharged").textContent).toBe("24");
    expect(screen.getByTestId("days-between").textContent).toBe("12");
    expect(screen.getByRole("heading", { name: "Charging Summary" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Want to create your own charging plan?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create Your Own Plan" }).getAttribute("href")).toBe("/charging-plan");
  });

  it("ignores forged result numbers in the link", async () => {
    const forged = { ...PLAN, results: { ...PLAN.results, percentBatteryUsedDaily: 1, daysBetweenPublicCharging: 99, mainMessage: "Never charge!" } };
    renderAt(`/shared-plan?data=${encodePlanShare(forged)}`);
    expect((await screen.findByTestId("battery-percent")).textContent).toBe("16%");
    expect(screen.getByTestId("days-between").textContent).toBe("12");
    expect(screen.queryByText(/Never charge!/)).toBeNull();
  });

  it("hides Miles Recharged at Home without home charging (dashboard variant, 8 hours default)", async () => {
    const data = encodePlanShare({
      zipCode: "90210",
      annualMiles: 0,
      dailyMiles: 40,
      evType: "BEV",
      evRange: 250,
      homeCharging: "no",
      homeSetup: "level1",
      results: { message: "Public charging every 3 days" },
    });
    renderAt(`/shared-plan?data=${data}`);
    expect(await screen.findByText("Based on 40 miles daily driving in 90210")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Miles Recharged at Home" })).toBeNull();
    expect(screen.getByTestId("days-between").textContent).toBe("3");
  });

  it("an old dashboard link (made before the money figures, with the spec's 14-day text) opens with today's figures", async () => {
    const data = encodePlanShare({
      zipCode: "10025",
      annualMiles: 7_500,
      dailyMiles: 30,
      evType: "BEV",
      evRange: 250,
      homeCharging: "yes",
      homeSetup: "level2",
      results: { message: "Public charging about every 14 days, mostly on longer trips" },
    });
    renderAt(`/shared-plan?data=${data}`);
    expect(await screen.findByText("No regular public charging")).toBeTruthy();
    expect(screen.queryByText(/every 14 days/)).toBeNull();
    // "Your plan in dollars" loads as its own chunk; the ZIP is unknown here, so US defaults apply.
    expect(await screen.findByRole("heading", { name: "Your plan in dollars" }, { timeout: 5000 })).toBeTruthy();
    // 7,500 ÷ 29 × $3.11 (US default) = $804.31 a year: $67 a month.
    expect((await screen.findByTestId("money-gas-monthly", {}, { timeout: 5000 })).textContent).toBe("$67");
  });

  it("renders hostile strings as text, never as HTML", async () => {
    const { container } = renderAt(`/shared-plan?data=${encodePlanShare({ ...PLAN, zipCode: '"><script>' })}`);
    expect(await screen.findByText('Based on 40 miles daily driving in "><script>')).toBeTruthy();
    expect(container.querySelector("script")).toBeNull();
  });

  it("shows Loading shared plan... before the link has been read", () => {
    // Server rendering runs no effects: exactly the state before the link is decoded.
    const html = renderToString(
      <MemoryRouter initialEntries={[`/shared-plan?data=${encodePlanShare(PLAN)}`]}>
        <SharedPlanPage />
      </MemoryRouter>,
    );
    expect(html).toContain("Loading shared plan...");
    expect(html).not.toContain("Shared EV Charging Plan");
  });

  it.each([
    ["/shared-plan", "No shared plan data found."],
    ["/shared-plan?data=", "No shared plan data found."],
    ["/shared-plan?data=not-a-plan", "Invalid shared plan data."],
    [`/shared-plan?data=${base64UrlEncode(JSON.stringify({ ...PLAN, extra: 1 }))}`, "Invalid shared plan data."],
  ])("%s → Invalid Link card with %s", async (url, message) => {
    renderAt(url);
    expect(await screen.findByRole("heading", { level: 1, name: "Invalid Link" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(screen.getByRole("link", { name: "Create Your Own Plan" }).getAttribute("href")).toBe("/charging-plan");
  });
});
