// Builds domain/data/utility-rates-us.json: the time-of-use plans verified outside California, from
// ../shared/data/research/utility-ev-rates-2026.json (issue 33). Only its `utilities` (plans whose
// every price, hours, fixed charge and date were read: PSEG Long Island Rate 194 and Seattle City
// Light's TOU) are taken; `partial` plans (nulls or stale prices) are never priced on. Same plan
// format as domain/data/utility-rates.json (domain/rates/tariffs.schema.ts RatePlanSchema), so the
// plan's cost engine prices them exactly as California's, with their hours, source and as-of date.
import { readFileSync } from "node:fs";
import { requireShared, writeJson } from "./_shared.mjs";

const raw = JSON.parse(readFileSync(requireShared("research/utility-ev-rates-2026.json"), "utf8"));

/** research key → our key, the Rewiring America territory it prices, and the name a sentence uses. */
const UTILITIES = {
  PSEGLI: { territory: "ny-pseg-long-island", displayName: "PSEG Long Island" },
  SCL: { territory: "wa-seattle-city-light", displayName: "Seattle City Light" },
};
/** Short on-screen source labels (the full source text stays beside them). */
const SOURCE_LABELS = {
  "psegli-194": "Arcadia tariff data for PSEG Long Island Rate 194 (switchbox-data/tariff_fetch); hours also on psegliny.com",
  "scl-tou": "Westside Seattle, 2025-09-05, citing Seattle City Light",
};
/** The published date of a source that gives no effective date (Seattle City Light: a news report of 2025-09-05). */
const PUBLISHED = { "scl-tou": "2025-09-05" };

// Our week has weekdays (Mon–Fri) and weekends (Sat–Sun); Seattle City Light's plan has Mon–Sat and
// Sunday. Its only difference is 5–9 p.m.: peak Mon–Sat, mid-peak Sunday. Pricing every day's 5–9 p.m.
// at peak overstates Sunday evening's charging, never understates a cost: said in the plan's note.
function toOurDays(plan) {
  return plan.seasons.map((season) => {
    const days = new Set(season.periods.map((p) => p.days));
    if (!days.has("mon-sat") && !days.has("sun")) return season;
    const monSat = season.periods.filter((p) => p.days === "mon-sat" || p.days === "all");
    return { ...season, periods: monSat.map((p) => ({ ...p, days: "all" })) };
  });
}

const utilities = raw.utilities.map((u) => {
  const ours = UTILITIES[u.key];
  if (!ours) throw new Error(`Unknown verified utility ${u.key}: add it to UTILITIES`);
  return {
    key: u.key,
    territory: ours.territory,
    name: u.name,
    displayName: ours.displayName,
    plans: u.plans.map((p) => {
      if (!(p.id in SOURCE_LABELS)) throw new Error(`No source label for plan ${p.id}`);
      const effective = /^\d{4}-\d{2}-\d{2}$/.test(p.effectiveDate) ? p.effectiveDate : null;
      const seasons = toOurDays(p);
      const daysChanged = seasons !== p.seasons && JSON.stringify(seasons) !== JSON.stringify(p.seasons);
      return {
        id: p.id,
        name: p.name,
        kind: p.kind,
        fixedMonthlyUsd: p.fixedMonthlyUsd,
        fixedCharge: p.fixedCharge ?? null,
        seasons: seasons.map((s) => ({
          name: s.name,
          months: s.months,
          periods: s.periods.map((x) => ({ label: x.label, days: x.days, startHour: x.startHour, endHour: x.endHour, usdPerKwh: x.usdPerKwh })),
        })),
        effectiveDate: effective,
        sourceDate: effective ? null : (PUBLISHED[p.id] ?? null),
        sourceDateKind: effective ? null : PUBLISHED[p.id] ? "published" : null,
        source: p.source,
        sourceLabel: SOURCE_LABELS[p.id],
        isSpecFallbackOnly: false,
        specFallback: {},
        note: [
          p.note,
          effective ? null : `Effective: ${p.effectiveDate}.`,
          daysChanged ? "Our week has weekdays and weekends only, so Sunday's 5–9 p.m. (mid-peak) is priced at the Monday–Saturday peak: a Sunday evening charge may cost a little less." : null,
        ]
          .filter(Boolean)
          .join(" "),
        periodsEffective: null,
        periodsSource: null,
        extras: p.priceBasis ? { priceBasis: p.priceBasis } : {},
      };
    }),
    switchInstructions: u.switchInstructions,
  };
});

writeJson("domain/data/utility-rates-us.json", {
  generatedFrom: "../shared/data/research/utility-ev-rates-2026.json (its verified `utilities` only)",
  asOf: raw._meta.generated,
  caveats: raw._meta.caveats,
  utilities,
});
