// A shared plan opened under /es (issue 29): the same figures as the English page, in Spanish, and
// the first screen's words around the Worker's tokens.
import { SAMPLE_BEV_INPUTS } from "../../../domain/share/test-fixtures";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { SHARED_PLAN_TEMPLATE, SHARED_PLAN_TOKENS } from "../../../domain/share/first-screen";
import { buildFullSharePayload, encodePlanShare } from "../../../domain/share/plan-payload";
import SharedPlanPage from "./SharedPlanPage";
import { SharedPlanBasis, SharedPlanDollars } from "./SharedPlanFirstScreen";

vi.mock("../../lib/zip/useZipInfo", () => ({ useZipInfo: () => ({ status: "not-found" }) }));

afterEach(() => setLocaleSource(() => "en"));

const DATA = encodePlanShare(buildFullSharePayload(SAMPLE_BEV_INPUTS));

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/shared-plan" element={<SharedPlanPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const figures = () => ({
  battery: screen.getByTestId("battery-percent").textContent,
  recharged: screen.getByTestId("miles-recharged").textContent,
  days: screen.getByTestId("days-between").textContent,
});

describe("SharedPlanPage in Spanish", () => {
  it("the same plan figures as in English, Spanish headings and call to action", async () => {
    renderAt(`/shared-plan?data=${DATA}`);
    await screen.findByTestId("battery-percent");
    const en = figures();
    cleanup();
    setLocaleSource(() => "es");
    renderAt(`/shared-plan?data=${DATA}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Plan de carga compartido" })).toBeTruthy();
    // SharedPlanPage.test.tsx: 40 miles on a 250-mile BEV is 16%; 24 miles back; public charging every 12 days.
    expect(en).toEqual({ battery: "16%", recharged: "24", days: "12" });
    expect(figures()).toEqual(en);
    expect(screen.getByText("Según 40 millas de manejo diario en 94110")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Resumen de carga" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "¿Quiere hacer su propio plan de carga?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Haga su propio plan" }).getAttribute("href")).toBe("/es/charging-plan");
  });

  it("the first screen keeps every token the Worker fills, in Spanish words", () => {
    setLocaleSource(() => "es");
    const html = renderToString(
      <>
        <SharedPlanBasis dailyMiles={SHARED_PLAN_TEMPLATE.dailyMiles} zipCode={SHARED_PLAN_TEMPLATE.zipCode} />
        <SharedPlanDollars screen={SHARED_PLAN_TEMPLATE} />
      </>,
    );
    expect(html).toContain(`Según ${SHARED_PLAN_TOKENS.dailyMiles} millas de manejo diario en ${SHARED_PLAN_TOKENS.zipCode}`);
    expect(html).toContain(`data-testid="shared-plan-money">${SHARED_PLAN_TOKENS.money}<!-- -->.</p>`);
    expect(html).toContain(`Calculado para el ZIP ${SHARED_PLAN_TOKENS.zipCode}`);
    expect(html).toContain("Este plan en dólares");
  });
});
