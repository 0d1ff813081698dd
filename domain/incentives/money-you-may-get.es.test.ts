// "Money you may get" in Spanish (issue 29): the same programs and dollars as in English; only the
// words (conditions, whose programs, the data's credit, the CleanPowerSF note) change language.
import { afterEach, describe, expect, it } from "vitest";
import caJson from "../../web/public/data/programs/CA.json";
import { setLocaleSource } from "../i18n/runtime";
import { moneyYouMayGet, type BuyerAnswers, type IncentivePlace, type PlanPrograms } from "./money-you-may-get";
import { parseProgramShard } from "./programs.schema";

const TODAY = "2026-11-26";
const CA = parseProgramShard("CA", caJson);
const UNANSWERED: BuyerAnswers = { purchase: "", incomeQualifies: "", homeOwnership: "", evType: "" };
// 92101: California 5, San Diego County 280, SDG&E 3544 (as money-you-may-get.test.ts).
const SAN_DIEGO: PlanPrograms = { shard: CA, location: { state: "CA", geographyIds: ["5", "280", "3544"] }, area: null, stateName: "California", utilityName: "San Diego Gas & Electric" };
const SAN_DIEGO_PLACE: IncentivePlace = { state: "CA", utilities: ["SDGE"] };
// 94110: PG&E 3536, San Francisco County 281.
const SAN_FRANCISCO: PlanPrograms = { shard: CA, location: { state: "CA", geographyIds: ["5", "281", "3536"] }, area: null, stateName: "California", utilityName: "Pacific Gas & Electric" };

afterEach(() => setLocaleSource(() => "en"));

function both<T>(run: () => T): { en: T; es: T } {
  setLocaleSource(() => "en");
  const en = run();
  setLocaleSource(() => "es");
  const es = run();
  return { en, es };
}

describe("Money you may get in Spanish", () => {
  it("San Diego, new or used not answered: the same $1,000 and $3,000-more offers wait, with Spanish conditions", () => {
    const { en, es } = both(() => moneyYouMayGet("92101", SAN_DIEGO_PLACE, SAN_DIEGO, UNANSWERED, TODAY));
    const figures = (money: typeof en) => money.awaitingAnswers.map((c) => [c.id, c.amountMaxUsd, c.addsUsd]);
    expect(figures(es)).toEqual(figures(en));
    expect(figures(es)).toEqual([
      ["sdge-pre-owned-ev-rebate-standard", 1000, 1000],
      ["sdge-pre-owned-ev-rebate-plus", 4000, 3000],
    ]);
    expect(es.awaitingAnswers.map((c) => c.conditions)).toEqual([
      ["para un auto usado"],
      ["para un auto usado", "si los ingresos de su hogar califican"],
    ]);
    expect([es.vehicleUsd, es.chargerUsd, es.incomeQualifiedUsd]).toEqual([en.vehicleUsd, en.chargerUsd, en.incomeQualifiedUsd]);
    expect(es.credit).toMatch(/^Datos de incentivos: Rewiring America \(Apache-2\.0\); última modificación de los datos: 13 jul 2026/);
    expect(es.coverage).toMatch(/^Programas que se muestran para California y para los clientes de San Diego Gas & Electric: /);
  });

  it("San Francisco: the CleanPowerSF note in Spanish, naming the same companies", () => {
    const { en, es } = both(() => moneyYouMayGet("94110", { state: "CA", utilities: ["PG&E"] }, SAN_FRANCISCO, UNANSWERED, TODAY).communityChoice?.note);
    expect(en).toMatch(/^In San Francisco, CleanPowerSF/);
    expect(es).toMatch(/^En San Francisco, CleanPowerSF, el proveedor de energía comunitario \(CCA\)/);
    expect(es).toContain("PG&E");
  });
});
