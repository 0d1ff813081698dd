// The one flat home electricity price a plan uses where we hold no rate plan of the person's
// utility (issue 33, docs/decisions/0014-one-place-model.md), in this order:
//   1. the price per kWh the person typed from their own bill ("your bill");
//   2. their utility's own 2024 average residential price (NREL/OpenEI via Grid Atlas), named;
//   3. the 2024 average of the utilities in their ZIP, where the data has no figure of the
//      utility's own: said to be an area average, not the utility's;
//   4. the state's 2023 average (EIA), only where the utility has no figure (Texas wires
//      utilities: the energy price comes from the retail provider the person chose);
//   5. the specification's US default, where we cannot place the ZIP in a state with a figure.
import { NATIONAL_DEFAULT_ELECTRICITY_CENTS, findState, statePrices } from "../savings/state-prices";
import { stateName } from "../zip/state-names";
import type { HomeElectricityPrice, PlaceElectricUtility } from "./types";
import type { UserInputs } from "../progress/model";
import { isValidAssumption } from "../progress/model";
import type { ZipInfo } from "../zip/types";
import { chosenUtility } from "./resolve";

/** Where the utilities' prices come from, as the source line names it. */
export const UTILITY_PRICE_SOURCE = {
  source:
    "NREL/OpenEI, U.S. Electric Utility Companies and Rates: Look-up by Zipcode (2024), average residential price (CC BY 4.0), via Grid Atlas (Maninae); ZIP→utility: EPA eGRID",
  asOf: "2024",
  url: "https://data.openei.org/submissions/8563",
} as const;

/**
 * States where homes may buy their energy from a retail supplier while the utility delivers it
 * (../shared/data/SOURCES.md, Grid Atlas section: "TX, PA, OH, IL, NY, MA, MD, NJ, CT and others").
 * Only the states it names: we do not guess the others. Texas is not here: its retail choice is
 * per utility (the ERCOT wires utilities are flagged in the place data; Austin Energy and the
 * co-ops set their own prices, research/utility-ev-rates-2026.md).
 */
const RETAIL_CHOICE_STATES = new Set(["PA", "OH", "IL", "NY", "MA", "MD", "NJ", "CT"]);

/** The publisher's short name from the EIA source line ("… (EIA), Electric Power Annual" → "EIA"). */
const ELECTRICITY_PUBLISHER = /\(([A-Z]{2,})\)/.exec(statePrices.electricity.source)?.[1] ?? statePrices.electricity.source;

const cents = (usdPerKwh: number) => `${(usdPerKwh * 100).toFixed(1)}¢`;

export interface HomePriceQuestion {
  /** The person's bill price in dollars per kWh, or null when not typed. */
  ownUsdPerKwh: number | null;
  /** The utility that sends the bill (chosen or predominant), null when the ZIP has none in our data. */
  utility: PlaceElectricUtility | null;
  /** USPS state code, null when the ZIP could not be placed. */
  state: string | null;
  zip: string;
}

export function homeElectricityPrice({ ownUsdPerKwh, utility, state, zip }: HomePriceQuestion): HomeElectricityPrice {
  const utilityName = utility?.name ?? null;
  const retailChoice = utility?.retailChoice ?? false;
  if (ownUsdPerKwh !== null) {
    return { kind: "own", usdPerKwh: ownUsdPerKwh, utilityName, retailChoice, label: "your bill", provenance: { source: "Your own bill", asOf: "" } };
  }
  const price = utility && !utility.retailChoice ? utility.price : null;
  if (utility && price?.kind === "utility") {
    return {
      kind: "utility",
      usdPerKwh: price.centsPerKwh / 100,
      utilityName,
      retailChoice,
      label: `${utility.name}, average residential price, ${price.year} (NREL/OpenEI)`,
      provenance: { ...UTILITY_PRICE_SOURCE, source: `${utility.name}: ${UTILITY_PRICE_SOURCE.source}`, asOf: String(price.year) },
    };
  }
  if (utility && price?.kind === "area-average") {
    return {
      kind: "area-average",
      usdPerKwh: price.centsPerKwh / 100,
      utilityName,
      retailChoice,
      label: `average residential price of the utilities in ZIP ${zip}, ${price.year} (NREL/OpenEI), not ${utility.name}'s own`,
      provenance: { ...UTILITY_PRICE_SOURCE, source: `Average of the utilities listed for ZIP ${zip}: ${UTILITY_PRICE_SOURCE.source}`, asOf: String(price.year) },
    };
  }
  const found = state ? findState(state) : undefined;
  const stateCents = found?.electricityCentsPerKwh ?? null;
  if (found && stateCents !== null) {
    return {
      kind: "state-average",
      usdPerKwh: stateCents / 100,
      utilityName,
      retailChoice,
      label: `${found.name} average residential price, ${statePrices.electricity.asOf} (${ELECTRICITY_PUBLISHER}), not ${utilityName ? `${utilityName}'s` : "your utility's"}`,
      provenance: { source: statePrices.electricity.source, asOf: statePrices.electricity.asOf, url: statePrices.electricity.url },
    };
  }
  return {
    kind: "national-default",
    usdPerKwh: NATIONAL_DEFAULT_ELECTRICITY_CENTS / 100,
    utilityName,
    retailChoice,
    label: `US default of ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢ a kWh`,
    provenance: { source: `PlugPlan tool specification (US default ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢/kWh)`, asOf: "" },
  };
}

