// Home price labels and notes in Spanish (issue 29): the same figures as the English ones in
// place-pricing.test.ts, worded for a Spanish page.
import { afterEach, describe, expect, it } from "vitest";
import shard770 from "../../web/public/data/zip/770.json";
import shard787 from "../../web/public/data/zip/787.json";
import { SAN_DIEGO_LEVEL2_INPUTS } from "../charging-plan/test-fixtures";
import { computePlan } from "../charging-plan/model";
import { setLocaleSource } from "../i18n/runtime";
import { findZip, parseZipShard } from "../zip/shard.schema";
import { planPlaceOf } from "./plan-place";
import { utilityPlans } from "./utility-plans";

const SHARDS: Record<string, unknown> = { "770": shard770, "787": shard787 };
const figures = (text: string) => [...text.matchAll(/\$?\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0]).sort();

function homeOf(zip: string, locale: "en" | "es") {
  setLocaleSource(() => locale);
  const info = findZip(parseZipShard(zip.slice(0, 3), SHARDS[zip.slice(0, 3)]), zip);
  if (!info) throw new Error(`${zip} is not in its shard`);
  return computePlan({ ...SAN_DIEGO_LEVEL2_INPUTS, zipCode: zip }, planPlaceOf(info, null), "2026-11-26").money.home;
}
afterEach(() => setLocaleSource(() => "en"));

describe("home price in Spanish", () => {
  it("Houston 77002: CenterPoint delivers, Texas's 2023 average (EIA) 14.46¢ → 14.5¢ a kWh", () => {
    const en = homeOf("77002", "en");
    const es = homeOf("77002", "es");
    if (es.kind !== "state-average" || en.kind !== "state-average") throw new Error("expected the state average");
    expect(es.note).toBe(
      "CenterPoint Energy Houston Electric LLC le entrega la electricidad; el precio de la energía lo pone el proveedor de electricidad que usted eligió, y ningún dato público lo muestra por código postal. La carga en casa usa el precio residencial promedio de Texas (EIA, 2023), 14.5¢ por kWh, hasta que usted escriba el precio por kWh de su factura.",
    );
    expect(figures(es.note)).toEqual(figures(en.note));
    expect(es.counts).toEqual(en.counts);
  });

  it("Austin 78701: Austin Energy's own 2024 average, 12.6¢, named with its source", () => {
    const en = homeOf("78701", "en");
    const es = homeOf("78701", "es");
    if (es.kind !== "flat" || en.kind !== "flat") throw new Error("expected a flat price");
    expect(es.price.label).toBe("Austin Energy, precio residencial promedio, 2024 (NREL/OpenEI)");
    expect(en.price.label).toBe("Austin Energy, average residential price, 2024 (NREL/OpenEI)");
    expect(es.note).toContain("La carga en casa usa el precio residencial promedio de Austin Energy en 2024, 12.6¢ por kWh (NREL/OpenEI)");
    expect(figures(es.note)).toEqual(figures(en.note));
  });

  it("a utility with no verified plan is said so in Spanish", () => {
    setLocaleSource(() => "es");
    // Austin Energy holds no verified plan in research/utility-ev-rates-2026 (no tariffKey).
    const plans = utilityPlans({ geographyId: "0", key: "tx-austin-energy", name: "Austin Energy", predominant: true, retailChoice: false, price: null, tariffKey: null });
    expect(plans).toMatchObject({
      kind: "not-in-data",
      sentence:
        "La tarifa por horario o para vehículos eléctricos de Austin Energy no está en nuestros datos: búsquela en su factura o en el sitio web de Austin Energy, y pregunte si ofrece una si usted no la tiene.",
    });
  });
});
