// The one plan model (issue 13): inputs (driving, EV, home charging) and the ZIP's place (state and
// utilities) → the whole plan: range figures, the public-charging rhythm, the spec's stored
// `calculations` record and the money. Step 3, the dashboard, the shared plan and the og:image
// card all read computePlan, so they can never disagree. Formulas are not written twice: range
// figures are computeStep3Result (charging/plan.ts), tariff costs are planYearlyCost
// (rates/evaluation.ts), state prices are stateAverages (savings/state-prices.ts), incentives go
// through moneyYouMayGet (incentives/money-you-may-get.ts). See
// docs/decisions/0006-one-plan-model.md for which figures are shown and why.
import type { UserInputs } from "../contracts/progress.schema";
import { planFigures, type PlanFigures } from "./plan-figures";
import {
  effectiveDailyMiles,
  effectiveRange,
  PUBLIC_ONLY_USABLE_SHARE,
  type Step3Result,
} from "../charging/plan";
import { ASSUMPTION_BOUNDS, type AssumptionKey } from "../progress/model";
import { EV_MILES_PER_KWH, GAS_CAR_MPG, planYearlyCost } from "../rates/evaluation";
import { formatIsoDate, formatUsdWhole } from "../rates/format";
import { isTariffUtilityKey, planAsOf, utilityRates, utilityTariffs, type Plan as TariffPlan, type TariffUtilityKey } from "../rates/tariffs";
import { NATIONAL_DEFAULT_ELECTRICITY_CENTS, NATIONAL_DEFAULT_GAS_USD, findState, statePrices } from "../savings/state-prices";
import { INCENTIVE_DATA } from "../incentives/data";
import { utilityName } from "../incentives/location";
import { moneyYouMayGet, type MoneyYouMayGet } from "../incentives/money-you-may-get";
import { defaultDcFastPrice, publicChargingPrices } from "../public-charging/prices";
import type { UtilityKey } from "../zip/types";

/** Where the plan's ZIP is, from the ZIP lookup. null state = the ZIP is unknown or the lookup failed. */
export interface PlanPlace {
  state: string | null;
  /** The ZIP's electric utilities in the lookup's order (several when the ZIP is split). */
  utilities: readonly UtilityKey[];
}

/** A figure's provenance, one tap away on screen. */
export interface Provenance {
  source: string;
  /** ISO date, year-month or year: as precise as the source; "" for our specification's own assumptions (undated). */
  asOf: string;
  url?: string;
}

/** Whole dollars, the one rounding rule: each cost is rounded once; totals and differences add the rounded parts. */
export interface Dollars {
  monthly: number;
  yearly: number;
}

export interface Assumption {
  value: number;
  isDefault: boolean;
  provenance: Provenance;
}

export interface TariffCost extends Dollars {
  planId: string;
  planName: string;
  /** Average price paid per kWh over the year in the plan's cheapest windows. */
  usdPerKwh: number;
  provenance: Provenance;
  /** Seasons the price is weighted over, e.g. "Jun–Oct", "Nov–May". */
  seasons: { name: string; months: number[]; usdPerKwh: number }[];
}

export type HomeCharging =
  | { kind: "none" }
  | {
      kind: "tariff";
      utility: TariffUtilityKey;
      utilityName: string;
      standard: TariffCost;
      /** The cheapest EV plan when charging in its cheapest windows; null when no EV plan can be priced. */
      ev: TariffCost | null;
      evMissingReason: string | null;
      /** Which of the two the total counts: the cheaper one. */
      counted: "standard" | "ev";
      counts: Dollars;
      /** Paid whatever you drive: shown apart, never counted as an EV cost or saving. */
      fixedMonthlyUsd: number | null;
      /** Other utilities of a split ZIP (see Maximize Savings to pick). */
      otherUtilities: UtilityKey[];
    }
  | {
      kind: "state-average";
      /** Why there is no tariff: the utility we have none for, or null outside our coverage. */
      utility: UtilityKey | null;
      stateName: string | null;
      usdPerKwh: number;
      isNationalDefault: boolean;
      provenance: Provenance;
      note: string;
      counts: Dollars;
    };

