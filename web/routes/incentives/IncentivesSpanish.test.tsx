// The finder in Spanish (issue 29): the same programs and the same dollars as the English page, in
// Spanish words; Rewiring America's own Spanish description where the data has one, and our own
// California list's English text marked as English where it has none.
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import tx from "../../../web/public/data/programs/TX.json";
import ca from "../../../web/public/data/programs/CA.json";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { DEFAULT_FILTERS } from "../../../domain/incentives/filters";
import type { ProgramAnswers } from "../../../domain/incentives/eligibility";
import type { ProgramLocation } from "../../../domain/place/types";
import IncentiveResults, { FederalCreditsNotice } from "./IncentiveResults";
import { ProgramQuestions } from "./ProgramQuestions";
import { FilterPanel } from "./FilterPanel";
import IncentivesPage, { LocationNote } from "./IncentivesPage";

const SHARDS: Record<string, unknown> = { TX: tx, CA: ca };
const AUSTIN: ProgramLocation = { state: "TX", geographyIds: ["43", "2799", "4941"] };
const SAN_DIEGO: ProgramLocation = { state: "CA", geographyIds: ["5", "280", "3544"] };

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const state = /\/data\/programs\/([A-Z]{2})\.json$/.exec(String(url))?.[1];
      return state && SHARDS[state] ? Response.json(SHARDS[state]) : new Response("", { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLocaleSource(() => "en");
});

function show(locale: "en" | "es", zip: string, stateName: string, location: ProgramLocation, utilityName: string, answers: ProgramAnswers) {
  setLocaleSource(() => locale);
  return render(
    <MemoryRouter>
      <IncentiveResults zip={zip} stateName={stateName} location={location} utilityName={utilityName} filters={DEFAULT_FILTERS} answers={answers} />
    </MemoryRouter>,
  );
}

/** Every dollar figure on the screen, in order ("$1,200", "$3,000"…). */
const dollars = (text: string | null) => (text ?? "").match(/\$\d[\d,]*/g) ?? [];

