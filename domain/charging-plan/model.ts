// The one plan model (issue 13): inputs (driving, EV, home charging) and the ZIP's place (state and
// utilities) → the whole plan: range figures, the public-charging rhythm, the spec's stored
// `calculations` record and the money. Step 3, the dashboard, the shared plan and the og:image
// card all read computePlan, so they can never disagree. Formulas are not written twice: range
// figures are computeStep3Result (range-figures.ts), tariff costs are planYearlyCost
// (rates/evaluation.ts), state prices are stateAverages (savings/state-prices.ts), incentives go
// through moneyYouMayGet (incentives/money-you-may-get.ts). See
// docs/decisions/0006-one-plan-model.md for which figures are shown and why.
import type { UserInputs } from "../contracts/progress.schema";
import type { Assumption, Dollars, Provenance } from "./money-types";
import { planFigures, type PlanFigures } from "./figures";
import { mileSplit, yearlyMiles, type ChargingSchedule } from "./charging-schedule";
import type { AssumptionKey } from "../progress/model";
import { GAS_CAR_MPG, planYearlyCost, type NightlyCharging } from "../rates/evaluation";
import { assumption, efficiencyAssumption, planMilesPerKwh, typeOf, typicalEfficiency } from "./assumptions";
import { formatIsoDate, formatUsd, formatUsdWhole } from "../rates/format";
import * as m from "../i18n/messages";
import { isTariffUtilityKey, planAsOf, utilityRates, utilityTariffs, type RatePlan, type TariffUtilityKey } from "../rates/tariffs";
import { NATIONAL_DEFAULT_GAS_USD, findState, statePrices } from "../savings/state-prices";
import { stateName } from "../zip/state-names";
import { typicalHybridGasMpg } from "../vehicles/ev-models";
import { PHEV_GAS_MPG_SOURCE, phevGasMpgOf } from "../vehicles/phev-gas-mpg";
import { INCENTIVE_DATA } from "../incentives/data";
import { utilityName } from "../incentives/location";
import { moneyYouMayGet, type MoneyYouMayGet, type PlanPrograms } from "../incentives/money-you-may-get";
import { defaultDcFastPrice, publicChargingPrices } from "../public-charging/prices";
import type { ResolvedPublicPrices } from "../stations/types";
import type { UtilityKey } from "../zip/types";
import type { HomeElectricityPrice, PlaceElectricUtility } from "../place/types";
import { californiaKeysFor, chosenUtility } from "../place/resolve";
import { usRates, usTariffsFor, type UsUtilityTariffs } from "../place/us-tariffs";
import { PRICE_YEAR } from "../place/price-year";
import { UTILITY_PRICE_SOURCE, homeElectricityPrice, homePriceNote } from "../place/home-price";

/** Where the plan's ZIP is, from the ZIP lookup. null state = the ZIP is unknown or the lookup failed. */
export interface PlanPlace {
  state: string | null;
  /** The ZIP's electric utilities in the lookup's order (several when the ZIP is split). */
  utilities: readonly UtilityKey[];
  /**
   * Public charging prices from the stations in the plan's circle (or the state's snapshot when
   * too few near the person list a price). Missing or null: no station data covers the place, and
   * the plan uses the dated US average, labelled "US average, not local".
   */
  publicPrices?: ResolvedPublicPrices | null;
  /**
   * The state's programs for the place (issue 33: web/public/data/programs/<ST>.json with the
   * place's ProgramLocation). Missing or null: not loaded (the Worker's previews), so no program is
   * counted and "Money you may get" is not shown.
   */
  programs?: PlanPrograms | null;
  /**
   * Every electric utility of the ZIP from the place shard (domain/place/resolve.ts), predominant
   * first; the plan's `electricUtility` input picks the one that sends the bill. Missing: no
   * utility known, the state's average prices home charging.
   */
  electricUtilities?: readonly PlaceElectricUtility[];
}

export type { Assumption, Dollars, Provenance };

export interface TariffCost extends Dollars {
  planId: string;
  planName: string;
  /** Average price paid per kWh over the year in the plan's cheapest windows. */
  usdPerKwh: number;
  provenance: Provenance;
  /** Seasons the price is weighted over, e.g. "Jun–Oct", "Nov–May". */
  seasons: { name: string; months: number[]; usdPerKwh: number }[];
  /** Share of the charging hours that fall beyond the plan's cheapest window (priced at the next one). */
  beyondCheapestShare: number;
}

