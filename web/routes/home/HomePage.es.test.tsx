// The home page in Spanish (issue 29): the promise, the three ways in (to the Spanish pages) and
// no sentence of the English catalogue left on the page.
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import en from "./i18n/en.json";
import HomePage from "./HomePage";

beforeEach(() => setLocaleSource(() => "es"));
afterEach(() => setLocaleSource(() => "en"));

describe("HomePage in Spanish", () => {
  it("shows the promise and the three cards in Spanish, linking to the Spanish pages", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/es"]}>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("¿Cuál es su plan de carga?");
    const cards = within(screen.getByRole("list", { name: "Formas de empezar" })).getAllByRole("listitem");
    const seen = cards.map((card) => [
      within(card).getByRole("heading", { level: 2 }).textContent,
      within(card).getByRole("link").textContent,
      within(card).getByRole("link").getAttribute("href"),
    ]);
    expect(seen).toEqual([
      ["Su plan de carga", "Empiece su plan", "/es/charging-plan"],
      ["Calculadora de ahorro", "Vea su ahorro", "/es/ev-gas-savings-calculator"],
      ["Eléctrico o híbrido", "Vea cuál le conviene", "/es/ev-phev-hybrid-recommender"],
    ]);
    // "eight short tasks" stays eight: the checklist has 8 tasks in both languages.
    expect(container.textContent).toContain("una lista de ocho tareas cortas");
    for (const sentence of Object.values(en)) expect(container.textContent).not.toContain(sentence);
  });
});
