// Builds domain/data/utility-rates.json from ../shared/data/utility-rates.json: residential default
// and EV plans for PG&E, SCE, SDG&E, LADWP and BWP. Facts are carried over unchanged (prices, hours,
// seasons, fixed charges, notes, sources); we only normalise shapes: "" effective dates become null,
// the date a secondary source was checked is pulled out of its text so the UI can say "as of", and
// each plan gets a short source label for the screen (the full source text stays beside it).
import { readFileSync } from "node:fs";
import { requireShared, writeJson } from "./_shared.mjs";

const raw = JSON.parse(readFileSync(requireShared("utility-rates.json"), "utf8"));

// The shared file's keys already match our UtilityKey spellings; keep the map explicit so a renamed
// key in the researched file fails loudly here instead of silently dropping a utility.
const KEY_MAP = { "PG&E": "PG&E", SCE: "SCE", SDGE: "SDGE", LADWP: "LADWP", BWP: "BWP" };
const DISPLAY_NAMES = { "PG&E": "PG&E", SCE: "SCE", SDGE: "SDG&E", LADWP: "LADWP", BWP: "BWP" };

// Short, on-screen summaries of each plan's `source` (the full text is shown on demand).
const SOURCE_LABELS = {
  "pge-e-tou-c": "ratereliefca.com copy of PG&E's rate table",
  "pge-ev2-a": "ratereliefca.com copy of PG&E's rate table; partial-peak from a public rate model",
  "sce-tou-d-4-9pm": "ratereliefca.com copy of SCE's rate plan page",
  "sce-tou-d-prime": "ratereliefca.com copy of SCE's rate plan page",
  "sdge-tou-dr1": "public rate model citing SDG&E's 1/1/2026 TOU-DR1 table",
  "sdge-ev-tou-5": "2026 student analysis citing SDG&E Schedule EV-TOU-5 (unconfirmed)",
  "ladwp-r-1a": "ratereliefca.com copy of LADWP's residential rates",
  "ladwp-r-1b": "ratereliefca.com copy of LADWP's residential rates",
  "bwp-residential-standard": "our tool specification's simplified figure (no current BWP table found)",
  "bwp-residential-ev-tou": "our tool specification's simplified figures (no current BWP table found)",
};

function sourceDate(source) {
  const checked = /checked (\d{4}-\d{2}-\d{2})/.exec(source);
  if (checked) return { sourceDate: checked[1], sourceDateKind: "checked" };
  const dated = /dated (\d{4}-\d{2}-\d{2})/.exec(source);
  if (dated) return { sourceDate: dated[1], sourceDateKind: "published" };
  return { sourceDate: null, sourceDateKind: null };
}

function plan(p) {
  if (!(p.id in SOURCE_LABELS)) throw new Error(`No source label for plan ${p.id}`);
  const isSpecFallbackOnly = p.source.startsWith("Spec fallback only");
  const { fixedCharge, ...rest } = p;
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    fixedMonthlyUsd: p.fixedMonthlyUsd,
    fixedCharge: fixedCharge ?? null,
    seasons: p.seasons.map((s) => ({
      name: s.name,
      months: s.months,
      periods: s.periods.map((x) => ({
        label: x.label,
        days: x.days,
        startHour: x.startHour,
        endHour: x.endHour,
        usdPerKwh: x.usdPerKwh,
      })),
    })),
    effectiveDate: p.effectiveDate || null,
    ...sourceDate(p.source),
    source: p.source,
    sourceLabel: SOURCE_LABELS[p.id],
    isSpecFallbackOnly,
    specFallback: p.specFallback,
    note: p.note ?? null,
    // When the plan's time windows last changed and who says so (SDG&E: weekday 10 a.m.-2 p.m.
    // super off-peak all year since 2026-05-01). Null where the windows never changed in our sources.
    periodsEffective: p.periodsEffective || null,
    periodsSource: p.periodsSource ?? null,
    extras: Object.fromEntries(
      Object.entries(rest).filter(
        ([k]) =>
          ["baselineCreditUsdPerKwh", "belowBaselinePrices", "tiers", "quarterlyPrices2026", "evDiscount", "marchAprilException"].includes(k) &&
          // The March-April exception is history once the windows say "all year" (periodsEffective).
          !(k === "marchAprilException" && p.periodsEffective),
      ),
    ),
  };
}

const utilities = raw.utilities.map((u) => {
  const key = KEY_MAP[u.key];
  if (!key) throw new Error(`Unknown utility key in shared data: ${u.key}`);
  return {
    key,
    name: u.name,
    displayName: DISPLAY_NAMES[key],
    plans: u.plans.map(plan),
    switchInstructions: u.switchInstructions,
  };
});

writeJson("domain/data/utility-rates.json", {
  generatedFrom: "../shared/data/utility-rates.json",
  asOf: raw._meta.generated,
  dataGathered: raw._meta.generated,
  changes: raw._meta.changes ?? [],
  units: raw._meta.units,
  caveats: raw._meta.caveats,
  utilities,
});