export type HomeCharging =
  | { kind: "none" }
  | {
      kind: "tariff";
      /** Our tariff key: California's ZIP-table key ("SDGE") or a verified plan's outside it ("PSEGLI", "SCL"). */
      utility: TariffUtilityKey | string;
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
      otherUtilities: string[];
    }
  | {
      /** One price per kWh all day: the person's bill, their utility's 2024 average or the area's (domain/place/home-price.ts). */
      kind: "flat";
      price: HomeElectricityPrice;
      note: string;
      counts: Dollars;
      /** Names of the ZIP's other utilities (the person picks "which one sends your bill"). */
      otherUtilities: string[];
    }
  | {
      kind: "state-average";
      /** The utility we could not price (the ZIP's, by name), null when the ZIP has none in our data. */
      utilityName: string | null;
      /** The utility delivers; the energy price comes from the retail provider the person chose (Texas wires utilities). */
      retailChoice: boolean;
      /** Why there is no tariff: the utility we have none for, or null outside our coverage. */
      utility: UtilityKey | null;
      stateName: string | null;
      usdPerKwh: number;
      isNationalDefault: boolean;
      provenance: Provenance;
      note: string;
      counts: Dollars;
    };

/** Where the public price comes from, in the words the screen uses. */
export interface PublicPriceBasis {
  kind: "near-you" | "state" | "us-average" | "own";
  /** "near you, from 12 stations" / "across New York's station listings, from 40 stations (too few near you list a price)" / "US average, not local" / "your own figure" */
  label: string;
  /** The price range people pay around here (low: Level 2 or the lower quartile; high: fast chargers' upper quartile). */
  lowUsdPerKwh: number;
  highUsdPerKwh: number;
}

/**
 * A plug-in hybrid's gas: its miles beyond the battery at a plug-in hybrid's own gasoline mpg (EPA),
 * not the compared gas car's 29 (issue 33): the picked model's own EPA figure, else the typical
 * 2025–26 plug-in hybrid's, and the label says which.
 */
export interface HybridGas extends Dollars {
  usdPerGallon: number;
  mpg: number;
  /** "24.5 mpg on gas, the median of 47 plug-in hybrid 2025–26 models (EPA, fueleconomy.gov)" */
  mpgLabel: string;
  provenance: Provenance;
}

/** What efficiency the money uses and how sure it is. */
export interface EfficiencyBasis {
  kind: "own" | "typical";
  /** The typical range of 2025–26 models of this kind (EPA), shown beside our figure. */
  typicalLow: number;
  typicalHigh: number;
  models: number;
}

/** The verdict as a range: what would change it, and whether gas could come out cheaper. */
export interface VerdictRange {
  /** Electric total per month at the favourable and the unfavourable ends. */
  evMonthly: { low: number; high: number };
  /** Gas car minus electric per month at those ends (low: the worst case for electric). */
  differenceMonthly: { low: number; high: number };
  /** What moves it, in words: ["public price", "efficiency"]. Empty when nothing we assume moves it. */
  decidedBy: string[];
  /** At the unfavourable end, gas would be cheaper than electric. */
  gasCouldBeCheaper: boolean;
}

/** The ZIP's electric utilities and the one the plan prices ("which one sends your bill"). */
export interface UtilityChoice {
  chosen: { key: string; name: string } | null;
  /** Every utility of the ZIP, predominant first; a picker shows when there are several. */
  options: { key: string; name: string; predominant: boolean }[];
}

