// AFDC's "EV Pricing" text → what a person pays, and typical local prices from many stations.
//
// The text is free-form and mostly empty (9,523 of 11,223 stations in the NY, MA and WA snapshots).
// When it is filled in it mixes energy prices, session fees, hourly rates, idle fees and parking:
// "$1.50 per session; $0.75 per kWh", "$0.00-$5.00/Hr Variable Parking Fee, $0.20/kWh Energy Fee",
// "Free; paid lot", "$0.35 per kWh for public; $0.20 per kWh for employees". The parser reads it
// clause by clause and gives up ("unknown", reason "unrecognised") on any clause it does not know,
// so a new wording is never guessed into a price. Every distinct text of the committed snapshot has
// an explicit expected result in pricing.test.ts.
//
// Two rules matter for money:
// - A text that mentions a parking fee or a paid lot is never "free", even when it says "Free":
//   a garage that charges $2 an hour to park is not free charging.
// - Only a per-kWh price that applies to the public from the first minute feeds the medians. Session
//   fees, hourly rates and idle fees are kept beside it, not folded in (they depend on how long and
//   how much a person charges).

import * as m from "../i18n/messages";
import type {
  CellRow,
  LevelPrice,
  PublicPriceSummary,
  ResolvedLevelPrice,
  ResolvedPublicPrices,
  StatePriceSummary,
  StationPrices,
  StationsResponse,
} from "./types";

export type { LevelPrice, PublicPriceSummary, ResolvedLevelPrice, ResolvedPublicPrices, StatePriceSummary, StationPrices };

export interface UsdRange {
  low: number;
  high: number;
}

export type EvPricing =
  /** Free for anyone, and no parking fee mentioned ("Free", "FREE", "Free; Four hour limit"). */
  | { kind: "free" }
  /** Free only for some people: "Free for guests only", "Free; meal purchase required". */
  | { kind: "free-restricted"; condition: string }
  /** No charging price, but a parking fee or a paid lot: "Free; paid lot", "$2.00/Hr Parking Fee". Never counted as free. */
  | { kind: "free-with-parking-fee"; parkingUsdPerHour: UsdRange | null }
  | {
      kind: "per-kwh";
      /** The public's price per kWh; the midpoint of a range ("$0.25-$0.50/kWh" → 0.375). */
      usdPerKwh: number;
      /** The stated range when the price varies; null for one price. */
      range: UsdRange | null;
      variable: boolean;
      /** A per-session, activation or initiation fee on top, kept apart from the per-kWh price. */
      sessionFeeUsd: number | null;
      /** An hourly rate charged while plugged in, on top ("$0.25 per kWh and $0.55 per hour"). */
      usdPerHour: number | null;
      /** An idle fee, or a higher hourly rate after some hours ("$5 per hour after 4 hours"). */
      idleFee: boolean;
      parkingFee: boolean;
      /** "+ tax": the price is before sales tax. */
      plusTax: boolean;
    }
  /** Priced by time only: "$2.50 per hour", "$1.00 per minute" (→ 60 an hour). */
  | { kind: "per-hour"; usdPerHour: number; range: UsdRange | null; variable: boolean; higherLater: boolean; freeFor: string | null }
  /** Priced per visit only: "$15 per session", "$10 per 4 hrs charging plus parking fee". */
  | { kind: "per-session"; usdPerSession: number; parkingFee: boolean; freeFor: string | null }
  /**
   * No usable price: "blank" (no text), "stated" ("Pricing unknown"), "partial" (a price that starts
   * only after some hours, "$0.26 per kWh after 8 hours": the first hours' price is not given),
   * "unrecognised" (a wording this parser does not know).
   */
  | { kind: "unknown"; reason: "blank" | "stated" | "partial" | "unrecognised" };

export type EvPricingKind = EvPricing["kind"];

