// The wizard's validation messages in Spanish (issue 29).
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { validateStep1, validateStep2, WIZARD_MESSAGES, type WizardDraft } from "./rules";

const EMPTY: WizardDraft = { zipCode: "941", oneWayMiles: 0, daysPerWeek: 5, hoursParkedAtHome: 8, evType: "", evRange: 250, homeCharging: "", homeSetup: "level1" };
afterEach(() => setLocaleSource(() => "en"));

describe("wizard messages in Spanish", () => {
  it("step 1 and step 2 say what is missing, in the reader's language", () => {
    setLocaleSource(() => "es");
    expect(validateStep1(EMPTY)).toEqual([
      { field: "zipCode", message: "Escriba un código postal (ZIP) de 5 caracteres." },
      { field: "oneWayMiles", message: "Indique cuántas millas maneja de ida (más de 0 millas)." },
      { field: "homeCharging", message: "Díganos si puede cargar en casa." },
    ]);
    expect(validateStep1({ ...EMPTY, zipCode: "94110", oneWayMiles: 10, daysPerWeek: 0, homeCharging: "no" })).toEqual([
      { field: "daysPerWeek", message: "Elija al menos 1 día de manejo a la semana." },
    ]);
    expect(validateStep2(EMPTY).map((error) => error.message)).toEqual(["Elija PHEV o BEV.", "Vuelva a “Datos de manejo” y díganos si puede cargar en casa."]);
  });

  it("the same messages stay English on an English page", () => {
    setLocaleSource(() => "es");
    expect(WIZARD_MESSAGES.zip).toBe("Escriba un código postal (ZIP) de 5 caracteres.");
    setLocaleSource(() => "en");
    expect(WIZARD_MESSAGES.zip).toBe("Enter a 5-character zip code.");
  });
});