export interface PlanMoney {
  assumptions: Record<AssumptionKey, Assumption>;
  utility: UtilityChoice;
  /** Yearly miles and where their energy comes from. */
  miles: { yearly: number; home: number; public: number; gas: number };
  /** The home-charging week the money assumes (nights, hours, parked window); null without home charging. */
  schedule: ChargingSchedule | null;
  efficiency: EfficiencyBasis;
  publicPrice: PublicPriceBasis;
  range: VerdictRange;
  home: HomeCharging;
  publicCharging: Dollars & { usdPerKwh: number };
  /** Plug-in hybrid miles beyond what the battery covers, on gas; null for a BEV. */
  hybridGas: HybridGas | null;
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

// Functions, not constants: their words are in the reader's language, decided per render.
const gasMpgProvenance = (): Provenance => ({ source: m.plan_source_gas_mpg_spec({ mpg: String(GAS_CAR_MPG) }), asOf: "" });
const specProvenanceGas = (): Provenance => ({ source: m.plan_source_gas_price_spec({ price: formatUsd(NATIONAL_DEFAULT_GAS_USD) }), asOf: "" });
/**
 * The mpg a plug-in hybrid's gas miles are priced at: its picked model's own EPA figure, else the
 * typical 2025–26 plug-in hybrid's, each labelled.
 */
function hybridGasMpg(inputs: Pick<UserInputs, "evModelId">): Pick<HybridGas, "mpg" | "mpgLabel" | "provenance"> {
  const own = phevGasMpgOf(inputs.evModelId);
  if (own !== undefined) {
    return {
      mpg: own,
      mpgLabel: m.plan_hybrid_mpg_own({ mpg: String(own) }),
      provenance: { source: m.plan_source_hybrid_mpg_own({ source: PHEV_GAS_MPG_SOURCE.source }), asOf: PHEV_GAS_MPG_SOURCE.asOf },
    };
  }
  return {
    mpg: HYBRID_GAS.median,
    mpgLabel: m.plan_hybrid_mpg_typical({ mpg: String(HYBRID_GAS.median), count: String(HYBRID_GAS.count) }),
    provenance: { source: m.plan_source_hybrid_mpg_typical({ source: HYBRID_GAS.source, count: String(HYBRID_GAS.count) }), asOf: HYBRID_GAS.asOf },
  };
}

const HYBRID_GAS = typicalHybridGasMpg();

/** The person's value when set and valid, else the default; clamped so no figure can run away. */
export { yearlyMiles, planMilesPerKwh };

function tariffProvenance(plan: RatePlan): Provenance {
  // Prices and hours can come from differently dated sources (SDG&E's hours changed 2026-05-01).
  const source = plan.periodsEffective ? m.plan_source_hours_as_of({ source: plan.sourceLabel, date: formatIsoDate(plan.periodsEffective) }) : plan.sourceLabel;
  return { source, asOf: planAsOf(plan)?.date ?? "" };
}

function tariffCost(plan: RatePlan, homeMiles: number, milesPerKwh: number, night: NightlyCharging | undefined): TariffCost | null {
  const cost = planYearlyCost(plan, homeMiles, milesPerKwh, night);
  if (!cost.evaluable || !cost.seasons.every((s) => Number.isFinite(s.blendedCheapestUsdPerKwh))) return null;
  const weighted = (pick: (s: (typeof cost.seasons)[number]) => number) => cost.seasons.reduce((sum, s) => sum + pick(s) * (s.months.length / 12), 0);
  return {
    planId: plan.id,
    planName: plan.name,
    usdPerKwh: weighted((s) => s.blendedCheapestUsdPerKwh),
    provenance: tariffProvenance(plan),
    seasons: cost.seasons.map((s) => ({ name: s.season, months: s.months, usdPerKwh: s.blendedCheapestUsdPerKwh })),
    beyondCheapestShare: weighted((s) => s.beyondCheapestShare),
    ...dollars(homeMiles > 0 ? cost.cheapestYearlyUsd : 0),
  };
}

/** A utility's average residential price as the "standard plan" beside a verified EV plan (Seattle City Light). */
function averageAsStandard(utility: PlaceElectricUtility, homeMiles: number, milesPerKwh: number): TariffCost | null {
  const price = utility.price;
  if (!price || price.kind !== "utility") return null;
  const usdPerKwh = price.centsPerKwh / 100;
  return {
    planId: "average-residential-price",
    planName: m.plan_average_residential_price({ year: String(price.year) }),
    usdPerKwh,
    provenance: { source: `${utility.name}: ${UTILITY_PRICE_SOURCE.source}`, asOf: String(price.year), url: UTILITY_PRICE_SOURCE.url },
    seasons: [{ name: "all-year", months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], usdPerKwh }],
    beyondCheapestShare: 0,
    ...dollars((homeMiles / milesPerKwh) * usdPerKwh),
  };
}

