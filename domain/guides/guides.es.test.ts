// HowTo structured data in Spanish (issue 29): a guide's steps are read when the JSON-LD is built,
// so a Spanish page gets Spanish steps from the same constants an English page reads in English.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { buildPageMeta } from "../meta";
import { findRoute } from "../routes";
import { decodeJsonParam } from "../share/base64url";
import { structuredContentFor } from "../structured-content";
import { guideShareUrl } from "./share";

afterEach(() => setLocaleSource(() => "en"));

type Step = { name: string; text: string };
function jsonLdSteps(path: string): Step[] {
  const route = findRoute(path);
  const jsonLd = buildPageMeta(route!, "https://example.test", { content: structuredContentFor(path) }).structuredData;
  return (jsonLd?.[0]?.step as Step[]).map(({ name, text }) => ({ name, text }));
}

const PAGES = [
  "/public-ev-charging-stations-guide",
  "/automate-ev-charging-schedule",
  "/ev-driving-tips-maximize-range",
  "/ev-battery-health-maintenance-guide",
  "/home-ev-charger-installation-guide",
];

describe("HowTo steps in Spanish", () => {
  it("each guide's Spanish page carries Spanish step names, as many as the English page", () => {
    const expectedFirst: Record<string, string> = {
      "/public-ev-charging-stations-guide": "Planee sus paradas con una alternativa",
      "/automate-ev-charging-schedule": "Averigüe sus horas de menor demanda",
      "/ev-driving-tips-maximize-range": "Use el frenado regenerativo",
      "/ev-battery-health-maintenance-guide": "Cargue entre el 20 y el 80 %: el punto ideal",
      "/home-ev-charger-installation-guide": "Verifique la licencia del electricista",
    };
    for (const path of PAGES) {
      setLocaleSource(() => "en");
      const english = jsonLdSteps(path);
      setLocaleSource(() => "es");
      const spanish = jsonLdSteps(`/es${path}`);
      expect(spanish.length, path).toBe(english.length);
      expect(spanish[0]?.name, path).toBe(expectedFirst[path]);
      // Every step changed language (none left in English), and none is empty.
      spanish.forEach((step, index) => {
        expect(step.name, path).not.toBe(english[index]?.name);
        expect(step.text, path).not.toBe(english[index]?.text);
        expect(step.text.length, path).toBeGreaterThan(30);
      });
    }
  });

  it("the home charger's quotes step lists the seven quote items in Spanish, joined as in English", () => {
    setLocaleSource(() => "es");
    const quotes = jsonLdSteps("/es/home-ev-charger-installation-guide")[2]!;
    expect(quotes.name).toBe("Pida tres presupuestos");
    expect(quotes.text.startsWith("Pida al menos tres presupuestos a electricistas con licencia. Pida cada uno por escrito, con el detalle de: El circuito:")).toBe(true);
    expect(quotes.text.split("; ")).toHaveLength(7);
    expect(quotes.text.endsWith("La garantía del trabajo y la limpieza al terminar.")).toBe(true);
  });

  it("English steps are unchanged (the battery sweet spot keeps its 20–80% title)", () => {
    expect(jsonLdSteps("/ev-battery-health-maintenance-guide")[0]?.name).toBe("Charge 20–80%: the sweet spot");
    expect(jsonLdSteps("/home-ev-charger-installation-guide")[1]?.name).toBe("Make sure the job has a permit");
  });
});

describe("guide share links in Spanish", () => {
  it("a Spanish page shares the Spanish standalone page with the Spanish share title; English is unchanged", () => {
    setLocaleSource(() => "es");
    // domain/ has no URL class (ES2022 only): the link is split by hand.
    const [spanishPage, spanishData] = guideShareUrl("https://example.test", "public-charging", { zipCode: "94110" }).split("?data=");
    expect(spanishPage).toBe("https://example.test/es/public-ev-charging-stations-guide");
    expect(decodeJsonParam(spanishData ?? "")).toEqual({
      page: "public-charging",
      title: "Mi guía de carga pública para vehículos eléctricos",
      zipCode: "94110",
    });
    setLocaleSource(() => "en");
    const [englishPage, englishData] = guideShareUrl("https://example.test", "public-charging", { zipCode: "94110" }).split("?data=");
    expect(englishPage).toBe("https://example.test/public-ev-charging-stations-guide");
    expect(decodeJsonParam(englishData ?? "")).toMatchObject({ title: "My EV Public Charging Guide" });
  });
});
