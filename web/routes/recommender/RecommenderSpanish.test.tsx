// The recommender in Spanish (issue 29): the same ranking and scores as in English, in Spanish words.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { recommend } from "../../../domain/recommender/scoring";
import RecommenderPage from "./RecommenderPage";

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn() as unknown as Element["scrollIntoView"];
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  setLocaleSource(() => "en");
});

/** Only vehicle, commuting, a household outlet, 40 miles (the slider's default), then submit. */
function answer(locale: "en" | "es") {
  setLocaleSource(() => locale);
  render(
    <MemoryRouter initialEntries={["/ev-phev-hybrid-recommender"]}>
      <RecommenderPage />
    </MemoryRouter>,
  );
  const es = locale === "es";
  fireEvent.click(screen.getByRole("radio", { name: es ? "Único vehículo" : "Only vehicle" }));
  fireEvent.click(screen.getByRole("radio", { name: es ? "Para el trayecto diario" : "Commuting" }));
  fireEvent.click(screen.getByRole("radio", { name: es ? /Enchufe normal de la casa/ : /Household Outlet/ }));
  fireEvent.click(screen.getByRole("button", { name: es ? "Ver mi recomendación" : "Get My Recommendation" }));
  const scores = screen.getAllByText(/score|Puntuación/).map((node) => node.textContent?.match(/\d+/)?.[0]);
  const text = document.body.textContent ?? "";
  cleanup();
  return { scores, text };
}

describe("the recommender in Spanish", () => {
  it("ranks the same types with the same scores as in English, in Spanish words", () => {
    const en = answer("en");
    const es = answer("es");
    // Only vehicle, commuting, household outlet, 40 miles (savings-tools-and-pages.md §9):
    // PHEV 25 (can plug in) + 25 (only car) + 30 (under 50 miles) = 80;
    // BEV 40 (can charge) + 20 (commuting) + 15 (under 100 miles) = 75; Hybrid 10 (only car).
    expect(en.scores).toEqual(["80", "75", "10"]);
    expect(es.scores).toEqual(en.scores);
    expect(es.text).toContain("Sus recomendaciones de vehículo electrificado");
    expect(es.text).toContain("Híbrido enchufable (PHEV)");
    expect(es.text).toContain("40 millas al día caben en la autonomía eléctrica típica de un híbrido enchufable, de 20 a 50 millas.");
    expect(es.text).not.toMatch(/Practicality score|Advantages|Best For/);
  });

  it("builds the reasons in the language of the moment from one set of answers", () => {
    const answers = { role: "second", use: "around-town", charging: "level2-planned", work: "", miles: 160 } as const;
    setLocaleSource(() => "es");
    const es = recommend(answers)!;
    setLocaleSource(() => "en");
    const en = recommend(answers)!;
    expect(es.map((r) => [r.type, r.practicalityScore])).toEqual(en.map((r) => [r.type, r.practicalityScore]));
    const bev = es.find((r) => r.type === "BEV")!;
    expect(bev.reasoning).toContain("Atención: con 160 millas al día cargaría todos los días");
    expect(bev.reasoning).toContain("Hasta que instale su cargador de nivel 2");
  });
});

describe("the recommender in Spanish shows no English sentence of its catalogues", () => {
  it("questions and results without one", async () => {
    const catalogues = [(await import("./i18n/en.json")).default, (await import("../../../domain/recommender/i18n/en.json")).default];
    const english = catalogues
      .flatMap((catalogue) => Object.values(catalogue))
      .filter((text): text is string => typeof text === "string" && !text.includes("{") && text.length > 12);
    const { text } = answer("es");
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
  });
});
