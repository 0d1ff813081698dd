// "Your plan in dollars" and the result cards in Spanish (issue 29): every dollar and number the
// English render shows, the Spanish render shows identically; the words come from the catalogue.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../../../../domain/charging-plan/test-fixtures";
import type { UserInputs } from "../../../../domain/contracts/progress.schema";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import PlanMoney from "./PlanMoney";
import { ResultCards } from "./ResultCards";

// ZIP 92101 as the place shard gives it (Rewiring America's zcta-to-geography.csv): SDG&E, tariff SDGE.
const SAN_DIEGO_PLACE = vi.hoisted(() => ({
  status: "found",
  info: {
    state: "CA",
    utilities: ["SDGE"],
    areaGeographyIds: ["5", "280"],
    electric: [
      { geographyId: "3544", key: "ca-san-diego-gas-and-electric", name: "San Diego Gas & Electric", predominant: true, price: null, retailChoice: false, tariffKey: "SDGE" },
    ],
    county: null,
  },
}));
vi.mock("../../../lib/zip/useZipInfo", () => ({ useZipInfo: () => SAN_DIEGO_PLACE }));
vi.mock("../../../lib/programs/usePrograms", async () => {
  const { parseProgramShard } = await import("../../../../domain/incentives/programs.schema");
  const shard = (await import("../../../public/data/programs/CA.json")).default;
  return { useProgramShard: (state: string | null) => (state === "CA" ? { status: "ready", data: parseProgramShard("CA", shard) } : { status: "error" }) };
});
// No station prices: public charging at the US average (as in PlanMoney.test.tsx).
vi.mock("../../../lib/stations/useStations", () => ({ useStations: () => ({ status: "error" }) }));

afterEach(() => setLocaleSource(() => "en"));

const TODAY = "2026-11-23";

function renderMoney(inputs: UserInputs, onAssumptionsChange?: () => void) {
  return render(
    <MemoryRouter>
      <PlanMoney inputs={inputs} today={TODAY} assumptionsSaved {...(onAssumptionsChange ? { onAssumptionsChange } : {})} />
    </MemoryRouter>,
  );
}

/** Every figure cell of the money table, by its test id. */
function moneyCells(): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const cell of document.querySelectorAll<HTMLElement>('[data-testid$="-monthly"], [data-testid$="-yearly"]')) {
    cells[cell.dataset.testid!] = cell.textContent ?? "";
  }
  return cells;
}

/** The dollar amounts in a text, in order: "$28", "$1,116", "$24.15". */
const dollars = (text: string | null | undefined) => (text ?? "").match(/-?\$[\d,]+(\.\d+)?/g) ?? [];

