// The calculator in Spanish (issue 29): the same state averages and the same dollars as in English,
// in Spanish words.
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import GasSavingsCalculatorPage from "./GasSavingsCalculatorPage";

afterEach(() => setLocaleSource(() => "en"));

function show(locale: "en" | "es") {
  setLocaleSource(() => locale);
  const view = render(
    <MemoryRouter>
      <GasSavingsCalculatorPage />
    </MemoryRouter>,
  );
  const summary = screen.getByTestId("savings-summary").textContent ?? "";
  const costs = screen.getByTestId("unit-costs").textContent ?? "";
  const text = view.container.textContent ?? "";
  const values = [...view.container.querySelectorAll(".calc-figures dd")].map((dd) => dd.textContent);
  const headline = view.container.querySelector(".calc-savings")?.textContent ?? "";
  cleanup();
  return { summary, costs, text, values, headline };
}

const figures = (text: string) => text.match(/\$\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?¢|\d+%/g) ?? [];

describe("the EV vs gas calculator in Spanish", () => {
  // California's averages (state-prices.json: 29.51¢ per kWh, gas $5.602), 12,000 miles, 2.7 miles per
  // kWh, 29 mpg: electric 12,000 ÷ 2.7 × $0.2951 = $1,311.56 → $1,312; gas 12,000 ÷ 29 × $5.602 =
  // $2,318.07; saving $1,006.51 → $1,007 a year, 43 % less; 10.9¢ and 19.3¢ a mile.
  it("prints the same figures as the English page, in Spanish words", () => {
    const en = show("en");
    const es = show("es");
    expect(es.summary).toContain("Usted ahorra $1,007 al año (43% menos que con gasolina).");
    expect(en.summary).toContain("You save $1,007 a year (43% less than gas).");
    expect(figures(es.headline)).toEqual(figures(en.headline));
    expect(es.values).toEqual(en.values);
    expect(es.values.slice(0, 4)).toEqual(["10.9¢", "19.3¢", "$1,312", "$2,318"]);
    expect(es.costs).toBe("Eléctrico$1,312al añoGasolina$2,318al año");
    expect(es.text).toContain("Calculadora de ahorro: vehículo eléctrico o gasolina");
    expect(es.text).toContain("Promedio de California: 29.51¢ por kWh (EIA, promedio residencial de 2023).");
    expect(es.text).toContain("Promedio de California: $5.60 por galón (AAA, regular,");
    expect(es.text).not.toMatch(/You save|per year|Your results/);
  });
});

describe("the calculator in Spanish shows no English sentence of its catalogue", () => {
  it("renders without one", async () => {
    const english = Object.values((await import("./i18n/en.json")).default).filter((text) => !text.includes("{") && text.length > 12);
    const { text } = show("es");
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});
