// The plan's sentences in Spanish (issue 29): the exact words a Spanish page shows for the worked
// cases of model.test.ts and calculator-vs-plan.test.ts, and the same figures as the English ones.
import { afterEach, describe, expect, it } from "vitest";
import type { UserInputs } from "../contracts/progress.schema";
import { setLocaleSource } from "../i18n/runtime";
import { levelPrice } from "../stations/test-fixtures";
import type { ResolvedPublicPrices } from "../stations/types";
import { typicalEfficiencyText } from "./assumptions";
import { planForCalculator, whyPlanDiffers } from "./calculator-vs-plan";
import { computePlan, planMoneyLine } from "./model";
import { scheduleLine } from "./money-words";
import { computeStep3Result, OVER_RANGE_MESSAGE } from "./range-figures";
import { chargingSummaryLines, planSummaryLine } from "./summary";
import { SAN_DIEGO_LEVEL2_INPUTS } from "./test-fixtures";

const TODAY = "2026-11-26";
/** Every figure in a text ("$0.54", "4,000", "22.3", "2026"), sorted: word order may move, figures may not change. */
const figures = (texts: string | readonly string[]) => [...[texts].flat().join(" ").matchAll(/\$?\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0]).sort();
/** The same call in English and in Spanish. */
function both<T>(read: () => T): { en: T; es: T } {
  setLocaleSource(() => "en");
  const en = read();
  setLocaleSource(() => "es");
  const es = read();
  return { en, es };
}
afterEach(() => setLocaleSource(() => "en"));

// Brooklyn 11215, 16 miles a day on 5 days (4,000 a year), no home charging: the 5 fast chargers near
// 11215 that list a per-kWh price (median $0.54), 44 priced stations (calculator-vs-plan.test.ts).
const BROOKLYN_PRICES: ResolvedPublicPrices = {
  scope: "circle",
  state: "NY",
  dcFast: { scope: "circle", ...levelPrice(5, 0.54, { low: 0.54, high: 0.59 }) },
  level2: { scope: "circle", ...levelPrice(39, 0.4, { low: 0.33, high: 0.62 }) },
  stations: 44,
  asOf: "2025-04-21",
};
const BROOKLYN: UserInputs = { hoursParkedAtHome: 8, evType: "BEV", evRange: 250, homeCharging: "no", homeSetup: "level1", dealerSlug: "", zipCode: "11215", annualMiles: 4_000, dailyMiles: 16 };
const brooklynPlan = () => computePlan(BROOKLYN, { state: "NY", utilities: [], publicPrices: BROOKLYN_PRICES }, TODAY);

describe("the calculator beside a Brooklyn plan, in Spanish", () => {
  it("says where the price comes from and every assumption, with the English figures", () => {
    const { en, es } = both(() => planForCalculator(brooklynPlan().money, "BEV")!);
    expect(es.priceBasis).toBe(
      "Su plan no tiene carga en casa: 4,000 millas en estaciones públicas a $0.54 por kWh, cerca de usted: mediana de 5 cargadores rápidos que publican su precio, de 44 estaciones con precio cerca de usted.",
    );
    expect(es.basis).toEqual([
      "Millas: las 4,000 millas al año de su plan: 4,000 millas en estaciones públicas.",
      "Carga pública: $0.54 por kWh, cerca de usted: mediana de 5 cargadores rápidos que publican su precio, de 44 estaciones con precio cerca de usted.",
      "Eficiencia: 2.7 millas por kWh, la mediana de 78 modelos eléctricos de batería 2025–26 (EPA); la mayoría rinde 2.1–3.3. Elija su auto en los datos del vehículo del plan para ver su propio dato.",
      "El auto de gasolina: 29 mpg (un auto de gasolina típico) a $4.16 por galón, el promedio de New York (AAA, 22 ago 2026).",
    ]);
    // Best $40, worst $94 a month (calculator-vs-plan.test.ts); gas $48 against $67 electric: $19 more.
    expect(es.range).toBe("Entre $40 y $94 al mes; lo deciden el precio de la carga pública y la eficiencia de su auto.");
    expect(es.gasCheaper).toBe("Con estos precios, un auto de gasolina le costaría menos: unos $19 menos al mes.");
    expect(es.result).toEqual(en.result);
    for (const key of ["priceBasis", "basis", "range", "gasCheaper"] as const) expect(figures(es[key] ?? "")).toEqual(figures(en[key] ?? ""));
  });

  it("explains a moved slider", () => {
    const { en, es } = both(() => {
      const money = brooklynPlan().money;
      return whyPlanDiffers(money, { ...planForCalculator(money, "BEV")!.inputs, electricityCentsPerKwh: 22.25, annualMiles: 5_000 }, "New York");
    });
    expect(es).toEqual([
      "La calculadora tiene 5,000 millas al año; su plan recorre 4,000.",
      "Su plan carga 4,000 millas al año en estaciones públicas a $0.54 por kWh (cerca de usted: mediana de 5 cargadores rápidos que publican su precio, de 44 estaciones con precio cerca de usted); la calculadora usa 22.3¢ para cada milla.",
    ]);
    expect(figures(es)).toEqual(figures(en));
  });

  it("the preview's money line and the plan's rhythm", () => {
    const { en, es } = both(() => {
      const plan = brooklynPlan();
      return { line: planMoneyLine(plan), rhythm: plan.rhythm, summary: planSummaryLine(BROOKLYN) };
    });
    expect(es.line).toBe("$67 al mes en eléctrico vs. $48 en un auto de gasolina: $19 más");
    // 60% of 250 miles = 150 miles ÷ 16 a day = 9.4 → every 9 days.
    expect(es.rhythm).toBe("carga pública cada 9 días");
    expect(es.summary).toBe("16 millas al día en 11215 · 6% de la batería al día · carga pública cada 9 días");
    expect(figures(Object.values(es))).toEqual(figures(Object.values(en)));
  });
});

