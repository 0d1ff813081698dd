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
import * as m from "../i18n/messages";
import { formatCents } from "../rates/format";

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

const cents = formatCents;

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
    return { kind: "own", usdPerKwh: ownUsdPerKwh, utilityName, retailChoice, label: m.place_your_bill(), provenance: { source: m.place_source_own_bill(), asOf: "" } };
  }
  const price = utility && !utility.retailChoice ? utility.price : null;
  if (utility && price?.kind === "utility") {
    return {
      kind: "utility",
      usdPerKwh: price.centsPerKwh / 100,
      utilityName,
      retailChoice,
      label: m.place_label_utility({ utility: utility.name, year: String(price.year) }),
      provenance: { ...UTILITY_PRICE_SOURCE, source: `${utility.name}: ${UTILITY_PRICE_SOURCE.source}`, asOf: String(price.year) },
    };
  }
  if (utility && price?.kind === "area-average") {
    return {
      kind: "area-average",
      usdPerKwh: price.centsPerKwh / 100,
      utilityName,
      retailChoice,
      label: m.place_label_area({ zip, year: String(price.year), utility: utility.name }),
      provenance: { ...UTILITY_PRICE_SOURCE, source: m.place_source_area({ zip, source: UTILITY_PRICE_SOURCE.source }), asOf: String(price.year) },
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
      label: utilityName
        ? m.place_label_state({ state: found.name, year: statePrices.electricity.asOf, publisher: ELECTRICITY_PUBLISHER, utility: utilityName })
        : m.place_label_state_no_utility({ state: found.name, year: statePrices.electricity.asOf, publisher: ELECTRICITY_PUBLISHER }),
      provenance: { source: statePrices.electricity.source, asOf: statePrices.electricity.asOf, url: statePrices.electricity.url },
    };
  }
  return {
    kind: "national-default",
    usdPerKwh: NATIONAL_DEFAULT_ELECTRICITY_CENTS / 100,
    utilityName,
    retailChoice,
    label: m.place_label_us_default({ cents: String(NATIONAL_DEFAULT_ELECTRICITY_CENTS) }),
    provenance: { source: m.place_source_us_default({ cents: String(NATIONAL_DEFAULT_ELECTRICITY_CENTS) }), asOf: "" },
  };
}

/** Why the plan uses this price, in one or two sentences for the screen. */
export function homePriceNote(price: HomeElectricityPrice, state: string | null): string {
  const name = price.utilityName;
  const where = state ? stateName(state) : m.place_your_state();
  const figures = { utility: name ?? m.place_your_utility(), state: where, price: cents(price.usdPerKwh) };
  const published = { publisher: ELECTRICITY_PUBLISHER, year: statePrices.electricity.asOf };
  const usCents = String(NATIONAL_DEFAULT_ELECTRICITY_CENTS);
  switch (price.kind) {
    case "own":
      return m.place_note_own(figures);
    case "utility":
      return `${m.place_note_utility(figures)}${retailChoiceNote(price, state)}`;
    case "area-average":
      return `${m.place_note_area(figures)}${retailChoiceNote(price, state)}`;
    case "state-average":
      return price.retailChoice && name ? m.place_note_retail_wires({ ...figures, ...published }) : m.place_note_state({ ...figures, ...published });
    case "national-default":
      return state ? m.place_note_us_default_state({ ...figures, cents: usCents }) : m.place_note_us_default({ ...figures, cents: usCents });
  }
}

/**
 * In a retail-choice state, a utility's average can differ from what a home that buys its energy
 * from a retail supplier pays: said, with what to do. Empty elsewhere and for the Texas wires
 * utilities (their own sentence says it).
 */
export function retailChoiceNote(price: Pick<HomeElectricityPrice, "utilityName" | "retailChoice">, state: string | null): string {
  if (!state || !RETAIL_CHOICE_STATES.has(state) || price.retailChoice) return "";
  return ` ${m.place_retail_choice_note({ state: stateName(state), utility: price.utilityName ?? m.place_your_utility() })}`;
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
