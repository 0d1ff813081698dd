// The shared UI in Spanish (issue 29): what every page shows (feedback widget, guide footer,
// breadcrumbs, account control, 404, page error, loading, print sheet, utility picker and notes)
// reads in Spanish on a Spanish page, links stay under /es, and figures are the English ones.
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../domain/i18n/runtime";
import type { UtilityPlans } from "../../domain/place/utility-plans";
import { resetAuthForTests } from "../lib/auth/auth-state";
import en from "./i18n/en.json";
import { FeedbackWidget } from "./FeedbackWidget";
import { GuideFooter } from "./guide/GuideFooter";
import { AccountControl } from "./layout/AccountControl";
import { Breadcrumbs } from "./layout/Breadcrumbs";
import { NotFound } from "./layout/NotFound";
import { PageErrorBoundary } from "./layout/PageErrorBoundary";
import { PageLoading } from "./layout/PageLoading";
import { PrintPlanButton, printedNextSteps } from "./print/PrintPlan";
import { UtilityPicker } from "./place/UtilityPicker";
import { UtilityPlansNote } from "./place/UtilityPlansNote";

/** English sentences of this catalogue that must not show on a Spanish page (short words like "No" aside). */
const ENGLISH = Object.values(en).filter((text) => text.length > 12 && !text.includes("{") && !text.startsWith("State outlines"));

function expectNoEnglish(container: HTMLElement) {
  const text = container.textContent ?? "";
  for (const sentence of ENGLISH) expect(text, sentence).not.toContain(sentence);
}

beforeEach(() => {
  setLocaleSource(() => "es");
  vi.stubGlobal("fetch", vi.fn<typeof fetch>());
  resetAuthForTests();
});
afterEach(() => {
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
  resetAuthForTests();
});

describe("shared UI in Spanish", () => {
  it("the feedback widget asks in Spanish", () => {
    const { container } = render(<FeedbackWidget page="Home Charger Installation" />);
    expect(screen.getByRole("heading", { name: "¿Le resultó útil?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sí" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No" })).toBeTruthy();
    expectNoEnglish(container);
  });

  it("the guide footer: Atrás, Siguiente sección, and the way back to the Spanish plan", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/es/public-ev-charging-stations-guide"]}>
        <GuideFooter task="publicCharging" mode="standalone" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("navigation", { name: "Navegación de la guía" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "← Atrás" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Siguiente sección →" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al plan" }).getAttribute("href")).toBe("/es/charging-plan");
    expectNoEnglish(container);
  });

  it("breadcrumbs are labelled in Spanish and link to Spanish pages", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs pathname="/es/charging-plan" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Ruta de navegación" });
    expect(nav.querySelector("a")?.getAttribute("href")).toBe("/es");
  });

  it("a guest's Sign in link is Spanish and comes back to the Spanish page", async () => {
    render(
      <MemoryRouter initialEntries={["/es/charging-plan/driving-tips"]}>
        <AccountControl />
      </MemoryRouter>,
    );
    const link = await screen.findByRole("link", { name: "Iniciar sesión" });
    expect(link.getAttribute("href")).toBe(`/es/login?next=${encodeURIComponent("/es/charging-plan/driving-tips")}`);
  });

  it("the 404 page: Spanish heading and words, every link under /es", () => {
    const { container } = render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("No encontramos esta página");
    expect(screen.getByRole("link", { name: "Haga su plan de carga" }).getAttribute("href")).toBe("/es/charging-plan");
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/es/charging-plan", "/es/ev-gas-savings-calculator", "/es/ev-phev-hybrid-recommender", "/es"]);
    expectNoEnglish(container);
  });

  it("a page that fails to load says so in Spanish; loading too", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = () => {
      throw new Error("chunk failed");
    };
    render(
      <MemoryRouter>
        <PageErrorBoundary resetKey="/es">
          <Broken />
        </PageErrorBoundary>
        <PageLoading />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Esta página no se cargó");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Cargando…");
  });

  it("the print sheet's button and next steps are Spanish, with Spanish addresses", () => {
    render(<PrintPlanButton />);
    expect(screen.getByRole("button", { name: "Imprimir o guardar como PDF" })).toBeTruthy();
    expect(printedNextSteps({ homeCharging: "yes" })).toEqual([
      { title: "Elija e instale un cargador en casa", path: "/es/home-ev-charger-installation-guide" },
      { title: "Encuentre cargadores públicos y las aplicaciones para usarlos", path: "/es/public-ev-charging-stations-guide" },
      { title: "Vea los incentivos que puede obtener", path: "/es/charging-plan/incentives" },
      { title: "Compare los planes de tarifa de su compañía de luz", path: "/es/maximize-ev-fuel-savings-calculator" },
    ]);
  });

  it("the utility picker and a verified plan's cheapest hours: Spanish words, the same price", () => {
    render(
      <UtilityPicker
        options={[
          { key: "a", name: "Portland General Electric", predominant: true },
          { key: "b", name: "Pacific Power", predominant: false },
        ]}
        value="a"
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText("¿Qué compañía de luz le envía la factura de luz?")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Portland General Electric (la compañía principal en esta zona)" })).toBeTruthy();

    const plans = {
      kind: "verified",
      utilityName: "Seattle City Light",
      window: {
        planName: "Time-of-Day Rate",
        planKind: "tou",
        label: "off-peak",
        startHour: 0,
        endHour: 6,
        usdPerKwh: 0.0847,
        days: "every-day",
        season: "all-year",
        asOf: "2026-10-01",
        sourceLabel: "Seattle City Light rate schedule",
        switchInstructions: "",
      },
    } as unknown as UtilityPlans;
    const { container } = render(<UtilityPlansNote plans={plans} fallback={{ title: "x", text: "y" }} />);
    const note = container.querySelector('[data-testid="utility-plan-window"]')!.textContent!;
    // $0.0847/kWh shown to the cent: $0.08, as in English.
    expect(note).toContain("Con Time-of-Day Rate de Seattle City Light, el horario más barato es");
    expect(note).toContain("(off-peak, $0.08/kWh todos los días). Programe la carga");
    expect(container.textContent).toContain("Tarifas (datos de 2026-10-01); fuente: Seattle City Light rate schedule.");
  });
});