/** Home charging on a utility's rate plans: its default plan (or, outside California, its average price) against its cheapest EV plan. */
function onTariffs(
  tariffs: { key: string; displayName: string; plans: readonly RatePlan[] },
  fallbackStandard: TariffCost | null,
  homeMiles: number,
  milesPerKwh: number,
  night: NightlyCharging | undefined,
  otherUtilities: string[],
): HomeCharging | null {
  const standardPlan = tariffs.plans.find((p) => p.kind === "default");
  const standard = (standardPlan ? tariffCost(standardPlan, homeMiles, milesPerKwh, night) : null) ?? fallbackStandard;
  const evCosts = tariffs.plans
    .filter((p) => p.kind === "ev")
    .map((p) => tariffCost(p, homeMiles, milesPerKwh, night))
    .filter((c): c is TariffCost => c !== null)
    .sort((a, b) => a.usdPerKwh - b.usdPerKwh);
  const ev = evCosts[0] ?? null;
  if (!standard) return null;
  const hasEvPlan = tariffs.plans.some((p) => p.kind === "ev");
  const counted = ev && ev.usdPerKwh < standard.usdPerKwh ? "ev" : "standard";
  return {
    kind: "tariff",
    utility: tariffs.key,
    utilityName: tariffs.displayName,
    standard,
    ev,
    evMissingReason: ev
      ? null
      : hasEvPlan
        ? m.plan_ev_plan_no_hours({ utility: tariffs.displayName })
        : m.plan_ev_plan_missing({ utility: tariffs.displayName, plan: standard.planName }),
    counted,
    counts: counted === "ev" && ev ? { monthly: ev.monthly, yearly: ev.yearly } : { monthly: standard.monthly, yearly: standard.yearly },
    fixedMonthlyUsd: standardPlan?.fixedMonthlyUsd ?? null,
    otherUtilities,
  };
}

function homeCharging(
  inputs: UserInputs,
  place: PlanPlace | null,
  homeMiles: number,
  milesPerKwh: number,
  night: NightlyCharging | undefined,
): HomeCharging {
  if (inputs.homeCharging !== "yes") return { kind: "none" };
  const electric = place?.electricUtilities ?? [];
  const chosen = chosenUtility({ utilities: electric }, inputs.electricUtility);
  const others = electric.filter((u) => u !== chosen).map((u) => u.name);
  const own = assumption(inputs, "homeUsdPerKwh", 0, { source: m.plan_source_own_bill(), asOf: "" });
  const state = place?.state ?? null;
  const flat = (price: HomeElectricityPrice): HomeCharging => {
    const counts = dollars((homeMiles / milesPerKwh) * price.usdPerKwh);
    const note = homePriceNote(price, state);
    if (price.kind === "own" || price.kind === "utility" || price.kind === "area-average") return { kind: "flat", price, note, counts, otherUtilities: others };
    const found = state ? findState(state) : undefined;
    return {
      kind: "state-average",
      utility: californiaKeysFor(place?.utilities ?? [], chosen)[0] ?? null,
      utilityName: price.utilityName,
      retailChoice: price.retailChoice,
      stateName: found?.name ?? null,
      usdPerKwh: price.usdPerKwh,
      isNationalDefault: price.kind === "national-default",
      provenance: price.provenance,
      note,
      counts,
    };
  };
  // The person's bill beats every figure of ours.
  if (!own.isDefault) return flat(homeElectricityPrice({ ownUsdPerKwh: own.value, utility: chosen, state, zip: inputs.zipCode }));

  // California: the ZIP table's tariff utilities in the lookup's order, the chosen one first; a
  // person who picked a utility we hold no tariff for (SMUD in a PG&E/SMUD ZIP) is priced on theirs.
  const pickedWithoutTariff = Boolean(inputs.electricUtility) && chosen !== null && chosen.key === inputs.electricUtility && !chosen.tariffKey;
  const keys = californiaKeysFor(place?.utilities ?? [], chosen);
  const tariffKey = pickedWithoutTariff ? undefined : keys.find(isTariffUtilityKey);
  const otherNames = (key: string) => [...keys.filter((k) => k !== key).map((k) => utilityName(k as UtilityKey))];
  if (tariffKey) {
    const home = onTariffs(utilityTariffs(tariffKey), null, homeMiles, milesPerKwh, night, otherNames(tariffKey));
    if (home) return home;
  }
  // Outside California: a verified plan of the chosen utility (PSEG Long Island, Seattle City Light).
  const us: UsUtilityTariffs | undefined = usTariffsFor(chosen?.tariffKey);
  if (us && chosen) {
    const home = onTariffs(us, averageAsStandard(chosen, homeMiles, milesPerKwh), homeMiles, milesPerKwh, night, others);
    if (home) return home;
  }
  return flat(homeElectricityPrice({ ownUsdPerKwh: null, utility: chosen, state, zip: inputs.zipCode }));
}