const AMOUNT = String.raw`\$?\s?(\d+(?:\.\d+)?|\.\d+)`;
/** "$0.25", "$.25", "0.35", "$0.00-$5.00". */
const PRICE = new RegExp(`${AMOUNT}(?:\\s*-\\s*${AMOUNT})?`);
// No \b before "per": AFDC has "$1per session".
const PER_KWH = /(?:\/|per)\s*kwh\b/i;
const PER_HOUR = /(?:\/\s*hr\b|\bper\s+(?:hour|hr)\b)/i;
const PER_MINUTE = /\bper\s+minute\b/i;
/** "$10 per 4 hrs": a block of hours, priced like a session. */
const PER_BLOCK = /\bper\s+\d+(?:\.\d+)?\s*(?:hrs?|hours?)\b/i;
const SESSION = /(?:per session|session fee|activation fee|initiation fee)\b/i;
const PARKING = /\bparking (?:fee|rate)\b|\bpaid lot\b/i;
const IDLE = /\bidle\b/i;
/** A rate for later hours: "after 4 hours", "afterwards", "following", "thereafter". */
const LATER = /\bafter\b|\bafterwards\b|\bfollowing\b|\bthereafter\b/i;
/** Who a clause is for, unless it is "for (the) first N hours". */
const AUDIENCE = /\bfor\s+(?!(?:the\s+)?first\b)(.+)$/i;
const PUBLIC_AUDIENCE = /\bpublic\b|\bnon-/i;
/** Words that only describe a free station's rules, not its price. */
const NOTE = /\blimit\b|\bmaximum\b|\bdonations?\b/i;
/** A condition that makes a free station free only for some. */
const RESTRICTION = /\bpurchase required\b|\bcustomers? only\b|\bguests? only\b/i;

interface Price {
  value: number;
  range: UsdRange | null;
}

function readPrice(clause: string): Price | null {
  const match = PRICE.exec(clause);
  if (!match) return null;
  const low = Number(match[1]);
  if (match[2] === undefined) return { value: low, range: null };
  const high = Number(match[2]);
  return { value: round((low + high) / 2), range: { low, high } };
}

