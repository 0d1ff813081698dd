// The wizard in Spanish (issue 29): the same three steps and the same figures as in English, in the
// catalogue's words. The English half of each comparison runs first, then the Spanish one.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../../domain/i18n/runtime";
import { ChargingBasicsWizard } from "./ChargingBasicsPage";

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
});

afterEach(() => {
  setLocaleSource(() => "en");
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWizard() {
  return render(
    <MemoryRouter>
      <ChargingBasicsWizard mode="task" exitTo="/" />
    </MemoryRouter>,
  );
}

/** Steps 1 to 3 with 20 miles one way, 5 days, home charging, a 300-mile BEV; the figures each step shows. */
async function walk(words: { oneWay: string; zip: string; yes: RegExp; next: string; range: string; view: string }) {
  renderWizard();
  fireEvent.change(screen.getByLabelText(words.oneWay), { target: { value: "20" } });
  const step1 = { daily: screen.getByTestId("daily-miles").textContent, annual: screen.getByTestId("annual-miles").textContent };
  fireEvent.change(screen.getByLabelText(words.zip), { target: { value: "94110" } });
  fireEvent.click(screen.getByRole("radio", { name: words.yes }));
  fireEvent.click(screen.getByRole("button", { name: words.next }));
  fireEvent.click(screen.getByRole("radio", { name: /^BEV/ }));
  fireEvent.change(screen.getByLabelText(words.range), { target: { value: "300" } });
  const rangeText = screen.getByTestId("evRange-value").textContent;
  fireEvent.click(screen.getByRole("button", { name: words.view }));
  await act(async () => {
    await import("./StepResults");
  });
  const step3 = {
    battery: screen.getByTestId("battery-percent").textContent,
    recharged: screen.getByTestId("miles-recharged").textContent,
    heading: screen.getByRole("heading", { level: 1 }).textContent,
  };
  cleanup();
  return { step1, rangeText, step3 };
}

describe("the wizard in Spanish", () => {
  it("step 1: Spanish labels and messages, the same miles as in English", () => {
    setLocaleSource(() => "es");
    renderWizard();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Cuéntenos cómo maneja");
    expect(screen.getByRole("list", { name: "Pasos de Conceptos básicos de carga" }).textContent).toContain("Su manejo");
    fireEvent.change(screen.getByLabelText("¿Qué distancia maneja de ida?"), { target: { value: "1" } });
    // 1 mile one way, 5 days: 2 miles a day, 2 × 5 × 50 = 500 a year.
    expect(screen.getByTestId("oneWayMiles-value").textContent).toBe("1 milla");
    expect(screen.getByTestId("daily-miles").textContent).toBe("2 millas");
    expect(screen.getByTestId("annual-miles").textContent).toBe("500 millas");
    fireEvent.change(screen.getByLabelText("¿Qué distancia maneja de ida?"), { target: { value: "20" } });
    // 20 × 2 = 40 a day; 40 × 5 × 50 = 10,000 a year (es-US groups thousands with a comma).
    expect(screen.getByTestId("daily-miles").textContent).toBe("40 millas");
    expect(screen.getByTestId("annual-miles").textContent).toBe("10,000 millas");

    fireEvent.click(screen.getByRole("button", { name: "Siguiente: su vehículo eléctrico" }));
    const alert = screen.getByRole("alert");
    // Two problems (ZIP and home charging): the plural intro.
    expect(alert.textContent).toContain("Revise estos datos antes de continuar:");
    expect(alert.textContent).toContain("Escriba un código postal (ZIP) de 5 dígitos.");
    expect(alert.textContent).toContain("Díganos si puede cargar en casa.");
    expect(alert.textContent).not.toMatch(/Enter a|Tell us/);
    fireEvent.change(screen.getByLabelText("Código postal (ZIP)"), { target: { value: "94110" } });
    expect(screen.getByRole("alert").textContent).toContain("Revise esto antes de continuar:");
    fireEvent.click(screen.getByRole("radio", { name: /^Sí/ }));
    expect(screen.getByLabelText("¿Cuántas horas pasa su auto estacionado en casa?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Atrás" })).toBeTruthy();
  });

  it("steps 1 to 3 show the same figures in Spanish as in English", async () => {
    const en = await walk({ oneWay: "How far one way?", zip: "Zip code", yes: /^Yes/, next: "Next: EV information", range: "All-electric range", view: "View My Plan" });
    setLocaleSource(() => "es");
    const es = await walk({
      oneWay: "¿Qué distancia maneja de ida?",
      zip: "Código postal (ZIP)",
      yes: /^Sí/,
      next: "Siguiente: su vehículo eléctrico",
      range: "Autonomía eléctrica",
      view: "Ver mi plan",
    });
    expect(en.step1).toEqual({ daily: "40 miles", annual: "10,000 miles" });
    expect(es.step1).toEqual({ daily: "40 millas", annual: "10,000 millas" });
    expect(en.rangeText).toBe("300+ miles");
    expect(es.rangeText).toBe("300+ millas");
    // 40 miles a day on a 300-mile BEV: 13.3% → 13%, the same number in both languages.
    expect(en.step3.battery).toBe("13%");
    expect(es.step3).toEqual({ ...en.step3, heading: "Su plan de carga" });
  });

  it("step 3 in Spanish: the basis line, renters' note and what comes next", async () => {
    setLocaleSource(() => "es");
    renderWizard();
    fireEvent.change(screen.getByLabelText("¿Qué distancia maneja de ida?"), { target: { value: "20" } });
    fireEvent.change(screen.getByLabelText("Código postal (ZIP)"), { target: { value: "94110" } });
    fireEvent.click(screen.getByRole("radio", { name: /^No/ }));
    fireEvent.click(screen.getByRole("button", { name: "Siguiente: su vehículo eléctrico" }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ayúdenos a conocer su vehículo eléctrico");
    fireEvent.click(screen.getByRole("radio", { name: /^PHEV/ }));
    // PHEV: the range resets to 35 (domain/wizard/rules.ts).
    expect(screen.getByTestId("evRange-value").textContent).toBe("35 millas");
    fireEvent.click(screen.getByRole("button", { name: "Ver mi plan" }));
    await act(async () => {
      await import("./StepResults");
    });
    expect(screen.getByText(/^Según 40 millas/).textContent).toBe(
      "Según 40 millas de manejo al día (10,000 al año) desde 94110, en un híbrido enchufable con 35 millas de autonomía eléctrica.",
    );
    expect(screen.getByRole("heading", { name: "¿Alquila? Pregunte por su derecho a cargar" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Esto es lo que sigue:" })).toBeTruthy();
    // Links follow the page's language.
    expect(screen.getByRole("link", { name: "Entienda la carga pública" }).getAttribute("href")).toMatch(/^\/es\//);
    expect(screen.getByRole("button", { name: "Próximos pasos" })).toBeTruthy();
  });
});