const STATION_PRICE_SOURCE = "U.S. DOE Alternative Fuels Data Center station listings (EV Pricing)";

/** "New York" for "NY" (domain/zip/state-names.ts, as every sentence names a state). */
const nameOfState = (code: string | null) => (code ? stateName(code) : m.plan_your_state());

/**
 * The public price the plan uses and the range around it: the person's own figure; else the median
 * DC fast price of the stations near them (or across their state's listings when too few near them
 * list one); else the dated US average, said to be not local.
 */

function publicPriceOf(inputs: UserInputs, place: PlanPlace | null): { assumption: Assumption; basis: PublicPriceBasis } {
  const dcFast = defaultDcFastPrice();
  const local = place?.publicPrices ?? null;
  const fast = local?.dcFast ?? null;
  const level2 = local?.level2 ?? null;
  const usProvenance: Provenance = { source: m.plan_source_us_dc_fast({ publisher: dcFast.publisher, period: dcFast.period }), asOf: dcFast.published, url: dcFast.url };
  const localProvenance: Provenance | null =
    fast && local
      ? {
          source:
            fast.scope === "circle"
              ? m.plan_source_station_median_area({ source: STATION_PRICE_SOURCE, stations: m.plan_dc_fast_stations({ count: fast.stations }) })
              : m.plan_source_station_median_state({
                  source: STATION_PRICE_SOURCE,
                  stations: m.plan_dc_fast_stations({ count: fast.stations }),
                  state: nameOfState(local.state),
                }),
          asOf: local.asOf ?? "",
        }
      : null;
  const own = assumption(inputs, "publicUsdPerKwh", fast ? fast.medianUsdPerKwh : dcFast.usdPerKwh, localProvenance ?? usProvenance);
  if (!own.isDefault) {
    return { assumption: own, basis: { kind: "own", label: m.plan_your_own_figure(), lowUsdPerKwh: own.value, highUsdPerKwh: own.value } };
  }
  if (fast && local) {
    const low = Math.min(fast.medianUsdPerKwh, level2?.medianUsdPerKwh ?? fast.p25UsdPerKwh);
    const high = Math.max(fast.medianUsdPerKwh, fast.p75UsdPerKwh);
    // What the figure rests on (issue 33): the median is of the fast chargers that list a per-kWh
    // price, often a handful of the stations near the person (Brooklyn: 5 of 44 priced stations).
    const median = m.plan_fast_chargers_median({ count: fast.stations });
    const pricedNearYou = fast.stations + (level2?.scope === "circle" ? level2.stations : 0);
    const label =
      fast.scope === "circle"
        ? pricedNearYou > fast.stations
          ? m.plan_price_near_you_of({ median, priced: m.plan_priced_stations({ count: pricedNearYou }) })
          : m.plan_price_near_you({ median })
        : m.plan_price_state_listings({ state: nameOfState(local.state), median });
    return { assumption: own, basis: { kind: fast.scope === "circle" ? "near-you" : "state", label, lowUsdPerKwh: low, highUsdPerKwh: high } };
  }
  // No fast-charging price where the person is: the dated US average, said to be not local. A
  // range needs a real spread where the person is (issue 33): a local Level 2 median, when there is
  // one, sets the low end; national averages of other quarters are no local spread, so without
  // one the public price does not move the verdict's range.
  return {
    assumption: own,
    basis: {
      kind: "us-average",
      label: m.plan_us_average_not_local(),
      lowUsdPerKwh: Math.min(own.value, level2?.medianUsdPerKwh ?? Infinity),
      highUsdPerKwh: own.value,
    },
  };
}