describe("the incentives finder in Spanish", () => {
  it("Austin 78701, homeowner: the same $1,200 counted as in English, in Spanish, with Rewiring America's Spanish description", async () => {
    const english = show("en", "78701", "Texas", AUSTIN, "Austin Energy", { owner: "homeowner" });
    const englishCounted = (await screen.findByTestId("incentives-counted")).textContent;
    english.unmount();

    const { container } = show("es", "78701", "Texas", AUSTIN, "Austin Energy", { owner: "homeowner" });
    const counted = (await screen.findByTestId("incentives-counted")).textContent;
    // TX-14: 50 % of cost up to $1,200 (TX.json), the only program counted for a homeowner here.
    expect(counted).toBe("Contado según sus respuestas: $1,200 para un cargador en casa.");
    expect(dollars(counted)).toEqual(dollars(englishCounted));
    expect(screen.getByTestId("incentives-coverage").textContent).toBe(
      "Programas que se muestran para Texas y para los clientes de Austin Energy: 1 programa de la compañía de luz (Austin Energy).",
    );
    // Rewiring America's own Spanish (short_description.es of TX-14), as published.
    expect(container.textContent).toContain(
      "Reembolso del 50 % del costo de compra e instalación de una estación de carga de nivel 2 (240 V) aprobada, hasta $1200.",
    );
    expect(container.textContent).not.toContain("Rebate for 50% of the purchase");
    expect(container.textContent).toContain("Fuente: datos de incentivos de Rewiring America (TX-14), última modificación el 13 jul 2026.");
    expect(screen.getByRole("heading", { name: /Disponibles y posiblemente disponibles \(1\)/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Página del programa de Austin Energy/ }).getAttribute("href")).toBe(
      "https://austinenergy.com/green-power/plug-in-austin/home-charging",
    );
    expect(screen.getByTestId("incentives-credit").textContent).toContain(
      "Datos de incentivos: Rewiring America (Apache-2.0); última modificación de los datos: 13 jul 2026 (nuestra copia: 6 ago 2026).",
    );
  });

  it("San Diego 92101, used car: $1,000 counted and $3,000 more if income qualifies, the same figures as in English", async () => {
    const english = show("en", "92101", "California", SAN_DIEGO, "San Diego Gas & Electric", { purchase: "used" });
    const englishCounted = (await screen.findByTestId("incentives-counted")).textContent;
    english.unmount();

    const { container } = show("es", "92101", "California", SAN_DIEGO, "San Diego Gas & Electric", { purchase: "used" });
    const counted = (await screen.findByTestId("incentives-counted")).textContent;
    expect(counted).toBe(
      "Contado según sus respuestas: $1,000 para un auto. $3,000 más si los ingresos de su hogar califican (no se cuenta).",
    );
    expect(dollars(counted)).toEqual(dollars(englishCounted));
    // Our California list has no Spanish text: the page says so and keeps the text as written.
    expect(container.textContent).toContain("La descripción del programa solo está publicada en inglés:");
    expect(container.querySelector('.incentive__amount[lang="en"]')).not.toBeNull();
  });

  it("the federal notice gives the same caps and dates in Spanish", () => {
    setLocaleSource(() => "en");
    const english = render(<FederalCreditsNotice />);
    const englishText = english.container.textContent;
    english.unmount();
    setLocaleSource(() => "es");
    const { container } = render(<FederalCreditsNotice />);
    expect(container.textContent).toContain("Los créditos fiscales federales para vehículos eléctricos terminaron.");
    expect(dollars(container.textContent)).toEqual(dollars(englishText));
    expect(dollars(container.textContent)).toHaveLength(2);
  });

  it("questions, filters and the place line read in Spanish; the purchase question is the plan's wording", () => {
    setLocaleSource(() => "es");
    render(
      <MemoryRouter>
        <ProgramQuestions answers={{}} onChange={() => undefined} />
        <FilterPanel filters={DEFAULT_FILTERS} onChange={() => undefined} />
        <LocationNote zip="78701" place={null} status="found" utilityName={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("group", { name: "¿Va a comprar nuevo o usado?" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "¿Es propietario o inquilino de su vivienda?" })).toBeTruthy();
    expect(screen.getByLabelText("Ingresos anuales del hogar antes de impuestos ($)")).toBeTruthy();
    expect(screen.getByRole("switch", { name: /Vehículo nuevo/ })).toBeTruthy();
    expect(screen.getByText("No encontramos el código postal 78701. Revise el número o pruebe con un código postal cercano.")).toBeTruthy();
  });

  it("in English the purchase question has the plan's wording too", () => {
    render(<ProgramQuestions answers={{}} onChange={() => undefined} />);
    expect(screen.getByRole("group", { name: "Are you buying new or used?" })).toBeTruthy();
  });
});

describe("the finder page in Spanish shows no English sentence of its catalogues", () => {
  it("renders /es/charging-plan/incentives without one", async () => {
    const { default: IncentivesPage } = await import("./IncentivesPage");
    const catalogues = [(await import("./i18n/en.json")).default, (await import("../../../domain/incentives/i18n/en.json")).default];
    const english = catalogues
      .flatMap((catalogue) => Object.values(catalogue))
      .filter((text): text is string => typeof text === "string" && !text.includes("{") && text.length > 12);
    setLocaleSource(() => "es");
    const { container } = render(
      <MemoryRouter>
        <IncentivesPage />
      </MemoryRouter>,
    );
    await screen.findByRole("heading", { level: 1, name: "Incentivos y reembolsos para vehículos eléctricos" });
    const text = container.textContent ?? "";
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(text).toContain("Cómo usar este buscador");
  });
});

describe("the finder's ZIP field in Spanish", () => {
  it("a ZIP that is not five digits is explained in Spanish", async () => {
    setLocaleSource(() => "es");
    render(
      <MemoryRouter initialEntries={["/es/charging-plan/incentives"]}>
        <IncentivesPage />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/código postal/i), { target: { value: "941" } });
    expect(await screen.findByText("Escriba un código postal (ZIP) de 5 dígitos, por ejemplo 94110.")).toBeTruthy();
  });
});
