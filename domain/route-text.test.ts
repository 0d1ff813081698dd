import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "./i18n/runtime";
import { localizedRoute, routeText } from "./route-text";
import { href, ROUTES, routeById } from "./routes";

afterEach(() => setLocaleSource(() => "en"));

describe("the route table's words in each language", () => {
  it("English is the route table's own text, word for word (one truth)", () => {
    for (const route of ROUTES) {
      expect(routeText(route)).toEqual({ name: route.name, title: route.title, description: route.description, keywords: [...route.keywords] });
    }
  });

  it("Spanish has every route's name, title, description and keywords, none left in English", () => {
    setLocaleSource(() => "es");
    for (const route of ROUTES) {
      const text = routeText(route);
      expect(text.title).not.toBe(route.title);
      expect(text.description).not.toBe(route.description);
      expect(text.title).toContain("PlugPlan");
    }
    expect(localizedRoute(routeById("calculator")).title).toBe("Calculadora de ahorro por estado: eléctrico o gasolina | PlugPlan");
  });

  it("links point to the page in the language being read", () => {
    expect(href("incentives")).toBe("/charging-plan/incentives");
    expect(href("home")).toBe("/");
    setLocaleSource(() => "es");
    expect(href("incentives")).toBe("/es/charging-plan/incentives");
    expect(href("home")).toBe("/es");
  });
});
