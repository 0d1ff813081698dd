// Maximize Savings in Spanish (issue 29): the same plans, the same dollars and the same hours as in
// English, in Spanish words.
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../../domain/charging-plan/test-fixtures";
import { DEFAULT_USER_INPUTS } from "../../../domain/progress/model";
import { formatWindow } from "../../../domain/rates/format";
import HomeChargingPlans from "./HomeChargingPlans";
import PublicCharging from "./PublicChargingPrices";
import { CUSTOM, UtilityPicker } from "./UtilityPicker";

afterEach(() => setLocaleSource(() => "en"));

const dollars = (text: string | null | undefined) => (text ?? "").match(/\$\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?¢/g) ?? [];

function plans(locale: "en" | "es", selection: "SDGE" | typeof CUSTOM, inputs = SAN_DIEGO_LEVEL2_INPUTS) {
  setLocaleSource(() => locale);
  const view = render(
    <MemoryRouter>
      <HomeChargingPlans selection={selection} inputs={inputs} mode="task" />
    </MemoryRouter>,
  );
  const comparison = view.container.querySelector('[data-testid="plan-comparison"]')?.textContent ?? "";
  const ev = view.container.querySelector('[data-plan-id="sdge-ev-tou-5"] .plan-card__cost')?.textContent ?? "";
  const generic = view.container.querySelector('[data-testid="generic-rates"]')?.textContent ?? "";
  const text = view.container.textContent ?? "";
  cleanup();
  return { comparison, ev, generic, text };
}

describe("Maximize Savings in Spanish", () => {
  it("ZIP 92101, 7,500 miles, Level 2: SDG&E's plans with the same dollars as in English", () => {
    const en = plans("en", "SDGE");
    const es = plans("es", "SDGE");
    // The English test (HomeChargingPlans.test.tsx) pins EV-TOU-5 at $333 a year, the plan's own figure.
    expect(en.ev).toBe("$333 a year to charge");
    expect(es.ev).toBe("$333 al año para cargar");
    expect(dollars(es.comparison)).toEqual(dollars(en.comparison));
    // 7,500 miles ÷ 2.7 miles per kWh = 2,777.8 → 2,778 kWh.
    expect(es.comparison).toContain("7,500 millas al año a 2.7 millas por kWh son unos 2,778 kWh.");
    expect(es.text).toContain(
      `Con las 7,500 millas al año de su plan. Cargando en las horas en que está estacionado en casa (${formatWindow(23, 7)}, como en su plan), primero las horas más baratas, a 2.7 millas por kWh.`,
    );
    expect(es.text).toContain("Horas de carga más baratas por temporada");
    expect(es.text).not.toMatch(/a year to charge|Cheapest charging hours|Rate plan comparison/);
  });

  it("a utility we don't cover: the same rough yearly cost and gas-equivalent table in Spanish", () => {
    const en = plans("en", CUSTOM, DEFAULT_USER_INPUTS);
    const es = plans("es", CUSTOM, DEFAULT_USER_INPUTS);
    // HomeChargingPlans.test.tsx: 12,000 miles a year would cost about $667 at the assumed price.
    expect(en.generic).toContain("12,000 miles a year would cost about $667 to charge");
    expect(es.generic).toContain("cargar 12,000 millas al año costaría unos $667");
    expect(dollars(es.generic)).toEqual(dollars(en.generic));
    expect(es.generic).toContain("Precios de la electricidad y su equivalente en gasolina");
  });

  it("public charging and the utility picker read in Spanish", () => {
    setLocaleSource(() => "es");
    render(
      <MemoryRouter>
        <PublicCharging milesPerKwh={2.7} efficiencySource="la cifra de su plan" />
        <UtilityPicker start={{ kind: "pick", candidates: ["SCE", "AMP"] }} zip="92501" value={null} onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Carga pública" })).toBeTruthy();
    expect(screen.getByTestId("dc-fast-average").textContent).toMatch(/^En los cargadores rápidos \(DC\) que no son de Tesla, el promedio de EE\. UU\. fue de \$\d\.\d\d por kWh/);
    const average = screen.getByTestId("dc-fast-average");
    expect(average.textContent).toContain("Si usa carga de nivel 2, escriba el precio que muestra su cargador.");
    expect(average.querySelector('[lang="en"]')).toBeNull();
    expect(screen.getByRole("group", { name: /Su código postal 92501 tiene más de una compañía de luz/ })).toBeTruthy();
  });
});

describe("the Maximize Savings page in Spanish shows no English sentence of its catalogue", () => {
  it("renders /es/maximize-ev-fuel-savings-calculator's page without one", async () => {
    const { default: MaximizeSavingsPage } = await import("./MaximizeSavingsPage");
    const english = Object.values((await import("./i18n/en.json")).default).filter(
      (text): text is string => typeof text === "string" && !text.includes("{") && text.length > 12,
    );
    setLocaleSource(() => "es");
    const { container } = render(
      <MemoryRouter>
        <MaximizeSavingsPage mode="standalone" />
      </MemoryRouter>,
    );
    await screen.findByText("Ahorre lo más posible");
    const text = container.textContent ?? "";
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(text).toContain("Términos que conviene saber");
  });
});
