import { afterEach, describe, expect, it } from "vitest";
import "./route-details";
import { setLocaleSource } from "./i18n/runtime";
import { localizedRoute, routeText } from "./route-text";
import { href, ROUTES, routeById } from "./routes";

afterEach(() => setLocaleSource(() => "en"));

describe("the route table's words in each language", () => {
  it("the route table reads its words from the catalogue, in the language being read", () => {
    const home = routeById("home");
    expect(home.title).toBe("PlugPlan: your EV charging plan in minutes");
    expect(home.keywords).toEqual(["EV charging plan", "electric vehicle", "home charging", "EV savings"]);
    setLocaleSource(() => "es");
    expect(home.title).toBe("PlugPlan: su plan de carga para vehículo eléctrico en minutos");
    expect(home.name).toBe("Inicio");
    for (const route of ROUTES) expect(routeText(route)).toEqual({ name: route.name, title: route.title, description: route.description, keywords: route.keywords });
  });

  it("Spanish has every route's name, title, description and keywords, none left in English", () => {
    const english = ROUTES.map((route) => routeText(route));
    setLocaleSource(() => "es");
    ROUTES.forEach((route, index) => {
      const text = routeText(route);
      expect(text.title).not.toBe(english[index]!.title);
      expect(text.description).not.toBe(english[index]!.description);
      expect(text.title).toContain("PlugPlan");
    });
    expect(localizedRoute(routeById("calculator")).title).toBe("Calculadora de ahorro por estado: eléctrico o gasolina | PlugPlan");
  });

  // The limit the shared plan's description keeps (worker/html/shared-plan-meta.ts, e2e/machines.spec.ts):
  // longer ones are cut off in search results, and Spanish runs about a fifth longer than English.
  it.each(["en", "es"] as const)("every %s description fits in 160 characters, so search results show it whole", (locale) => {
    setLocaleSource(() => locale);
    const tooLong = ROUTES.map((route) => `${route.id} (${route.description.length})`).filter((_, index) => ROUTES[index]!.description.length > 160);
    expect(tooLong).toEqual([]);
  });

  it("links point to the page in the language being read", () => {
    expect(href("incentives")).toBe("/charging-plan/incentives");
    expect(href("home")).toBe("/");
    setLocaleSource(() => "es");
    expect(href("incentives")).toBe("/es/charging-plan/incentives");
    expect(href("home")).toBe("/es");
  });
});
