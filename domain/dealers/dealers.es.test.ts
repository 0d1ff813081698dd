// The dealer words the Worker and the page share, in Spanish (issue 29): FAQ (also FAQPage data),
// generic offer, tags of dealer pages and of the 404; facts and figures as in English.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { PAGE_CONTENT } from "../page-content";
import { resolvePage } from "../page-resolution";
import { dealerFaq } from "./faq";
import { offersHeading } from "./model";
import { genericBenefits, genericManufacturerOffer, proTip } from "./offers";
import { unknownDealerName } from "./slug";
import { testDealer } from "./test-records";

const ORIGIN = "https://plugplan.example";

beforeEach(() => setLocaleSource(() => "es"));
afterEach(() => setLocaleSource(() => "en"));

describe("dealer words in Spanish", () => {
  it("the seven questions name the dealer and keep the facts: 3 miles an hour, the credit end dates", () => {
    const faq = dealerFaq("Galpin Honda");
    expect(faq).toHaveLength(7);
    expect(faq[0]!.question).toBe("¿Qué es esta página de Galpin Honda?");
    const text = faq.map((item) => item.answer).join(" ");
    expect(text).toContain("hasta unas 3 millas de autonomía por hora");
    expect(text).toContain("adquiridos después del 30 de septiembre de 2025");
    expect(text).toContain("después del 30 de junio de 2026");
    expect(text).toContain("Unos 5 minutos");
    expect(text).not.toMatch(/\b(the|and|your)\b/);
  });

  it("generic page content and the offers heading", () => {
    expect(unknownDealerName()).toBe("su concesionario");
    expect(offersHeading(testDealer())).toBe("Ofertas del fabricante Honda");
    const offer = genericManufacturerOffer("Bay Area Toyota");
    expect(offer.title).toBe("Oferta del fabricante");
    // The spec's names stay as they are: American EV, Charging Market.
    expect(offer.text).toContain("un vehículo nuevo de American EV");
    expect(offer.text).toContain("por medio de Charging Market");
    expect(offer.text).toContain("Pregunte en Bay Area Toyota");
    expect(genericBenefits()).toHaveLength(4);
    expect(proTip()).toMatch(/^Pida también presupuestos a electricistas/);
  });

  it("page tags under /es: a registered dealer's title and FAQPage data, the generic page's, the 404's", () => {
    const galpin = testDealer({ faq: [{ question: "Do you sell chargers?", answer: "Yes." }] });
    const page = resolvePage("/es/galpinhonda", ORIGIN, PAGE_CONTENT, (slug) => (slug === "galpinhonda" ? galpin : null));
    expect(page.kind).toBe("dealer");
    expect(page.meta.title).toBe("Su plan de carga para vehículo eléctrico de Galpin Honda | PlugPlan");
    expect(page.meta.description).toContain("en unos 5 minutos");
    const entities = (page.meta.structuredData?.[0] as { mainEntity: { name: string }[] }).mainEntity;
    expect(entities.map((entity) => entity.name)).toEqual([...dealerFaq("Galpin Honda").map((item) => item.question), "Do you sell chargers?"]);
    expect(resolvePage("/es/free-iphone", ORIGIN, PAGE_CONTENT).meta.title).toBe(
      "Su plan de carga para vehículo eléctrico de su concesionario | PlugPlan",
    );
    const missing = resolvePage("/es/pricing", ORIGIN);
    expect(missing.status).toBe(404);
    expect(missing.meta.title).toBe("No encontramos esta página | PlugPlan");
  });
});

describe("the dealer editor's field checks", () => {
  it("word each problem in the language of the moment they are checked, not of the moment the schema loaded", async () => {
    const { DealerPageEditSchema, describeIssues } = await import("./dealers.schema");
    const edit = { name: "", city: null, offers: [], installers: [], faq: Array.from({ length: 11 }, () => ({ question: "Q?", answer: "A." })) };
    const spanish = DealerPageEditSchema.safeParse(edit);
    expect(describeIssues(spanish.error!.issues)).toEqual(["name: es obligatorio", "faq: puede tener 10 preguntas como máximo"]);
    setLocaleSource(() => "en");
    const english = DealerPageEditSchema.safeParse(edit);
    expect(describeIssues(english.error!.issues)).toEqual(["name: is required", "faq: must hold at most 10 questions"]);
  });
});
