// Station words in Spanish (issue 29): the worked cases of words.test.ts and plan-line.test.ts on a
// Spanish page, with the same figures.
import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { circleMilesText, stationCountsLine } from "./plan-line";
import { networkDisplayName } from "./networks";
import { coverageFor } from "./search";
import { levelPrice } from "./test-fixtures";
import { coverageMessage, localPriceLine, stationCredit } from "./words";

/** The figures of a text without its data date (English prints it as the data does, Spanish through Intl). */
const figures = (text: string) =>
  [...text.replace(/\d{4}-\d{2}-\d{2}|\d{1,2} [a-z]{3,4} \d{4}/g, "").matchAll(/\$?\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0]).sort();
function both<T>(read: () => T): { en: T; es: T } {
  setLocaleSource(() => "en");
  const en = read();
  setLocaleSource(() => "es");
  return { en, es: read() };
}
afterEach(() => setLocaleSource(() => "en"));

const level = (scope: "circle" | "state", stations: number, median: number) => ({ scope, ...levelPrice(stations, median) });
const circle = (free: number) => ({ stations: 610, level2Stations: 570, dcFastStations: 40, level2: null, dcFast: null, free, freeWithParkingFee: 0 });

describe("station words in Spanish", () => {
  it("typical prices near you: 39 Level 2 at $0.40 and 5 fast at $0.54, 342 free (AFDC, 2025-04-21)", () => {
    const { en, es } = both(() =>
      localPriceLine({
        circle: circle(342),
        state: null,
        resolved: { scope: "circle", state: "NY", level2: level("circle", 39, 0.4), dcFast: level("circle", 5, 0.54), stations: 44, asOf: "2025-04-21" },
      }),
    );
    expect(es).toBe(
      "Precios típicos cerca de usted, de 44 estaciones: nivel 2 $0.40/kWh, carga rápida $0.54/kWh; 342 estaciones cerca de usted indican que la carga es gratis (AFDC, datos del 21 abr 2025).",
    );
    expect(figures(es)).toEqual(figures(en));
  });

  it("the fast price from the state's stations, said so", () => {
    const { en, es } = both(() =>
      localPriceLine({
        circle: circle(0),
        state: null,
        resolved: { scope: "mixed", state: "NY", level2: level("circle", 39, 0.4), dcFast: level("state", 39, 0.52), stations: 78, asOf: "2025-04-21" },
      }),
    );
    expect(es).toBe(
      "Precios típicos cerca de usted, de 39 estaciones: nivel 2 $0.40/kWh; muy pocos cargadores rápidos cerca de usted publican uno, así que en todo New York, de 39 estaciones: carga rápida $0.52/kWh (AFDC, datos del 21 abr 2025).",
    );
    expect(figures(es)).toEqual(figures(en));
  });

  it("the plan's station line, the circle and the credits", () => {
    const { en, es } = both(() => ({
      line: stationCountsLine({
        query: { lat: 40.76, lon: -73.99, radiusMi: 18, connector: null, limit: 1 },
        coverage: { status: "full", states: [], message: null },
        totals: { stations: 300, fastStations: 12, fastPorts: 48, level2Ports: 1_234, level1Ports: 0, nearestFastMiles: 2.25 },
      }),
      one: circleMilesText(1),
      credit: stationCredit([{ state: "NY", asOf: "2025-04-21", stations: 4736 }], null),
      network: networkDisplayName(""),
    }));
    expect(es.line).toBe("Dentro de su círculo de 18 millas: 12 estaciones de carga rápida (48 puertos), 1,234 puertos de nivel 2; cargador rápido más cercano a 2.3 millas.");
    expect(figures(es.line)).toEqual(figures(en.line));
    expect(es.one).toBe("1 milla");
    expect(es.credit).toBe("New York, datos del 21 abr 2025");
    expect(en.credit).toBe("New York as of 2025-04-21");
    expect(es.network).toBe("Red desconocida");
  });

  it("says which states the station data covers", () => {
    setLocaleSource(() => "es");
    const states = [
      { state: "NY", asOf: "2025-04-21", stations: 4736 },
      { state: "NJ", asOf: "2025-04-20", stations: 1200 },
    ];
    const index = { v: 1 as const, cellDeg: 0.25, source: "AFDC", sourceUrl: "https://afdc.energy.gov/", refreshedAt: null, states, cells: ["a"], covered: ["a"] };
    expect(coverageFor(index, ["b"]).message).toBe(
      "Los datos de estaciones de esta zona aún no están cargados. Por ahora, nuestros datos de estaciones cubren New Jersey y New York.",
    );
  });

  it("a Spanish page words the coverage itself, whatever language the shared, cached API answer carries", () => {
    const states = [{ state: "NY", asOf: "2025-04-21", stations: 4736 }];
    setLocaleSource(() => "en");
    const cachedAnswer = { status: "partial" as const, states, message: coverageMessage({ status: "partial", states }) };
    setLocaleSource(() => "es");
    const line = stationCountsLine({
      query: { lat: 40.76, lon: -73.99, radiusMi: 18, connector: null, limit: 1 },
      coverage: cachedAnswer,
      totals: { stations: 3, fastStations: 0, fastPorts: 0, level2Ports: 4, level1Ports: 0, nearestFastMiles: null },
    });
    expect(line).toContain("(Parte de este círculo queda fuera de New York, los estados que cubren por ahora nuestros datos de estaciones");
    expect(line).not.toContain(cachedAnswer.message!);
    const none = stationCountsLine({
      query: { lat: 40.76, lon: -73.99, radiusMi: 18, connector: null, limit: 1 },
      coverage: { ...cachedAnswer, status: "none" },
      totals: { stations: 0, fastStations: 0, fastPorts: 0, level2Ports: 0, level1Ports: 0, nearestFastMiles: null },
    });
    expect(none).toBe("Estaciones públicas dentro de su círculo de 18 millas: Los datos de estaciones de esta zona aún no están cargados. Por ahora, nuestros datos de estaciones cubren New York.");
  });
});