/** Why the plan uses this price, in one or two sentences for the screen. */
export function homePriceNote(price: HomeElectricityPrice, state: string | null): string {
  const name = price.utilityName;
  const where = state ? stateName(state) : "your state";
  switch (price.kind) {
    case "own":
      return `Home charging uses the price per kWh you typed from your bill, ${cents(price.usdPerKwh)}.`;
    case "utility":
      return `Home charging uses ${name}'s average residential price for 2024, ${cents(price.usdPerKwh)} a kWh (NREL/OpenEI): fixed charges included, not a time-of-use or EV plan. ${name}'s EV or time-of-use plan is not in our data. For your exact figure, type the price per kWh from your bill.${retailChoiceNote(price, state)}`;
    case "area-average":
      return `Our data has no price of ${name}'s own, so home charging uses the average of the utilities listed for your ZIP in 2024, ${cents(price.usdPerKwh)} a kWh: an area average, not ${name}'s price. Type the price per kWh from your bill for your own figure.${retailChoiceNote(price, state)}`;
    case "state-average":
      return price.retailChoice && name
        ? `${name} delivers your electricity; the energy price comes from the retail provider you chose, and no public data lists it by ZIP. Home charging uses ${where}'s average home price (${ELECTRICITY_PUBLISHER}, ${statePrices.electricity.asOf}), ${cents(price.usdPerKwh)} a kWh, until you type the price per kWh from your bill.`
        : `Our data has no price for ${name ?? "your utility"}, so home charging uses ${where}'s average home electricity price (${ELECTRICITY_PUBLISHER}, ${statePrices.electricity.asOf}), ${cents(price.usdPerKwh)} a kWh. Type the price per kWh from your bill for your own figure.`;
    case "national-default":
      return `We have no price for ${name ?? "your utility"} and no state average${state ? ` for ${where}` : ""}, so home charging uses the US default of ${NATIONAL_DEFAULT_ELECTRICITY_CENTS}¢ a kWh. Type the price per kWh from your bill for your own figure.`;
  }
}

/**
 * In a retail-choice state, a utility's average can differ from what a home that buys its energy
 * from a retail supplier pays: said, with what to do. Empty elsewhere and for the Texas wires
 * utilities (their own sentence says it).
 */
export function retailChoiceNote(price: Pick<HomeElectricityPrice, "utilityName" | "retailChoice">, state: string | null): string {
  if (!state || !RETAIL_CHOICE_STATES.has(state) || price.retailChoice) return "";
  return ` In ${stateName(state)} you may buy your energy from a retail supplier while ${price.utilityName ?? "your utility"} delivers it; then the price on your bill differs from this average.`;
}

/**
 * The flat price of a plan's home charging for screens that price every kWh at one figure (the
 * EV vs gas calculator, the gas-equivalent tables): the person's bill when typed, else their chosen
 * utility's figure (or the area's or state's, labelled). Null without a ZIP lookup.
 */
export function planHomePrice(
  inputs: Pick<UserInputs, "homeUsdPerKwh" | "electricUtility" | "zipCode">,
  info: Pick<ZipInfo, "state" | "electric"> | null | undefined,
): HomeElectricityPrice | null {
  if (!info) return null;
  const own = isValidAssumption("homeUsdPerKwh", inputs.homeUsdPerKwh) && inputs.homeUsdPerKwh ? inputs.homeUsdPerKwh : null;
  return homeElectricityPrice({ ownUsdPerKwh: own, utility: chosenUtility({ utilities: info.electric }, inputs.electricUtility), state: info.state, zip: inputs.zipCode });
}