describe("Your plan in dollars, in Spanish", () => {
  it("ZIP 92101: the same table, lead and fixed charge as in English", () => {
    renderMoney(SAN_DIEGO_LEVEL2_INPUTS);
    const en = { cells: moneyCells(), lead: screen.getByTestId("money-lead").textContent, fixed: screen.getByTestId("money-fixed").textContent };
    cleanup();
    setLocaleSource(() => "es");
    renderMoney(SAN_DIEGO_LEVEL2_INPUTS);
    const es = { cells: moneyCells(), lead: screen.getByTestId("money-lead").textContent, fixed: screen.getByTestId("money-fixed").textContent };

    // Worked in domain/charging-plan/model.test.ts: EV-TOU-5 $28 a month, gas car $121, $93 kept ($1,116 a year).
    expect(en.cells["money-ev-monthly"]).toBe("$28");
    expect(en.cells["money-gas-yearly"]).toBe("$1,449");
    expect(Object.keys(en.cells).length).toBeGreaterThanOrEqual(12);
    expect(es.cells).toEqual(en.cells);
    expect(es.lead).toBe(
      "Manejando un vehículo eléctrico: unos $28 al mes. Las mismas millas en un auto de gasolina: $121 al mes. Usted ahorra unos $93 al mes ($1,116 al año).",
    );
    expect(dollars(es.lead)).toEqual(dollars(en.lead));
    expect(es.fixed).toBe(
      "El cargo fijo de SDG&E, de unos $24.15 al mes, aparece en todas las facturas, con o sin vehículo eléctrico, así que no se cuenta aquí.",
    );
    expect(dollars(es.fixed)).toEqual(dollars(en.fixed));

    expect(screen.getByRole("heading", { name: "Su plan en dólares" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Costo", "Mes", "Año"]);
    expect(screen.getByRole("rowheader", { name: /^Casa, plan estándar de SDG&E/ })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Usted ahorra" })).toBeTruthy();
    // Season months in Spanish, the same cents as in English.
    const evDetail = screen.getByTestId("money-home-ev-monthly").closest("tr")!.querySelector(".plan-money__detail")!.textContent;
    // EV-TOU-5's cheapest hours: summer Jun–Oct 12.4¢, winter Nov–May 11.7¢ (the English row says "Jun–Oct 12.4¢, Nov–May 11.7¢").
    expect(evDetail).toBe("horas más baratas: jun–oct 12.4¢, nov–may 11.7¢ · el que se cuenta");
  });

  it("sources carry the same dates, written the es-US way", () => {
    setLocaleSource(() => "es");
    renderMoney(SAN_DIEGO_LEVEL2_INPUTS);
    const sources = screen.getByText("Fuentes y fechas").closest("details")!;
    // The same source dates as in English ("as of Jul 28, 2025", "as of Aug 22, 2026").
    expect(sources.textContent).toContain("Precio de la carga pública:");
    expect(sources.textContent).toContain("datos de 28 jul 2025");
    expect(sources.textContent).toContain("datos de 22 ago 2026");
    // Our own "as of" is Spanish; a source's own description (a tariff's "hours as of …") stays as published.
    expect(sources.textContent).not.toMatch(/as of (Jul|Aug)/);
    // Our own note on the missing Level 2 average is ours to translate (it is not a source's text).
    expect(sources.textContent).toContain("No encontramos un precio promedio de carga de nivel 2 con fecha y fuente citable");
    expect(sources.textContent).not.toContain("No dated, citable average Level 2 price");
  });

  it("money you may get: the same dollars, Spanish sentences and answers", () => {
    const used: UserInputs = { ...SAN_DIEGO_LEVEL2_INPUTS, purchase: "used" };
    renderMoney(used, () => undefined);
    const en = screen.getByTestId("money-incentives").textContent;
    const enIncome = screen.getByTestId("money-income-qualified").textContent;
    cleanup();
    setLocaleSource(() => "es");
    renderMoney(used, () => undefined);
    const es = screen.getByTestId("money-incentives").textContent;
    const esIncome = screen.getByTestId("money-income-qualified").textContent;
    // SDG&E's income-qualified used-car tier, $3,000, replaces the standard $1,000 (PlanMoney.test.tsx).
    expect(enIncome).toBe("$3,000 more if your household income qualifies (it replaces the $1,000).");
    expect(esIncome).toBe("$3,000 más si los ingresos de su hogar califican (reemplaza los $1,000).");
    // SDG&E's used-car rebate, $1,000 (PlanIncentives.test.tsx), counted once the person says used.
    expect(dollars(en)).toContain("$1,000");
    expect(dollars(es)).toEqual(dollars(en));
    expect(es).toMatch(/^Hasta \$1,000 para un auto usado de programas abiertos en este momento\./);
    expect(screen.getByRole("button", { name: "Usado", pressed: true })).toBeTruthy();
    expect(screen.getByText("¿Va a comprar nuevo o usado?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vea todos los programas y sus reglas" }).getAttribute("href")).toBe("/es/charging-plan/incentives");
  });

  it("an assumption out of range says so in Spanish", () => {
    setLocaleSource(() => "es");
    renderMoney(SAN_DIEGO_LEVEL2_INPUTS, () => undefined);
    fireEvent.click(screen.getByText("Cambiar los supuestos"));
    const field = screen.getByLabelText(/^Rendimiento del auto de gasolina/);
    fireEvent.change(field, { target: { value: "-4" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Aplicar" })[1]!);
    expect(screen.getByRole("alert").textContent).toMatch(/^Escriba un número entre \d+ y \d+\.$/);
  });
});

describe("the result cards in Spanish", () => {
  const cards = () => ({
    battery: screen.getByTestId("battery-percent").textContent,
    recharged: screen.getByTestId("miles-recharged").textContent,
    days: screen.queryByTestId("days-between")?.textContent ?? null,
    titles: screen.getAllByRole("heading").map((h) => h.textContent),
    details: [...document.querySelectorAll(".result-card__detail")].map((p) => p.textContent),
  });

  it("the same figures, Spanish titles and units", () => {
    // 30 miles a day on a 250-mile BEV: 12%; Level 2 at about 30 miles an hour for 8 hours covers the 30 miles.
    render(<ResultCards inputs={SAN_DIEGO_LEVEL2_INPUTS} />);
    const en = cards();
    cleanup();
    setLocaleSource(() => "es");
    render(<ResultCards inputs={SAN_DIEGO_LEVEL2_INPUTS} />);
    const es = cards();
    expect(en.battery).toBe("12%");
    expect(es.battery).toBe(en.battery);
    expect(es.recharged).toBe(en.recharged);
    expect(es.days).toBe(en.days);
    expect(es.titles.slice(0, 2)).toEqual(["Batería usada al día", "Millas recargadas en casa"]);
    expect(es.details).toContain("30 de 250 millas de autonomía cada día");
    expect(es.details).toContain("Cargador de nivel 2: unas 30 millas por hora de carga, 8 horas estacionado");
    expect(en.details).toContain("Level 2 charger: about 30 miles per hour added, 8 hours parked");
    expect(screen.getByRole("list", { name: "Resultados de su plan" })).toBeTruthy();
  });
});
