// Every dataset the app ships records its as-of date, so the UI can print "as of" beside each
// figure. A new data file without an entry here fails the first test; an entry whose file lost its
// date fails the second.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PublicChargingPricesFileSchema } from "../../domain/public-charging/prices.schema";

const root = join(import.meta.dirname, "..", "..");
const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, any>;

/** An ISO date, a year-month or a year: how precise the source itself is. */
const AS_OF = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** File → the as-of dates it records (several when its figures come from differently dated sources). */
const DATASETS: Record<string, (file: Record<string, any>) => unknown[]> = {
  "domain/data/utility-rates.json": (f) => [f.asOf, ...f.utilities.flatMap((u: any) => u.plans.map((p: any) => p.effectiveDate ?? p.sourceDate ?? f.asOf))],
  "domain/data/utility-rates-us.json": (f) => [f.asOf, ...f.utilities.flatMap((u: any) => u.plans.map((p: any) => p.effectiveDate ?? p.sourceDate))],
  "domain/data/state-prices.json": (f) => [f.electricity.asOf, f.gas.asOf],
  "domain/data/incentives.json": (f) => [f.statusAsOf],
  "domain/data/incentives-research.json": (f) => [f.statusAsOf],
  "domain/data/public-charging-prices.json": (f) => [f.asOf, ...f.prices.map((p: any) => p.published)],
  "domain/data/chargers.json": (f) => [f.checked],
  "domain/data/outlets.json": (f) => [f.checked],
  "domain/data/ev-models.json": (f) => [f.asOf],
  "domain/data/ev-efficiency.json": (f) => [f.asOf],
  "domain/zip/shard-prefixes.json": (f) => [f.asOf?.places, f.asOf?.utilities, f.asOf?.geography, f.asOf?.prices],
  "web/public/data/map/us-states.json": (f) => [f.asOf],
  "web/public/data/map/cells-index.json": (f) => [f.asOf?.places, f.asOf?.counties],
  "web/public/data/stations/index.json": (f) => f.states.map((state: any) => state.asOf),
  // The networks' websites are read from the AFDC snapshots, whose dates the stations index records.
  "domain/data/station-network-websites.json": () => json("web/public/data/stations/index.json").states.map((state: any) => state.asOf),
};

/**
 * installers.json is not reference data: it holds imported business listings (none ship), each
 * checked by its importer; it has no single as-of date by design (docs/installers.md).
 */
const NOT_DATASETS = new Set([
  "domain/data/installers.json",
  // The map's cells, listed and dated by cells-index.json.
  "web/public/data/map/cells",
]);

describe("datasets record their as-of date", () => {
  it("every shipped data file is listed", () => {
    const files = [
      ...readdirSync(join(root, "domain/data")).filter((f) => f.endsWith(".json")).map((f) => `domain/data/${f}`),
      ...readdirSync(join(root, "web/public/data/map")).map((f) => `web/public/data/map/${f}`),
      "domain/zip/shard-prefixes.json",
    ];
    const unlisted = files.filter((f) => !(f in DATASETS) && !NOT_DATASETS.has(f));
    expect(unlisted).toEqual([]);
  });

  it.each(Object.entries(DATASETS))("%s has an as-of date for every figure", (path, asOfDates) => {
    const dates = asOfDates(json(path));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date, `${path}: ${String(date)}`).toMatch(AS_OF);
  });

  it("a file without its date fails the check", () => {
    const stripped = { ...json("domain/data/public-charging-prices.json"), asOf: undefined };
    expect(() => expect(DATASETS["domain/data/public-charging-prices.json"]!(stripped)[0]).toMatch(AS_OF)).toThrow();
  });

  it("the public charging prices parse and the plan's default is the newest DC fast average", () => {
    const file = PublicChargingPricesFileSchema.parse(json("domain/data/public-charging-prices.json"));
    const current = file.prices.find((p) => p.id === file.dcFastDefaultId)!;
    // SOURCES.md 2026-11-23: US 0.48 in 2025 Q2 (Paren, published 2025-07-28).
    expect(current).toMatchObject({ usdPerKwh: 0.48, period: "2025 Q2", published: "2025-07-28", chargerLevel: "DC fast" });
    expect(file.asOf).toBe("2025-07-28");
  });
});