export interface PlanMoney {
  assumptions: Record<AssumptionKey, Assumption>;
  /** Yearly miles and where their energy comes from. */
  miles: { yearly: number; home: number; public: number; gas: number };
  home: HomeCharging;
  publicCharging: Dollars & { usdPerKwh: number };
  /** Plug-in hybrid miles beyond what the battery covers, on gas; null for a BEV. */
  hybridGas: (Dollars & { usdPerGallon: number }) | null;
  /** Home (the counted plan) + public + hybrid gas. */
  evTotal: Dollars;
  gasCar: Dollars & { usdPerGallon: number; stateName: string | null; isNationalDefault: boolean; provenance: Provenance };
  /** Gas car minus EV: positive means the EV saves money. */
  difference: Dollars;
}

export type { CountedIncentive, MoneyYouMayGet } from "../incentives/money-you-may-get";

export interface PlanModel extends PlanFigures {
  money: PlanMoney;
  /** null when the ZIP is unknown: we cannot say which programs apply. */
  incentives: MoneyYouMayGet | null;
}

const MONTHS_PER_YEAR = 12;

const dollars = (yearlyUsd: number): Dollars => {
  const yearly = Number.isFinite(yearlyUsd) && yearlyUsd > 0 ? yearlyUsd : 0;
  return { yearly: Math.round(yearly), monthly: Math.round(yearly / MONTHS_PER_YEAR) };
};
const add = (...parts: Dollars[]): Dollars => ({
  yearly: parts.reduce((sum, p) => sum + p.yearly, 0),
  monthly: parts.reduce((sum, p) => sum + p.monthly, 0),
});
const minus = (a: Dollars, b: Dollars): Dollars => ({ yearly: a.yearly - b.yearly, monthly: a.monthly - b.monthly });

const ASSUMPTION_DEFAULTS = { milesPerKwh: EV_MILES_PER_KWH, mpg: GAS_CAR_MPG } as const;
const SPEC_PROVENANCE: Provenance = {
  source: `PlugPlan tool specification (typical EV ${EV_MILES_PER_KWH} mi/kWh; typical gas car ${GAS_CAR_MPG} mpg)`,
  asOf: "",
};
const SPEC_PROVENANCE_ELECTRICITY: Provenance = {
  source: `PlugPlan tool specification (US default ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢/kWh)`,
  asOf: "",
};
const SPEC_PROVENANCE_GAS: Provenance = {
  source: `PlugPlan tool specification (US default $${NATIONAL_DEFAULT_GAS_USD.toFixed(2)} a gallon)`,
  asOf: "",
};
/** The electricity source's short name as the note prints it: "EIA" from "… (EIA), Electric Power Annual". */
const ELECTRICITY_PUBLISHER = /\(([A-Z]{2,})\)/.exec(statePrices.electricity.source)?.[1] ?? statePrices.electricity.source;

/** The person's value when set and valid, else the default; clamped so no figure can run away. */
function assumption(inputs: UserInputs, key: AssumptionKey, fallback: number, provenance: Provenance): Assumption {
  const raw = inputs[key];
  const { min, max } = ASSUMPTION_BOUNDS[key];
  if (typeof raw === "number" && Number.isFinite(raw) && raw > 0) {
    return { value: Math.min(max, Math.max(min, raw)), isDefault: false, provenance: { source: "Your own figure", asOf: "" } };
  }
  return { value: fallback, isDefault: true, provenance };
}

/** The efficiency the plan's money uses: the person's figure within its bounds, else the spec's 3.5 mi/kWh. */
export function planMilesPerKwh(inputs: UserInputs): number {
  return assumption(inputs, "milesPerKwh", ASSUMPTION_DEFAULTS.milesPerKwh, SPEC_PROVENANCE).value;
}

/**
 * Yearly miles: the plan's own figure (days a week × daily miles × 50 weeks, §9). Zero driving days
 * give 0 whatever the one-way distance: money follows the miles actually driven.
 */
export function yearlyMiles(inputs: UserInputs): number {
  return Number.isFinite(inputs.annualMiles) && inputs.annualMiles > 0 ? inputs.annualMiles : 0;
}

/**
 * Shares of each day's miles by energy source. Home charging covers the miles step 3 says a night
 * puts back, never more than the battery holds; a BEV covers the rest publicly, a PHEV with gas.
 * A PHEV without home charging drives on electricity up to the 20–80% window (step 3's wording),
 * then on gas.
 */