interface Costs {
  home: HomeCharging;
  publicCharging: Dollars & { usdPerKwh: number };
  hybridGas: HybridGas | null;
  evTotal: Dollars;
}

/** The electric side of the money for one efficiency and one public price (the verdict's range reruns it). */
function electricCosts(
  inputs: UserInputs,
  place: PlanPlace | null,
  miles: PlanMoney["miles"],
  schedule: ChargingSchedule | null,
  milesPerKwh: number,
  publicUsdPerKwh: number,
  gasUsdPerGallon: number,
): Costs {
  const home = homeCharging(inputs, place, miles.home, milesPerKwh, schedule ?? undefined);
  const publicCharging = { ...dollars((miles.public / milesPerKwh) * publicUsdPerKwh), usdPerKwh: publicUsdPerKwh };
  const hybridGas: HybridGas | null = inputs.evType === "PHEV" ? { ...hybridGasMpg(inputs), ...dollars((miles.gas / hybridGasMpg(inputs).mpg) * gasUsdPerGallon), usdPerGallon: gasUsdPerGallon } : null;
  const homeCounts = home.kind === "none" ? dollars(0) : home.counts;
  return { home, publicCharging, hybridGas, evTotal: add(homeCounts, publicCharging, hybridGas ?? dollars(0)) };
}

/**
 * The price on the person's bill when they typed it; else the flat figure we would use for their
 * utility (its 2024 average, the area's or the state's), the starting value of the "your bill" field.
 */
function homePriceAssumption(inputs: UserInputs, place: PlanPlace | null): Assumption {
  const ours = homeElectricityPrice({
    ownUsdPerKwh: null,
    utility: chosenUtility({ utilities: place?.electricUtilities ?? [] }, inputs.electricUtility),
    state: place?.state ?? null,
    zip: inputs.zipCode,
  });
  const own = assumption(inputs, "homeUsdPerKwh", ours.usdPerKwh, ours.provenance);
  return own.isDefault ? own : { ...own, provenance: { source: m.plan_source_own_bill(), asOf: "" } };
}

function money(inputs: UserInputs, place: PlanPlace | null): PlanMoney {
  const efficiencyAssumed = efficiencyAssumption(inputs);
  const typical = typicalEfficiency(typeOf(inputs));
  const publicPrice = publicPriceOf(inputs, place);
  const assumptions: Record<AssumptionKey, Assumption> = {
    milesPerKwh: efficiencyAssumed,
    mpg: assumption(inputs, "mpg", GAS_CAR_MPG, gasMpgProvenance()),
    publicUsdPerKwh: publicPrice.assumption,
    homeUsdPerKwh: homePriceAssumption(inputs, place),
  };
  const milesPerKwh = assumptions.milesPerKwh.value;
  const mpg = assumptions.mpg.value;
  const total = yearlyMiles(inputs);
  const split = mileSplit(inputs);
  const miles = { yearly: total, home: total * split.home, public: total * split.public, gas: total * split.gas };

  const state = place?.state ? findState(place.state) : undefined;
  const gasUsdPerGallon = state?.gasUsdPerGallon ?? NATIONAL_DEFAULT_GAS_USD;
  const gasProvenance: Provenance = state
    ? { source: statePrices.gas.source, asOf: statePrices.gas.asOf, url: statePrices.gas.url }
    : specProvenanceGas();

  const costsAt = (efficiency: number, publicUsd: number) =>
    electricCosts(inputs, place, miles, split.schedule, efficiency, publicUsd, gasUsdPerGallon);
  const central = costsAt(milesPerKwh, publicPrice.assumption.value);
  const gasCar = {
    ...dollars((total / mpg) * gasUsdPerGallon),
    usdPerGallon: gasUsdPerGallon,
    stateName: state?.name ?? null,
    isNationalDefault: !state,
    provenance: gasProvenance,
  };

  // The range: the same plan at the favourable and the unfavourable ends of what we assume. A
  // person's own efficiency (typed or their model's EPA rating) is taken as known.
  const efficiencyLow = efficiencyAssumed.isDefault ? Math.min(milesPerKwh, typical.low) : milesPerKwh;
  const efficiencyHigh = efficiencyAssumed.isDefault ? Math.max(milesPerKwh, typical.high) : milesPerKwh;
  const best = costsAt(efficiencyHigh, miles.public > 0 ? publicPrice.basis.lowUsdPerKwh : publicPrice.assumption.value);
  const worst = costsAt(efficiencyLow, miles.public > 0 ? publicPrice.basis.highUsdPerKwh : publicPrice.assumption.value);
  const decidedBy = [
    ...(miles.public > 0 && publicPrice.basis.highUsdPerKwh > publicPrice.basis.lowUsdPerKwh ? [m.plan_decided_public_price()] : []),
    ...(efficiencyHigh > efficiencyLow && miles.public + miles.home > 0 ? [m.plan_decided_efficiency()] : []),
  ];
  const range: VerdictRange = {
    evMonthly: { low: best.evTotal.monthly, high: worst.evTotal.monthly },
    differenceMonthly: { low: gasCar.monthly - worst.evTotal.monthly, high: gasCar.monthly - best.evTotal.monthly },
    decidedBy,
    gasCouldBeCheaper: gasCar.monthly - worst.evTotal.monthly < 0,
  };

  const electric = place?.electricUtilities ?? [];
  const chosen = chosenUtility({ utilities: electric }, inputs.electricUtility);
  return {
    assumptions,
    utility: { chosen: chosen ? { key: chosen.key, name: chosen.name } : null, options: electric.map((u) => ({ key: u.key, name: u.name, predominant: u.predominant })) },
    miles,
    schedule: split.schedule,
    efficiency: { kind: efficiencyAssumed.isDefault ? "typical" : "own", typicalLow: typical.low, typicalHigh: typical.high, models: typical.count },
    publicPrice: publicPrice.basis,
    range,
    ...central,
    gasCar,
    difference: minus(gasCar, central.evTotal),
  };
}