describe("the plan's other sentences in Spanish", () => {
  it("the charging hours on SDG&E's EV-TOU-5 (24 miles a day at Level 1: 8 hours a night, 21% beyond the cheapest window)", () => {
    const inputs: UserInputs = { ...SAN_DIEGO_LEVEL2_INPUTS, dailyMiles: 24, annualMiles: 8_400, homeSetup: "level1" };
    const { en, es } = both(() => scheduleLine(computePlan(inputs, { state: "CA", utilities: ["SDGE"] }, TODAY).money)!);
    expect(es).toBe(
      "Se carga 7 noches a la semana (cada noche que el auto está en casa), unas 8 horas por noche, en las horas en que el auto está estacionado (11 p. m.–7 a. m.). Alrededor del 21% de esa carga queda fuera del horario más barato de EV-TOU-5 y se cobra al precio del siguiente.",
    );
    expect(figures(es)).toEqual(figures(en));
  });

  it("step 3's message, and the charging summary of a shared plan", () => {
    const home: UserInputs = { ...BROOKLYN, homeCharging: "yes", homeSetup: "240v" };
    const { en, es } = both(() => ({ step3: computeStep3Result(BROOKLYN), lines: chargingSummaryLines(home), over: OVER_RANGE_MESSAGE.PHEV }));
    expect(es.step3).toMatchObject({
      daysBetweenPublicCharging: 9,
      mainMessage: "Carga pública cada 9 días",
      subText: "Cargar entre el 20% y el 80% le da 150 millas de manejo entre paradas.",
    });
    expect(es.lines).toEqual([
      "Un vehículo eléctrico de batería (BEV) con 250 millas de autonomía.",
      "16 millas de manejo al día. Unas 4,000 millas al año.",
      "Carga en casa con un tomacorriente de 240 V, que suma unas 20 millas por hora estacionado, 8 horas cada noche.",
      "La carga en casa cubre sus millas de cada día. Conecte el auto al llegar a casa y empezará cada día con la misma carga. Los cargadores públicos quedan para los viajes largos.",
    ]);
    expect(es.over).toBe("Tendrá que usar el motor de gasolina para completar este trayecto.");
    expect(en.over).toBe("You will need to use the gas engine to complete this drive.");
    expect(figures([es.step3.mainMessage, es.step3.subText, ...es.lines])).toEqual(figures([en.step3.mainMessage, en.step3.subText, ...en.lines]));
  });

  it("the calculator's efficiency hint (EPA file of 2025-10-29)", () => {
    const { en, es } = both(() => typicalEfficiencyText("PHEV"));
    expect(es).toBe(
      "Empieza en 1.9, la mediana de 47 híbridos enchufables 2025–26 en modo eléctrico (EPA, fueleconomy.gov, archivo del 29 oct 2025); la mayoría rinde 1.5–2.5.",
    );
    expect(figures(es)).toEqual(figures(en));
  });
});