/** Rounds away binary noise (0.1 + 0.2); prices carry at most 3 decimals, midpoints 4. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

type Audience = { public: boolean; who: string | null };

function audienceOf(clause: string): Audience {
  const match = AUDIENCE.exec(clause);
  if (!match) return { public: true, who: null };
  const who = match[1]!.trim();
  return { public: PUBLIC_AUDIENCE.test(who), who };
}

/** "$0.25 per kWh and $3 per hour" → two clauses; "Free for guests and employees" stays one. */
function clausesOf(text: string): string[] {
  return text
    .replace(/^L2:\s*/i, "")
    .replace(/\s*\([^)]*\)/g, "") // "(includes service)" says nothing about the price
    .split(/\s*[;,]\s*|\s+plus\s+|\s+and\s+(?=\$)|\s*\+\s*(?=\$)/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

interface Reading {
  kwh: (Price & { plusTax: boolean })[];
  laterKwh: number;
  hour: Price[];
  laterHour: boolean;
  session: number[];
  parking: boolean;
  parkingUsdPerHour: UsdRange | null;
  idle: boolean;
  free: boolean;
  freeFor: string | null;
  restriction: string | null;
  stated: boolean;
  unrecognised: boolean;
}

function read(text: string): Reading {
  const reading: Reading = {
    kwh: [],
    laterKwh: 0,
    hour: [],
    laterHour: false,
    session: [],
    parking: false,
    parkingUsdPerHour: null,
    idle: false,
    free: false,
    freeFor: null,
    restriction: null,
    stated: false,
    unrecognised: false,
  };
  for (const clause of clausesOf(text)) {
    const audience = audienceOf(clause);
    const price = readPrice(clause);
    if (/^pricing unknown$/i.test(clause)) {
      reading.stated = true;
    } else if (IDLE.test(clause)) {
      // "$2 per hour idle fee", "idle fee is $1 per minute after a 15 minute grace period",
      // "Idle parking time is charged at …" (an idle fee, not a parking fee).
      reading.idle = true;
    } else if (PARKING.test(clause) || /^parking fee$/i.test(clause)) {
      reading.parking = true;
      if (price && PER_HOUR.test(clause)) {
        const range = price.range ?? { low: price.value, high: price.value };
        reading.parkingUsdPerHour = reading.parkingUsdPerHour ?? range;
      }
    } else if (PER_KWH.test(clause) && price) {
      if (!audience.public) continue; // "$0.20 per kWh for employees"
      // "$0.26 per kWh after 8 hours": what the first 8 hours cost is not said.
      if (LATER.test(clause)) reading.laterKwh++;
      else reading.kwh.push({ ...price, plusTax: /\btax\b/i.test(clause) });
    } else if (SESSION.test(clause) && price) {
      if (audience.public) reading.session.push(price.value);
    } else if (PER_BLOCK.test(clause) && price) {
      reading.session.push(price.value);
    } else if ((PER_HOUR.test(clause) || PER_MINUTE.test(clause)) && price) {
      if (!audience.public) continue;
      if (LATER.test(clause)) {
        reading.laterHour = true; // "$10 per hour after 4 hours", "$5 per hour following"
        continue;
      }
      const factor = PER_MINUTE.test(clause) ? 60 : 1;
      reading.hour.push({
        value: round(price.value * factor),
        range: price.range ? { low: round(price.range.low * factor), high: round(price.range.high * factor) } : null,
      });
    } else if (/^free\b/i.test(clause)) {
      if (audience.who === null || audience.public) reading.free = true;
      else reading.freeFor = audience.who.replace(/\s+only$/i, "");
    } else if (RESTRICTION.test(clause)) {
      reading.restriction = clause;
    } else if (NOTE.test(clause) && !clause.includes("$")) {
      // "Four hour limit", "3 hour maximum charging session", "donations encouraged".
    } else {
      reading.unrecognised = true;
    }
  }
  return reading;
}

export function parseEvPricing(text: string): EvPricing {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return { kind: "unknown", reason: "blank" };
  const r = read(clean);
  if (r.unrecognised) return { kind: "unknown", reason: "unrecognised" };
  if (r.stated) return { kind: "unknown", reason: "stated" };
  const [kwh] = r.kwh;
  if (kwh) {
    const [hour] = r.hour;
    return {
      kind: "per-kwh",
      usdPerKwh: kwh.value,
      range: kwh.range,
      variable: kwh.range !== null,
      sessionFeeUsd: r.session.length > 0 ? round(r.session.reduce((sum, fee) => sum + fee, 0)) : null,
      usdPerHour: hour ? hour.value : null,
      idleFee: r.idle || r.laterHour,
      parkingFee: r.parking,
      plusTax: kwh.plusTax,
    };
  }
  if (r.laterKwh > 0) return { kind: "unknown", reason: "partial" };
  const [hour] = r.hour;
  if (hour) {
    return { kind: "per-hour", usdPerHour: hour.value, range: hour.range, variable: hour.range !== null, higherLater: r.laterHour, freeFor: r.freeFor };
  }
  const [session] = r.session;
  if (session !== undefined) return { kind: "per-session", usdPerSession: session, parkingFee: r.parking, freeFor: r.freeFor };
  if (r.parking) return { kind: "free-with-parking-fee", parkingUsdPerHour: r.parkingUsdPerHour };
  if (r.free) return r.restriction ? { kind: "free-restricted", condition: r.restriction } : { kind: "free" };
  if (r.freeFor !== null) return { kind: "free-restricted", condition: `for ${r.freeFor} only` };
  return { kind: "unknown", reason: "unrecognised" };
}

/**
 * The price text a station list shows: AFDC's own words, except that a free station in paid parking
 * never reads "Free" ("Free; paid lot" → "Paid parking; no separate charging fee listed").
 */
export function pricingText(text: string, parsed: EvPricing = parseEvPricing(text)): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (parsed.kind !== "free-with-parking-fee" || !/\bfree\b/i.test(clean)) return clean;
  const rate = parsed.parkingUsdPerHour;
  if (rate === null) return m.stations_paid_parking();
  return m.stations_paid_parking_rate({ rate: rate.low === rate.high ? usd(rate.low) : `${usd(rate.low)}–${usd(rate.high)}` });
}