export function mileShares(inputs: UserInputs, range: Step3Result): { home: number; public: number; gas: number } {
  const daily = effectiveDailyMiles(inputs);
  if (!(daily > 0)) return { home: 0, public: 0, gas: 0 };
  const batteryMiles = effectiveRange(inputs);
  const isHybrid = inputs.evType === "PHEV";
  if (inputs.homeCharging === "yes") {
    const home = Math.min(range.milesRechargedDaily, batteryMiles, daily);
    const rest = daily - home;
    return isHybrid ? { home: home / daily, public: 0, gas: rest / daily } : { home: home / daily, public: rest / daily, gas: 0 };
  }
  if (!isHybrid) return { home: 0, public: 1, gas: 0 };
  const electric = Math.min(daily, PUBLIC_ONLY_USABLE_SHARE * batteryMiles);
  return { home: 0, public: electric / daily, gas: (daily - electric) / daily };
}

function tariffProvenance(plan: TariffPlan): Provenance {
  // Prices and hours can come from differently dated sources (SDG&E's hours changed 2026-05-01).
  const hours = plan.periodsEffective ? `; hours as of ${formatIsoDate(plan.periodsEffective)}` : "";
  return { source: `${plan.sourceLabel}${hours}`, asOf: planAsOf(plan)?.date ?? "" };
}

function tariffCost(plan: TariffPlan, homeMiles: number, milesPerKwh: number): TariffCost | null {
  const cost = planYearlyCost(plan, homeMiles, milesPerKwh);
  if (!cost.evaluable || !cost.seasons.every((s) => Number.isFinite(s.blendedCheapestUsdPerKwh))) return null;
  const usdPerKwh = cost.seasons.reduce((sum, s) => sum + s.blendedCheapestUsdPerKwh * (s.months.length / 12), 0);
  return {
    planId: plan.id,
    planName: plan.name,
    usdPerKwh,
    provenance: tariffProvenance(plan),
    seasons: cost.seasons.map((s) => ({ name: s.season, months: s.months, usdPerKwh: s.blendedCheapestUsdPerKwh })),
    ...dollars(homeMiles > 0 ? cost.cheapestYearlyUsd : 0),
  };
}

function homeCharging(inputs: UserInputs, place: PlanPlace | null, homeMiles: number, milesPerKwh: number): HomeCharging {
  if (inputs.homeCharging !== "yes") return { kind: "none" };
  const utilities = place?.utilities ?? [];
  // A split ZIP: the first utility we have tariffs for, in the lookup's order, on every screen alike.
  const tariffKey = utilities.find(isTariffUtilityKey);
  if (tariffKey) {
    const tariffs = utilityTariffs(tariffKey);
    const standardPlan = tariffs.plans.find((p) => p.kind === "default")!;
    const standard = tariffCost(standardPlan, homeMiles, milesPerKwh);
    const evCosts = tariffs.plans
      .filter((p) => p.kind === "ev")
      .map((p) => tariffCost(p, homeMiles, milesPerKwh))
      .filter((c): c is TariffCost => c !== null)
      .sort((a, b) => a.usdPerKwh - b.usdPerKwh);
    const ev = evCosts[0] ?? null;
    if (standard) {
      const counted = ev && ev.usdPerKwh < standard.usdPerKwh ? "ev" : "standard";
      return {
        kind: "tariff",
        utility: tariffKey,
        utilityName: tariffs.displayName,
        standard,
        ev,
        evMissingReason: ev ? null : `${tariffs.displayName} does not publish the hours of its EV plan, so it cannot be priced.`,
        counted,
        counts: counted === "ev" && ev ? { monthly: ev.monthly, yearly: ev.yearly } : { monthly: standard.monthly, yearly: standard.yearly },
        fixedMonthlyUsd: standardPlan.fixedMonthlyUsd,
        otherUtilities: utilities.filter((u) => u !== tariffKey),
      };
    }
  }
  const state = place?.state ? findState(place.state) : undefined;
  const cents = state?.electricityCentsPerKwh ?? null;
  const usdPerKwh = (cents ?? NATIONAL_DEFAULT_ELECTRICITY_CENTS) / 100;
  const utility = utilities[0] ?? null;
  const provenance: Provenance =
    cents !== null
      ? { source: statePrices.electricity.source, asOf: statePrices.electricity.asOf, url: statePrices.electricity.url }
      : SPEC_PROVENANCE_ELECTRICITY;
  const why = utility ? `We have no rate plans for ${utilityName(utility)}` : "We have no rate plans for your utility";
  const note =
    cents !== null && state
      ? `${why}, so home charging uses ${state.name}'s average home electricity price (${ELECTRICITY_PUBLISHER}, ${statePrices.electricity.asOf}).`
      : `${why} and no state average${state ? ` for ${state.name}` : ""}, so home charging uses the US default of ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢ a kWh.`;
  return {
    kind: "state-average",
    utility,
    stateName: state?.name ?? null,
    usdPerKwh,
    isNationalDefault: cents === null,
    provenance,
    note,
    counts: dollars((homeMiles / milesPerKwh) * usdPerKwh),
  };
}