/**
 * The whole plan. `place` comes from the ZIP lookup (null while unknown: money then uses national
 * defaults and says so); `today` is an ISO date (incentives past their end date never count).
 */
export function computePlan(inputs: UserInputs, place: PlanPlace | null, today: string): PlanModel {
  const figures = planFigures(inputs);
  return {
    ...figures,
    money: money(inputs, place),
    incentives:
      place && place.state && place.programs
        ? moneyYouMayGet(
            inputs.zipCode,
            place,
            place.programs,
            { purchase: inputs.purchase ?? "", incomeQualifies: inputs.incomeQualifies ?? "", homeOwnership: inputs.homeOwnership ?? "", evType: inputs.evType },
            today,
          )
        : null,
  };
}

/**
 * The as-of dates of every data file computePlan reads (tariffs in and outside California, the
 * utilities' price year, the DC fast price and its file, state electricity and gas prices,
 * incentive statuses, EPA's vehicle file), in a fixed order. Anything that stores a
 * plan's figures (the og:image card cache) keys on it, so a data update is never hidden behind an
 * old copy.
 */
export function planDataAsOf(): string {
  return [
    utilityRates.asOf,
    // The verified plans outside California and the utilities' average prices (place shards).
    usRates.asOf,
    String(PRICE_YEAR),
    publicChargingPrices.asOf,
    defaultDcFastPrice().published,
    statePrices.electricity.asOf,
    statePrices.gas.asOf,
    INCENTIVE_DATA.statusAsOf,
    // EPA's file: the typical efficiency and a plug-in hybrid's gas mpg (ev-efficiency.json, phev-gas-mpg.json).
    HYBRID_GAS.asOf,
  ].join("_");
}

/** One line for previews (og:image card, link descriptions): the same monthly figures as the page. */
export function planMoneyLine(plan: PlanModel): string {
  const { evTotal, gasCar, difference } = plan.money;
  const figures = { ev: formatUsdWhole(evTotal.monthly), gas: formatUsdWhole(gasCar.monthly) };
  if (difference.monthly > 0) return m.plan_money_line_less({ ...figures, amount: formatUsdWhole(difference.monthly) });
  if (difference.monthly < 0) return m.plan_money_line_more({ ...figures, amount: formatUsdWhole(-difference.monthly) });
  return m.plan_money_line(figures);
}
