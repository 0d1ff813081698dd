// The Home Charger guide in Spanish (issue 29): the page's heading, setup question, outlet notice,
// price bands and "How to hire an installer" in Spanish, with the same dollar figures as English.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import { clearZipCache } from "../../../lib/zip/lookup";
import HomeChargerPage from "./HomeChargerPage";

import shard958 from "../../../public/data/zip/958.json";
import programsCa from "../../../public/data/programs/CA.json";

const FILES: Record<string, unknown> = { "/data/zip/958.json": shard958, "/data/programs/CA.json": programsCa };

beforeEach(() => {
  clearZipCache();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T12:00:00") });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const file = FILES[String(url)];
      return file ? Response.json(file) : new Response("", { status: 404 });
    }),
  );
});
afterEach(() => {
  setLocaleSource(() => "en");
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderIn(locale: "en" | "es") {
  setLocaleSource(() => locale);
  const path = locale === "es" ? "/es/home-ev-charger-installation-guide" : "/home-ev-charger-installation-guide";
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HomeChargerPage mode="standalone" />
    </MemoryRouter>,
  );
}

const dollars = (text: string) => text.match(/\$\d{1,3}(,\d{3})*/g) ?? [];

describe("Home Charger guide in Spanish", () => {
  it("household outlet: Spanish headings, notice, price bands with the English dollars, and the hiring steps", async () => {
    renderIn("en");
    const englishBands = (await screen.findAllByRole("table"))[0]!.textContent ?? "";
    const englishPrices = (await screen.findAllByTestId("charger-card", undefined, { timeout: 3000 })).map(
      (card) => card.querySelector(".charger-card__price")?.textContent ?? "",
    );
    cleanup();
    renderIn("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Guía para instalar un cargador en casa");
    expect(screen.getByRole("group", { name: "¿Qué tiene hoy en casa?" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Enchufe normal/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Aviso importante" })).toBeTruthy();
    expect(screen.getByText(/suma hasta unas 3 millas de autonomía por hora/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "¿Qué puerto de carga tiene mi auto?" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Rango de precios de instalación" })).toBeTruthy();
    const spanishBands = (await screen.findAllByRole("table"))[0]!.textContent ?? "";
    // The spec's bands: under $1,000, under $2,000, $2,000 and up, the charger $250 and up.
    expect(dollars(englishBands)).toEqual(["$1,000", "$2,000", "$2,000", "$250"]);
    expect(dollars(spanishBands)).toEqual(dollars(englishBands));
    expect(spanishBands).toContain("Panel eléctrico en el garaje, con capacidad de sobra");
    expect(spanishBands).toContain("Menos de $1,000");
    expect(spanishBands).toContain("Desde $250");

    const hire = await screen.findByTestId("hire-an-installer", undefined, { timeout: 3000 });
    expect(within(hire).getByRole("heading", { name: "Cómo contratar a un instalador" })).toBeTruthy();
    expect(within(hire).getByRole("heading", { name: "1. Verifique la licencia del electricista" })).toBeTruthy();
    expect(within(hire).getByRole("heading", { name: "3. Pida tres presupuestos" })).toBeTruthy();
    expect(within(hire).getByText(/C-10, Electrical/)).toBeTruthy();
    expect(within(hire).getByText("Pida al menos tres presupuestos a electricistas con licencia.")).toBeTruthy();
    // The charger list: Spanish heading and cards, each price the English card's dollars.
    expect(await screen.findByRole("heading", { name: "Cargadores de nivel 2 recomendados" })).toBeTruthy();
    const cards = await screen.findAllByTestId("charger-card");
    const spanishPrices = cards.map((card) => card.querySelector(".charger-card__price")?.textContent ?? "");
    expect(spanishPrices.length).toBeGreaterThan(0);
    expect(spanishPrices.map((price) => dollars(price))).toEqual(englishPrices.map((price) => dollars(price)));
    for (const price of spanishPrices) expect(price).toMatch(/^\$\d+, precio de referencia$/);
    expect(screen.getByRole("heading", { name: "Qué significa “UL listed” (certificado por UL)" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["reference price", "Level 2 Charger Recommendations", "Home Charger Installation Guide", "Important Notice", "How to hire an installer", "Get three quotes"]) {
      expect(text).not.toContain(english);
    }
  });
});

describe("Home Charger guide in Spanish: the other setups", () => {
  it("240V outlet: the NEMA question, outlet facts from the records in Spanish, the shared-outlet answer and the splitter", async () => {
    renderIn("es");
    fireEvent.click(screen.getByRole("radio", { name: /Tomacorriente de 240 V disponible/ }));
    expect(await screen.findByRole("heading", { name: "Cargar con un tomacorriente de 240 V" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "¿Qué tipo de tomacorriente NEMA tiene?" })).toBeTruthy();
    // NEMA 14-50 record: 50 amps, an EV charger, about 30 miles of range per hour.
    const nema1450 = screen.getByRole("radio", { name: /NEMA 14-50/ }).closest("label")!;
    expect(nema1450.textContent).toContain("50 amperios");
    expect(nema1450.textContent).toContain("Uso típico: Cargador para vehículos eléctricos");
    expect(nema1450.textContent).toContain("Suma unas 30 millas de autonomía por hora");
    fireEvent.click(screen.getByRole("radio", { name: /NEMA 14-50/ }));
    fireEvent.click(await screen.findByRole("radio", { name: "Sí" }));
    expect(screen.getByRole("heading", { name: "Compártalo con seguridad usando un divisor inteligente" })).toBeTruthy();
    expect(await screen.findByText("Cargadores que funcionan con su tomacorriente NEMA 14-50.")).toBeTruthy();
  });

  it("existing Level 2 charger and the charge-port dialog", async () => {
    renderIn("es");
    fireEvent.click(screen.getByRole("button", { name: "¿Qué puerto de carga tiene mi auto?" }));
    expect(screen.getByRole("heading", { name: "Tipos de puerto de carga", hidden: true })).toBeTruthy();
    expect(screen.getByText("NACS / SAE J3400 (el conector de Tesla)")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Cargador de nivel 2 ya instalado/ }));
    expect(await screen.findByRole("heading", { name: "Ya tiene todo listo" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cuándo conviene cambiarlo" })).toBeTruthy();
  });
});
