// Dealer pages in Spanish (issue 29): our words in Spanish, the dealer's own words (name, offer
// titles and amounts, its extra questions) exactly as the dealer wrote them, links under /es.
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DealerRecord } from "../../../domain/dealers/model";
import { testDealer, testOffer } from "../../../domain/dealers/test-records";
import { setLocaleSource } from "../../../domain/i18n/runtime";
import { DealerOfferBody, DealerPartnerInstallers, resetDealerData } from "../../components/dealers/dealer-parts";
import { progressStore } from "../../lib/progress/store";
import DealerOrNotFoundPage from "./DealerOrNotFoundPage";

const GALPIN: DealerRecord = testDealer({
  offers: [testOffer("500", { title: "Home Charging", amount: "$500 installation credit", endDate: "2099-03-31" })],
  installers: [{ company: "Partner Electric", licenseNumber: "1234567", phone: "(555) 555-0100", website: null, serviceAreas: ["Van Nuys"] }],
  faq: [{ question: "Do you have chargers in stock?", answer: "Ask our service desk." }],
});

function stubRegistry(records: DealerRecord[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const slug = decodeURIComponent(String(url).split("/api/dealers/")[1] ?? "");
      const record = records.find((r) => r.slug === slug);
      return record ? new Response(JSON.stringify(record), { status: 200 }) : new Response('{"message":"none"}', { status: 404 });
    }),
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/es/:slug" element={<DealerOrNotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setLocaleSource(() => "es"));
afterEach(() => {
  setLocaleSource(() => "en");
  vi.unstubAllGlobals();
  resetDealerData();
  progressStore.useBackend(null);
});

describe("dealer pages in Spanish", () => {
  it("a registered dealer under /es: Spanish headings and FAQ, its name, offers and own question unchanged", async () => {
    stubRegistry([GALPIN]);
    const { container } = renderAt("/es/galpinhonda");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Su plan de carga para vehículo eléctrico de Galpin Honda");
    expect(screen.getByRole("heading", { name: "Ofertas del fabricante Honda" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Home Charging" })).toBeTruthy(); // the dealer's own title
    expect(screen.getByRole("heading", { name: "Preguntas frecuentes" })).toBeTruthy();
    const faq = container.querySelector(".dealer__faq")!;
    expect(within(faq as HTMLElement).getAllByRole("button")).toHaveLength(8);
    expect(within(faq as HTMLElement).getByRole("button", { name: "¿Qué es esta página de Galpin Honda?" })).toBeTruthy();
    expect(within(faq as HTMLElement).getByRole("button", { name: "Do you have chargers in stock?" })).toBeTruthy();
    for (const link of screen.getAllByRole("link", { name: /Haga su plan|Crear mi plan/ })) expect(link.getAttribute("href")).toBe("/es/charging-plan");
    expect(container.textContent).toContain("confírmelas con Galpin Honda antes de comprar o arrendar");
    expect(container.textContent).not.toMatch(/Frequently asked|Get your plan|Ready to plan/);
  });

  it("a dealer's logo is named in Spanish, in the words the edge's first screen uses (worker/html/dealer-first-screen.ts)", async () => {
    stubRegistry([{ ...GALPIN, logoUrl: "/dealer-logos/galpinhonda/1.png" }]);
    renderAt("/es/galpinhonda");
    expect(await screen.findByRole("img", { name: "Logotipo de Galpin Honda" })).toBeTruthy();
  });

  it("an unknown slug under /es: the generic page in Spanish, never the slug", async () => {
    stubRegistry([]);
    const { container } = renderAt("/es/free-tesla-giveaway");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Su plan de carga para vehículo eléctrico");
    expect(screen.getByRole("heading", { name: "Oferta del fabricante" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Consejo" })).toBeTruthy();
    expect(container.textContent).toContain("Pregunte en su concesionario qué modelos califican");
    expect(container.textContent).not.toMatch(/tesla|giveaway/i);
  });

  it("an offer's text: the dealer's amount unchanged, dates through Intl es-US", () => {
    const { container } = render(<DealerOfferBody offer={GALPIN.offers[0]!} />);
    expect(container.textContent).toContain("$500 installation credit");
    expect(container.textContent).toContain("Vence el 31 mar 2099. Fuente: Dealer");
  });

  it("partner installers are 'Recomendado por <dealer>', with the license number unchanged", async () => {
    stubRegistry([GALPIN]);
    await progressStore.updateInputs({ dealerSlug: "galpinhonda" });
    render(<DealerPartnerInstallers />);
    const list = await screen.findByRole("list", { name: "Instaladores recomendados por Galpin Honda" });
    expect(list.textContent).toContain("Recomendado por Galpin Honda");
    expect(list.textContent).toContain("Licencia de CA 1234567 · Van Nuys");
    expect(screen.getByRole("link", { name: /Llamar a Partner Electric/ }).getAttribute("href")).toBe("tel:+15555550100");
  });
});