/** "$0.54", "$1.50", "$2": cents only when there are some. */
function usd(value: number): string {
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

// ---------------------------------------------------------------------------------------------
// Typical prices over many stations.

/** What summarisePublicPrices needs of a station: its ports and AFDC's pricing text. */
export interface PricedStation {
  level2Ports: number;
  dcFastPorts: number;
  pricing: string;
}

/**
 * The p-th quantile (0–1) of sorted values, by linear interpolation between the closest ranks
 * (Hyndman & Fan type 7, the default of R, NumPy and spreadsheets' PERCENTILE.INC). For p = 0.5
 * it is the median: the middle value, or the mean of the two middle values for an even count.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("quantile of no values");
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return round(lower + (upper - lower) * (position - below));
}

function levelPrice(entries: readonly { usd: number; sessionFee: boolean; variable: boolean }[]): LevelPrice | null {
  if (entries.length === 0) return null;
  const sorted = entries.map((entry) => entry.usd).sort((a, b) => a - b);
  return {
    stations: entries.length,
    medianUsdPerKwh: quantile(sorted, 0.5),
    p25UsdPerKwh: quantile(sorted, 0.25),
    p75UsdPerKwh: quantile(sorted, 0.75),
    minUsdPerKwh: sorted[0]!,
    maxUsdPerKwh: sorted[sorted.length - 1]!,
    withSessionFee: entries.filter((entry) => entry.sessionFee).length,
    variable: entries.filter((entry) => entry.variable).length,
  };
}

/** What the price summary reads of a cell row: its Level 2 and DC fast ports and its pricing text. */
export function pricedStationOf(row: CellRow): PricedStation {
  return { level2Ports: row[6], dcFastPorts: row[7], pricing: row[14] };
}

export function summarisePublicPrices(stations: Iterable<PricedStation>): PublicPriceSummary {
  const level2: { usd: number; sessionFee: boolean; variable: boolean }[] = [];
  const dcFast: typeof level2 = [];
  let total = 0;
  let level2Stations = 0;
  let dcFastStations = 0;
  let free = 0;
  let freeWithParkingFee = 0;
  for (const station of stations) {
    total++;
    const fast = station.dcFastPorts > 0;
    const l2 = !fast && station.level2Ports > 0;
    if (fast) dcFastStations++;
    if (l2) level2Stations++;
    const parsed = parseEvPricing(station.pricing);
    if (parsed.kind === "free") free++;
    else if (parsed.kind === "free-with-parking-fee") freeWithParkingFee++;
    else if (parsed.kind === "per-kwh" && (fast || l2)) {
      (fast ? dcFast : level2).push({ usd: parsed.usdPerKwh, sessionFee: parsed.sessionFeeUsd !== null, variable: parsed.variable });
    }
  }
  return {
    stations: total,
    level2Stations,
    dcFastStations,
    level2: levelPrice(level2),
    dcFast: levelPrice(dcFast),
    free,
    freeWithParkingFee,
  };
}

// ---------------------------------------------------------------------------------------------
// One answer: the circle's own prices when enough stations list one, else the state's snapshot.

/**
 * The fewest per-kWh priced stations a level's median may rest on. With 5, the median is the third
 * value and stays put when up to two stations are outliers on one side: around Brooklyn the five
 * priced fast stations are $0.39, $0.54, $0.54, $0.59 and $2.00 (a $2/kWh site), median $0.54. With
 * 3 or 4, one such outlier already moves the median by half the gap to the next price.
 */
export const MIN_PRICED_STATIONS = 5;

function resolveLevel(circle: LevelPrice | null, state: LevelPrice | null): ResolvedLevelPrice | null {
  if (circle && circle.stations >= MIN_PRICED_STATIONS) return { ...circle, scope: "circle" };
  if (state && state.stations >= MIN_PRICED_STATIONS) return { ...state, scope: "state" };
  return null;
}

/**
 * Resolves each level on its own (circle, else state snapshot, else null) and sums up where the
 * figures come from. `asOf` is the date of the data used: the state's snapshot or refresh date.
 */
export function resolvePublicPrices(
  circle: PublicPriceSummary,
  state: StatePriceSummary | null,
  stateCode: string | null,
  asOf: string | null,
): ResolvedPublicPrices {
  const level2 = resolveLevel(circle.level2, state?.summary.level2 ?? null);
  const dcFast = resolveLevel(circle.dcFast, state?.summary.dcFast ?? null);
  const scopes = new Set([level2?.scope, dcFast?.scope].filter((scope) => scope !== undefined));
  const scope = scopes.size === 0 ? "none" : scopes.size === 2 ? "mixed" : [...scopes][0]!;
  return {
    scope,
    state: stateCode,
    level2,
    dcFast,
    stations: (level2?.stations ?? 0) + (dcFast?.stations ?? 0),
    asOf: scope === "none" ? null : asOf,
  };
}

const NO_PRICES: ResolvedPublicPrices = { scope: "none", state: null, level2: null, dcFast: null, stations: 0, asOf: null };

/** The resolved prices of an answer; "none" for an answer cached before prices were added. */
export function resolvedPricesOf(response: Pick<StationsResponse, "prices">): ResolvedPublicPrices {
  return response.prices?.resolved ?? NO_PRICES;
}
