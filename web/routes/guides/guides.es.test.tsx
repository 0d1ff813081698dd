// The four guides in Spanish (issue 29): each page rendered under "es" shows its Spanish heading,
// its Spanish copy and the same figures as the English render (miles worked by hand below).
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { encodeJsonParam } from "../../../domain/share/base64url";
import { clearZipCache } from "../../lib/zip/lookup";
import AutomateChargingPage from "./automate-charging/AutomateChargingPage";
import BatteryHealthPage from "./battery-health/BatteryHealthPage";
import DrivingTipsPage from "./driving-tips/DrivingTipsPage";
import PublicChargingPage from "./public-charging/PublicChargingPage";

const shard941 = { v: 2, n: ["San Francisco"], s: ["CA"], u: ["PG&E"], c: [], g: [], e: [], z: [["10", 0, 37.7509, -122.4153, 0, [0], -1, [], []]] };

beforeEach(() => {
  clearZipCache();
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => (String(url).endsWith("/941.json") ? Response.json(shard941) : new Response("", { status: 404 }))),
  );
});
afterEach(() => {
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
});

function renderIn(locale: "en" | "es", path: string, page: ReactElement) {
  setLocaleSource(() => locale);
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const link = (base: string, data: Record<string, unknown>) => `${base}?data=${encodeJsonParam(data)}`;

describe("guides in Spanish", () => {
  it("Maximize your range: Spanish heading, cards and cold-weather miles for a 300-mile EV", async () => {
    const path = link("/es/ev-driving-tips-maximize-range", { page: "driving-tips", evType: "BEV", evRange: 300 });
    renderIn("es", path, <DrivingTipsPage mode="standalone" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Aproveche al máximo la autonomía de su vehículo eléctrico");
    expect(screen.getByRole("heading", { name: "Cuatro maneras de llegar más lejos" })).toBeTruthy();
    expect(screen.getByText("Hasta un 75 % menos de energía")).toBeTruthy();
    expect(screen.getByText(/Los híbridos enchufables suelen tener entre 20 y 50 millas de autonomía eléctrica/)).toBeTruthy();
    // 300 × (1 − 40%) = 180 and 300 × (1 − 20%) = 240.
    expect((await screen.findByTestId("cold-range")).textContent).toBe(
      "Con una autonomía de 300 millas, cuente con unas 180–240 millas en los días fríos de invierno.",
    );
    const text = document.body.textContent ?? "";
    for (const english of ["Four ways to go further", "Quick tips", "Use regenerative braking", "plan on roughly"]) expect(text).not.toContain(english);
  });

  it("Battery health: Spanish sweet spot and the same miles as in English (300 mi range, 40 mi a day)", async () => {
    const data = { page: "battery-health", evType: "BEV", evRange: 300, dailyMiles: 40 };
    renderIn("en", link("/ev-battery-health-maintenance-guide", data), <BatteryHealthPage mode="standalone" />);
    const english = (await screen.findByTestId("sweet-spot-miles")).textContent ?? "";
    cleanup();
    renderIn("es", link("/es/ev-battery-health-maintenance-guide", data), <BatteryHealthPage mode="standalone" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Consejos para cuidar la batería");
    expect(screen.getByRole("heading", { name: "Cargue entre el 20 y el 80 %: el punto ideal" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Estacione con cuidado" })).toBeTruthy();
    expect(screen.getByText(/mantenga la carga entre el 20 % y el 80 %/)).toBeTruthy();
    // 300 × (80 − 20) / 100 = 180 miles in the sweet spot; 40 ≤ 180, so the day fits.
    const spanish = (await screen.findByTestId("sweet-spot-miles")).textContent ?? "";
    expect(spanish).toBe(
      "Con una autonomía de 300 millas, el rango del 20 al 80 % le deja unas 180 millas para usar entre cargas. Sus 40 millas al día de costumbre caben sin problema.",
    );
    expect(english).toBe(
      "With a range of 300 miles, 20–80% gives you about 180 miles to use between charges. Your usual 40 miles a day fit comfortably inside it.",
    );
  });

  it("Automate charging: Spanish steps, time-of-use bar and PG&E's window with the same price as in English", async () => {
    const data = { page: "automate-charging", zipCode: "94110" };
    renderIn("en", link("/automate-ev-charging-schedule", data), <AutomateChargingPage mode="standalone" />);
    const englishLine = (await screen.findByTestId("utility-offpeak", {}, { timeout: 5000 })).textContent ?? "";
    cleanup();
    renderIn("es", link("/es/automate-ev-charging-schedule", data), <AutomateChargingPage mode="standalone" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Automatice su carga");
    expect(screen.getByRole("heading", { name: "Programe la carga en 3 pasos fáciles" })).toBeTruthy();
    expect(screen.getByText("Averigüe sus horas de menor demanda")).toBeTruthy();
    expect(screen.getByText("Use un solo horario, no dos")).toBeTruthy();
    const spanishLine = (await screen.findByTestId("utility-offpeak", {}, { timeout: 5000 })).textContent ?? "";
    expect(spanishLine).toMatch(/^Con el plan .+ de PG&E, las horas más baratas van de \d+ [ap]\. m\. a \d+ [ap]\. m\./);
    expect(spanishLine).toContain("Programe la carga para que empiece dentro de ese horario.");
    // PG&E EV2-A (committed rate data): off-peak 12 AM–3 PM at $0.23/kWh in summer, named in Spanish.
    expect(spanishLine).toContain("las horas más baratas van de 12 a. m. a 3 p. m. (menor demanda, $0.23/kWh todos los días, verano).");
    expect(englishLine).toContain("the cheapest hours run 12 AM to 3 PM (off-peak, $0.23/kWh every day, summer).");
    const bar = document.querySelector(".tou")?.textContent ?? "";
    expect(bar).toContain("De 4 p. m. a 9 p. m.: Pico");
    expect(bar.startsWith("PG&E Home Charging EV2-A, de lunes a viernes, jun–sept")).toBe(true);
    expect(spanishLine).toContain("Tarifas vigentes desde el 1 mar 2026;");
    expect(englishLine).toContain("Rates effective 2026-03-01;");
    expect(bar).not.toMatch(/Off-peak|Part-peak/);
    const prices = (text: string) => text.match(/\$\d+\.\d{2}\/kWh/g);
    expect(prices(englishLine)?.length).toBeGreaterThan(0);
    expect(prices(spanishLine)).toEqual(prices(englishLine));
    expect(document.body.textContent).not.toContain("the cheapest hours run");
  });

  it("Public charging: Spanish sections, the to-scale bars with the same times, and Spanish tips", async () => {
    renderIn("es", link("/es/public-ev-charging-stations-guide", { page: "public-charging", zipCode: "94110" }), <PublicChargingPage mode="standalone" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Guía de carga pública");
    expect(screen.getByRole("heading", { name: "Nivel 2 frente a carga rápida (DC)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Tiempo para sumar 100 millas" })).toBeTruthy();
    expect(screen.getByText("De 20 a 60 minutos hasta el 80 %")).toBeTruthy();
    // Spec §9: 240, 35 and 12 minutes to add 100 miles.
    expect([...document.querySelectorAll(".charge-bars__label")].map((el) => el.textContent)).toEqual([
      "Nivel 2 (7 kW)",
      "Carga rápida (50 kW)",
      "Carga rápida (150 kW)",
    ]);
    expect([...document.querySelectorAll(".charge-bars__time")].map((el) => el.textContent)).toEqual(["≈ 4 h", "≈ 35 min", "≈ 12 min"]);
    expect(screen.getByText("Desconecte el auto cerca del 80 % si la estación está llena")).toBeTruthy();
    expect(screen.getByText("Planee sus paradas con una alternativa")).toBeTruthy();
    expect(screen.getAllByText("Sitios web oficiales:", { exact: false }).length).toBeGreaterThan(0);
    expect(await screen.findByLabelText("Su código postal (ZIP)")).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["Time to add 100 miles", "Tips for success", "Four tips for public charging", "Popular charging networks"]) {
      expect(text).not.toContain(english);
    }
  });
});
