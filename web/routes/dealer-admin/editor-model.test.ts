import { describe, expect, it } from "vitest";
import type { DealerRecord } from "../../../domain/dealers/model";
import { testDealer } from "../../../domain/dealers/test-records";
import { humanizeFieldPath } from "./dealer-admin-api";
import { offerId, previewRecord, stateFromRecord, toBody } from "./editor-model";
import { setLocaleSource } from "../../../domain/i18n/runtime";

const record: DealerRecord = testDealer({
  offers: [
    { id: "home", title: "Home Charging", amount: "$500", details: "D", terms: null, bestFor: "B", startDate: null, endDate: "2026-12-31", source: "S" },
  ],
  installers: [{ company: "Partner Electric", licenseNumber: "1234567", phone: null, website: null, serviceAreas: ["Van Nuys", "Burbank"] }],
});

describe("dealer editor model", () => {
  it("round-trips a record: empty optional fields become null, areas split on commas", () => {
    const state = stateFromRecord(record);
    expect(state.offers[0]!.terms).toBe("");
    expect(state.installers[0]!.serviceAreas).toBe("Van Nuys, Burbank");
    expect(toBody(state)).toEqual({ name: "Galpin Honda", city: null, offers: record.offers, installers: record.installers, faq: [] });
    state.installers[0]!.serviceAreas = " Van Nuys ,, Reseda ";
    state.city = "  ";
    expect(toBody(state).installers[0]!.serviceAreas).toEqual(["Van Nuys", "Reseda"]);
    expect(toBody(state).city).toBeNull();
  });

  it("the preview shows the edits, and keeps the saved name while the field is empty", () => {
    const state = { ...stateFromRecord(record), name: "" };
    expect(previewRecord(record, state).name).toBe("Galpin Honda");
    expect(previewRecord(record, { ...state, name: "Galpin Honda Van Nuys" }).name).toBe("Galpin Honda Van Nuys");
  });

  it("new offer ids are unique slugs", () => {
    expect(offerId("Home Charging!", [])).toBe("home-charging");
    expect(offerId("Home charging", ["home-charging", "home-charging-2"])).toBe("home-charging-3");
    expect(offerId("$$$", [])).toBe("offer");
  });

  it("server field paths read as words", () => {
    expect(humanizeFieldPath("offers.0.endDate: must be a date written YYYY-MM-DD")).toBe("Offer 1, end date: must be a date written YYYY-MM-DD");
    expect(humanizeFieldPath("installers.1.licenseNumber: must be digits")).toBe("Partner installer 2, license number: must be digits");
    expect(humanizeFieldPath("name: is required")).toBe("name: is required");
  });

  it("on /es/dealer the field is named in Spanish before the Worker's Spanish message", () => {
    setLocaleSource(() => "es");
    try {
      expect(humanizeFieldPath("offers.0.endDate: no puede ser anterior a la fecha de inicio")).toBe(
        "Oferta 1, fecha de fin: no puede ser anterior a la fecha de inicio",
      );
      expect(humanizeFieldPath("installers.1.phone: debe ser un número de teléfono de EE. UU. de 10 dígitos, como (555) 555-0100")).toBe(
        "Instalador asociado 2, teléfono: debe ser un número de teléfono de EE. UU. de 10 dígitos, como (555) 555-0100",
      );
      expect(humanizeFieldPath("name: es obligatorio")).toBe("nombre: es obligatorio");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
