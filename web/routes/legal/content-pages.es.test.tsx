// About, Terms and Privacy in Spanish (issue 29): Spanish headings and text, the same structure
// (7 questions, 9 and 8 sections), the same date and periods, the support address as mailto links.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aboutFaq } from "../../../domain/content/about-faq";
import contentEn from "../../../domain/content/i18n/en.json";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import legalEn from "./i18n/en.json";
import AboutPage from "./AboutPage";
import PrivacyPage from "./PrivacyPage";
import TermsPage from "./TermsPage";

const inRouter = (node: React.ReactNode) => render(<MemoryRouter initialEntries={["/es/about"]}>{node}</MemoryRouter>);

/** Every English sentence of these pages' catalogues (placeholders cut out; short words aside). */
const ENGLISH = [...Object.values(legalEn), ...Object.values(contentEn)]
  .filter((text): text is string => typeof text === "string")
  .flatMap((text) => text.split(/\{\w+\}/))
  .filter((piece) => piece.trim().length > 14);

function expectNoEnglish(container: HTMLElement) {
  for (const sentence of ENGLISH) expect(container.textContent, sentence).not.toContain(sentence);
}

beforeEach(() => setLocaleSource(() => "es"));
afterEach(() => setLocaleSource(() => "en"));

describe("About in Spanish", () => {
  it("seven Spanish questions that open to Spanish answers; 'Crear mi plan' goes to the Spanish plan", async () => {
    const user = userEvent.setup();
    const { container } = inRouter(<AboutPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Acerca de PlugPlan");
    const faq = aboutFaq();
    expect(faq).toHaveLength(7);
    expect(faq[0]!.question).toBe("¿PlugPlan es gratis?");
    await user.click(screen.getByRole("button", { name: faq[3]!.question }));
    // The sources are named as in English (proper names and site names do not change).
    for (const source of ["EIA", "AAA", "fueleconomy.gov", "GeoNames", "Alternative Fuels Data Center"]) expect(faq[3]!.answer).toContain(source);
    expect(screen.getByText(faq[3]!.answer)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Crear mi plan" }).getAttribute("href")).toBe("/es/charging-plan");
    expectNoEnglish(container);
  });
});

describe("legal pages in Spanish", () => {
  it.each([
    ["Términos del servicio", TermsPage, 9],
    ["Política de privacidad", PrivacyPage, 8],
  ] as const)("%s: title, the same last-updated date written in Spanish, numbered sections", (title, Page, count) => {
    const { container } = inRouter(<Page />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    // 2026-11-23, through Intl es-US (long): "23 de noviembre de 2026".
    const date = screen.getByText("23 de noviembre de 2026");
    expect(date.getAttribute("datetime")).toBe("2026-11-23");
    expect(container.textContent).toContain("Última actualización:");
    const toc = screen.getByRole("navigation", { name: "Secciones" });
    expect(within(toc).getAllByRole("link")).toHaveLength(count);
    const headings = [...container.querySelectorAll(".legal__section h2")].map((h) => h.textContent ?? "");
    expect(headings).toHaveLength(count);
    headings.forEach((heading, index) => expect(heading.startsWith(`${index + 1}. `)).toBe(true));
    expect(screen.getAllByRole("link", { name: "support@plugplan.app" }).length).toBeGreaterThanOrEqual(2);
    expect(container.textContent).not.toContain("{email}");
    expectNoEnglish(container);
  });

  it("the privacy policy states the same periods as the English one: 15 minutes, 30 days, one more day", () => {
    const { container } = inRouter(<PrivacyPage />);
    const text = container.textContent ?? "";
    expect(text).toContain("Un enlace funciona una vez y vence a los 15 minutos");
    expect(text).toContain("dura 30 días");
    expect(text).toContain("o a los 30 días");
    expect(text).toContain("Guardamos el registro de un enlace un día más");
    expect(text).toContain("HttpOnly");
    expect(text).toContain("plugplan_signed_in");
  });
});