function money(inputs: UserInputs, place: PlanPlace | null, range: Step3Result): PlanMoney {
  const dcFast = defaultDcFastPrice();
  const assumptions: Record<AssumptionKey, Assumption> = {
    milesPerKwh: assumption(inputs, "milesPerKwh", ASSUMPTION_DEFAULTS.milesPerKwh, SPEC_PROVENANCE),
    mpg: assumption(inputs, "mpg", ASSUMPTION_DEFAULTS.mpg, SPEC_PROVENANCE),
    publicUsdPerKwh: assumption(inputs, "publicUsdPerKwh", dcFast.usdPerKwh, {
      source: `${dcFast.publisher}: US average DC fast price, ${dcFast.period}`,
      asOf: dcFast.published,
      url: dcFast.url,
    }),
  };
  const milesPerKwh = assumptions.milesPerKwh.value;
  const mpg = assumptions.mpg.value;
  const total = yearlyMiles(inputs);
  const shares = mileShares(inputs, range);
  const miles = { yearly: total, home: total * shares.home, public: total * shares.public, gas: total * shares.gas };

  const state = place?.state ? findState(place.state) : undefined;
  const gasUsdPerGallon = state?.gasUsdPerGallon ?? NATIONAL_DEFAULT_GAS_USD;
  const gasProvenance: Provenance = state
    ? { source: statePrices.gas.source, asOf: statePrices.gas.asOf, url: statePrices.gas.url }
    : SPEC_PROVENANCE_GAS;

  const home = homeCharging(inputs, place, miles.home, milesPerKwh);
  const publicUsdPerKwh = assumptions.publicUsdPerKwh.value;
  const publicCharging = { ...dollars((miles.public / milesPerKwh) * publicUsdPerKwh), usdPerKwh: publicUsdPerKwh };
  const hybridGas = inputs.evType === "PHEV" ? { ...dollars((miles.gas / mpg) * gasUsdPerGallon), usdPerGallon: gasUsdPerGallon } : null;
  const homeCounts = home.kind === "none" ? dollars(0) : home.counts;
  const evTotal = add(homeCounts, publicCharging, hybridGas ?? dollars(0));
  const gasCar = {
    ...dollars((total / mpg) * gasUsdPerGallon),
    usdPerGallon: gasUsdPerGallon,
    stateName: state?.name ?? null,
    isNationalDefault: !state,
    provenance: gasProvenance,
  };
  return { assumptions, miles, home, publicCharging, hybridGas, evTotal, gasCar, difference: minus(gasCar, evTotal) };
}

/**
 * The whole plan. `place` comes from the ZIP lookup (null while unknown: money then uses national
 * defaults and says so); `today` is an ISO date (incentives past their end date never count).
 */
export function computePlan(inputs: UserInputs, place: PlanPlace | null, today: string): PlanModel {
  const figures = planFigures(inputs);
  return {
    ...figures,
    money: money(inputs, place, figures.range),
    incentives:
      place && place.state
        ? moneyYouMayGet(inputs.zipCode, place, { purchase: inputs.purchase ?? "", incomeQualifies: inputs.incomeQualifies ?? "" }, today)
        : null,
  };
}

/**
 * The as-of dates of every data file computePlan reads (tariffs, the DC fast price and its file,
 * state electricity and gas prices, incentive statuses), in a fixed order. Anything that stores a
 * plan's figures (the og:image card cache) keys on it, so a data update is never hidden behind an
 * old copy.
 */
export function planDataAsOf(): string {
  return [
    utilityRates.asOf,
    publicChargingPrices.asOf,
    defaultDcFastPrice().published,
    statePrices.electricity.asOf,
    statePrices.gas.asOf,
    INCENTIVE_DATA.statusAsOf,
  ].join("_");
}

/** One line for previews (og:image card, link descriptions): the same monthly figures as the page. */
export function planMoneyLine(plan: PlanModel): string {
  const { evTotal, gasCar, difference } = plan.money;
  const tail =
    difference.monthly > 0
      ? `: ${formatUsdWhole(difference.monthly)} less`
      : difference.monthly < 0
        ? `: ${formatUsdWhole(-difference.monthly)} more`
        : "";
  return `${formatUsdWhole(evTotal.monthly)} a month electric vs ${formatUsdWhole(gasCar.monthly)} in a gas car${tail}`;
}
