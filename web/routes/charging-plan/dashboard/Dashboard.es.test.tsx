// The dashboard in Spanish (issue 29): task cards, progress and the plan at a glance in the
// catalogue's words, links to the Spanish pages, and the same figures as the English render.
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_USER_INPUTS, EMPTY_FLAGS, type TaskFlags, type UserInputs } from "../../../../domain/contracts/progress.schema";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import { Dashboard } from "./Dashboard";

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
afterEach(() => setLocaleSource(() => "en"));

describe("Dashboard in Spanish", () => {
  it("before Charging Basics: locked cards say why, share waits, in Spanish", () => {
    setLocaleSource(() => "es");
    const { container } = renderDashboard({}, DEFAULT_USER_INPUTS);
    expect(screen.getByText("Su plan de carga, una tarea a la vez.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sus tareas" })).toBeTruthy();
    expect(within(card(container, "chargingBasics")).getByRole("link", { name: "Comenzar esta tarea" }).getAttribute("href")).toBe("/es/charging-plan/basics");
    expect(card(container, "incentives").textContent).toContain("Bloqueada: termine Conceptos básicos de carga para desbloquear Reembolsos");
    const share = screen.getByRole("button", { name: "Compartir plan" });
    expect(share.getAttribute("title")).toBe("Complete Conceptos básicos de carga para compartir su plan");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("0 de 8 tareas completadas");
  });

  it("after Charging Basics: the same figures as in English, Spanish task links", () => {
    const figures = () => ({
      progress: screen.getByTestId("dashboard-progress").textContent,
      daily: screen.getByTestId("summary-daily-miles").textContent,
      percent: screen.getByTestId("summary-daily-percent").textContent,
      home: screen.getByTestId("summary-home").textContent,
    });
    renderDashboard({ chargingBasics: true, drivingTips: true }, PLAN);
    const en = figures();
    cleanup();
    setLocaleSource(() => "es");
    const { container } = renderDashboard({ chargingBasics: true, drivingTips: true }, PLAN);
    const es = figures();
    // 40 / 250 = 16%; Level 2 puts back all 40 miles a night (Dashboard.test.tsx).
    expect(en).toEqual({ progress: "2/8", daily: "40 miles", percent: "16%", home: "Charge at home every night, about 40 miles back (100% of your day)" });
    expect(es).toEqual({ progress: "2/8", daily: "40 millas", percent: "16%", home: "Cargue en casa cada noche: recupera unas 40 millas (100% de su día)" });
    expect(screen.getByRole("heading", { name: "Su plan de un vistazo" })).toBeTruthy();
    const links = [...container.querySelectorAll<HTMLAnchorElement>(".task-card a")].map((a) => [a.getAttribute("href"), a.textContent]);
    expect(links[0]).toEqual(["/es/charging-plan/basics", "Revisar"]);
    expect(links[1]).toEqual(["/es/charging-plan/home-charger", "Comenzar esta tarea"]);
    expect(links).toHaveLength(8);
    const titles = [...container.querySelectorAll(".task-card__title")].map((h) => h.firstChild?.textContent);
    expect(titles).toEqual([
      "Conceptos básicos de carga",
      "Carga en casa",
      "Carga pública",
      "Ahorre al máximo",
      "Automatice la carga",
      "Consejos de manejo",
      "Salud de la batería",
      "Reembolsos",
    ]);
    expect(card(container, "chargingBasics").textContent).toContain("Completada");
  });

  it("no home charging: the muted cards say so in Spanish", () => {
    setLocaleSource(() => "es");
    const { container } = renderDashboard({ chargingBasics: true }, { ...PLAN, homeCharging: "no" });
    expect(card(container, "homeCharger").textContent).toContain("Usted dijo que no puede cargar en casa, así que esta puede esperar.");
    expect(screen.getByTestId("summary-home").textContent).toBe("Sin carga en casa");
  });
});
