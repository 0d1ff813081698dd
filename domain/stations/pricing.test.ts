// AFDC pricing text → a typed price, and typical prices over many stations. Every distinct text of
// the committed snapshot (fixtures/afdc-pricing-texts.json, written by scripts/data/stations.mjs) has
// its expected reading below; a new wording fails "covers every text" until it is classified here.
import { describe, expect, it } from "vitest";
import fixture from "./fixtures/afdc-pricing-texts.json";
import {
  MIN_PRICED_STATIONS,
  parseEvPricing,
  pricingText,
  quantile,
  resolvePublicPrices,
  resolvedPricesOf,
  summarisePublicPrices,
  type EvPricing,
  type PricedStation,
} from "./pricing";
import type { PublicPriceSummary } from "./types";

const FREE: EvPricing = { kind: "free" };
const restricted = (condition: string): EvPricing => ({ kind: "free-restricted", condition });
const parking = (low: number | null, high?: number): EvPricing => ({
  kind: "free-with-parking-fee",
  parkingUsdPerHour: low === null ? null : { low, high: high ?? low },
});
type KwhExtras = Partial<Omit<Extract<EvPricing, { kind: "per-kwh" }>, "kind" | "usdPerKwh">>;
const kwh = (usdPerKwh: number, extras: KwhExtras = {}): EvPricing => ({
  kind: "per-kwh",
  usdPerKwh,
  range: null,
  variable: extras.range !== undefined && extras.range !== null,
  sessionFeeUsd: null,
  usdPerHour: null,
  idleFee: false,
  parkingFee: false,
  plusTax: false,
  ...extras,
});
type HourExtras = Partial<Omit<Extract<EvPricing, { kind: "per-hour" }>, "kind" | "usdPerHour">>;
const hour = (usdPerHour: number, extras: HourExtras = {}): EvPricing => ({
  kind: "per-hour",
  usdPerHour,
  range: null,
  variable: false,
  higherLater: false,
  freeFor: null,
  ...extras,
});
const session = (usdPerSession: number, extras: { parkingFee?: boolean; freeFor?: string } = {}): EvPricing => ({
  kind: "per-session",
  usdPerSession,
  parkingFee: false,
  freeFor: null,
  ...extras,
});
const unknown = (reason: Extract<EvPricing, { kind: "unknown" }>["reason"]): EvPricing => ({ kind: "unknown", reason });

/** Every distinct "EV Pricing" text in the MA, NY and WA snapshots, read by hand. */
const CASES: [string, EvPricing][] = [
  ["", unknown("blank")],
  ["Free", FREE],
  ["FREE", FREE],
  ["$0.35 per kWh", kwh(0.35)],
  ["$0.39 per kWh", kwh(0.39)],
  ["$0.40 per kWh", kwh(0.4)],
  ["$2.00/Hr Parking Fee", parking(2, 2)],
  ["$1.50/Hr Parking Fee", parking(1.5, 1.5)],
  ["$0.45 per kWh", kwh(0.45)],
  ["$0.64 per kWh", kwh(0.64)],
  ["$0.199 per kWh plus $1 per session", kwh(0.199, {sessionFeeUsd: 1})],
  ["$0.20/kWh Energy Fee", kwh(0.2)],
  ["$0.25 per kWh", kwh(0.25)],
  ["$0.00-$5.00/Hr Variable Parking Fee", parking(0, 5)],
  ["$0.29 per kWh", kwh(0.29)],
  ["$0.36 per kWh", kwh(0.36)],
  ["$0.42 per kWh", kwh(0.42)],
  ["$1 per hour", hour(1)],
  ["$1.50 per session; $0.75 per kWh", kwh(0.75, {sessionFeeUsd: 1.5})],
  ["$0.46 per kWh", kwh(0.46)],
  ["$0.50 per kWh", kwh(0.5)],
  ["$1.00-$5.00/Hr Variable Parking Fee", parking(1, 5)],
  ["$0.30 per kWh", kwh(0.3)],
  ["$1.25/Hr Parking Fee", parking(1.25, 1.25)],
  ["$0.21 per kWh", kwh(0.21)],
  ["$0.22 per kWh", kwh(0.22)],
  ["$1 per session; $0.39 per kWh", kwh(0.39, {sessionFeeUsd: 1})],
  ["$1.00/Hr Parking Fee", parking(1, 1)],
  ["$2.50 per hour", hour(2.5)],
  ["$.25 per kWh", kwh(0.25)],
  ["$0.00-$2.00/Hr Variable Parking Fee", parking(0, 2)],
  ["$0.00-$3.00/Hr Variable Parking Fee", parking(0, 3)],
  ["$0.30 per kWh; $2 per hour idle fee", kwh(0.3, {idleFee: true})],
  ["$0.55 per kWh", kwh(0.55)],
  ["$1.50 per hour", hour(1.5)],
  ["$1.75/Hr Parking Fee", parking(1.75, 1.75)],
  ["$2 per session; $0.30 per kWh", kwh(0.3, {sessionFeeUsd: 2})],
  ["$0.25/kWh Energy Fee", kwh(0.25)],
  ["$0.28 per kWh", kwh(0.28)],
  ["$0.31 per kWh", kwh(0.31)],
  ["$0.38 per kWh", kwh(0.38)],
  ["$0.41 per kWh", kwh(0.41)],
  ["$0.43 per kWh", kwh(0.43)],
  ["$0.50 initiation fee + $0.18 per kWh", kwh(0.18, {sessionFeeUsd: 0.5})],
  ["$0.52 per kWh", kwh(0.52)],
  ["$0.53 per kWh", kwh(0.53)],
  ["$0.59 per kWh", kwh(0.59)],
  ["$1 activation fee; $0.35 per kWh", kwh(0.35, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.42 per kWh", kwh(0.42, {sessionFeeUsd: 1})],
  ["$1 per session; $0.30 per kWh", kwh(0.3, {sessionFeeUsd: 1})],
  ["$1 per session; $0.30 per kWh; $5 per hour idle fee", kwh(0.3, {sessionFeeUsd: 1, idleFee: true})],
  ["$1 per session; $0.45 per kWh", kwh(0.45, {sessionFeeUsd: 1})],
  ["$1.00-$3.00/Hr Variable Parking Fee", parking(1, 3)],
  ["$1.25 per hour", hour(1.25)],
  ["$1.25-$3.50/Hr Variable Parking Fee", parking(1.25, 3.5)],
  ["$1.50-$5.00/Hr Variable Parking Fee", parking(1.5, 5)],
  ["$1.70/Hr Parking Fee", parking(1.7, 1.7)],
  ["$10 per session; $0.30 per kWh", kwh(0.3, {sessionFeeUsd: 10})],
  ["$2 per session", session(2)],
  ["$2 per session; $0.25 per kWh", kwh(0.25, {sessionFeeUsd: 2})],
  ["Free; donations encouraged", FREE],
  ["Parking fee", parking(null)],
  ["$0.00-$1.00/Hr Variable Parking Fee", parking(0, 1)],
  ["$0.00-$1.00/Hr Variable Parking Fee, $0.15/kWh Energy Fee", kwh(0.15, {parkingFee: true})],
  ["$0.00-$1.50/Hr Variable Parking Fee", parking(0, 1.5)],
  ["$0.00-$1.50/Hr Variable Parking Fee, $0.15/kWh Energy Fee", kwh(0.15, {parkingFee: true})],
  ["$0.00-$10.00/Hr Variable Parking Fee", parking(0, 10)],
  ["$0.00-$10.00/Hr Variable Parking Fee, $0.30/kWh Energy Fee", kwh(0.3, {parkingFee: true})],
  ["$0.00-$15.00/Hr Variable Parking Fee", parking(0, 15)],
  ["$0.00-$20.00/Hr Variable Parking Fee, $0.28/kWh Energy Fee", kwh(0.28, {parkingFee: true})],
  ["$0.00-$4.00/Hr Variable Parking Fee", parking(0, 4)],
  ["$0.00-$5.00/Hr Variable Parking Fee, $0.20/kWh Energy Fee", kwh(0.2, {parkingFee: true})],
  ["$0.00-$8.00/Hr Variable Parking Fee, $0.20/kWh Energy Fee", kwh(0.2, {parkingFee: true})],
  ["$0.10 per kWh; parking fee", kwh(0.1, {parkingFee: true})],
  ["$0.10/kWh Energy Fee", kwh(0.1)],
  ["$0.15 per kWh", kwh(0.15)],
  ["$0.18/kWh Energy Fee", kwh(0.18)],
  ["$0.25 per kWh and $0.55 per hour; $2 per hour idle fee", kwh(0.25, {usdPerHour: 0.55, idleFee: true})],
  ["$0.25 per kWh and $3 per hour after 4 hours", kwh(0.25, {idleFee: true})],
  ["$0.25 per kWh for staff, $0.35 per kWh for public", kwh(0.35)],
  ["$0.25 per kWh; $5 per hour idle fee", kwh(0.25, {idleFee: true})],
  ["$0.25 per session and $0.13 per kWh", kwh(0.13, {sessionFeeUsd: 0.25})],
  ["$0.26 per kWh", kwh(0.26)],
  ["$0.26 per kWh after 8 hours", unknown("partial")],
  ["$0.27 per kWh", kwh(0.27)],
  ["$0.28 per hour", hour(0.28)],
  ["$0.3 per kWh; $5 per hour idle fee", kwh(0.3, {idleFee: true})],
  ["$0.30/kWh", kwh(0.3)],
  ["$0.32 per kWh", kwh(0.32)],
  ["$0.33 per kWh", kwh(0.33)],
  ["$0.35 per kWh for public; $0.20 per kWh for employees", kwh(0.35)],
  ["$0.35 per kWh; $5 per hour after 4 hours", kwh(0.35, {idleFee: true})],
  ["$0.35-$1.25/Hr Variable Parking Fee, $0.25-$0.50/kWh Variable Energy Fee", kwh(0.375, {range: {low: 0.25, high: 0.5}, parkingFee: true})],
  ["$0.35/Hr Parking Fee", parking(0.35, 0.35)],
  ["$0.35/kWh", kwh(0.35)],
  ["$0.37 per kWh", kwh(0.37)],
  ["$0.39 per kWh; $18 per hour idle fee", kwh(0.39, {idleFee: true})],
  ["$0.39 per kWh; free for internal use", kwh(0.39)],
  ["$0.40/Hr Parking Fee", parking(0.4, 0.4)],
  ["$0.46 per kWh; Idle parking time is charged at $1 per minute after a 15 minute grace period", kwh(0.46, {idleFee: true})],
  ["$0.46 per kWh; idle fee is $1 per minute after a 15 minute grace period", kwh(0.46, {idleFee: true})],
  ["$0.48 per kWh", kwh(0.48)],
  ["$0.50 / kWh", kwh(0.5)],
  ["$0.50 per session + $0.45 per kWh", kwh(0.45, {sessionFeeUsd: 0.5})],
  ["$0.50 per session; $0.30 per kWh", kwh(0.3, {sessionFeeUsd: 0.5})],
  ["$0.51 per kWh", kwh(0.51)],
  ["$0.54 per kWh", kwh(0.54)],
  ["$0.54 per kWh + tax", kwh(0.54, {plusTax: true})],
  ["$0.54/kWh + tax", kwh(0.54, {plusTax: true})],
  ["$0.55-$15.00/Hr Variable Parking Fee", parking(0.55, 15)],
  ["$0.56 per kWh", kwh(0.56)],
  ["$0.57 per kWh", kwh(0.57)],
  ["$0.58 per kWh", kwh(0.58)],
  ["$0.59/kWh + tax", kwh(0.59, {plusTax: true})],
  ["$0.60 per kWh", kwh(0.6)],
  ["$0.60-$2.00/Hr Variable Parking Fee", parking(0.6, 2)],
  ["$0.70 per kWh and $5 per session", kwh(0.7, {sessionFeeUsd: 5})],
  ["$0.75 per session; $0.30 per kWh; $8 per hour idle fee", kwh(0.3, {sessionFeeUsd: 0.75, idleFee: true})],
  ["$0.85-$5.00/Hr Variable Parking Fee", parking(0.85, 5)],
  ["$0.95 per session; $0.50 per kWh", kwh(0.5, {sessionFeeUsd: 0.95})],
  ["$0.99 per session, $0.35 per kWh", kwh(0.35, {sessionFeeUsd: 0.99})],
  ["$0.99-$5.00/Hr Variable Parking Fee", parking(0.99, 5)],
  ["$1 activation fee; $0.10 per kWh", kwh(0.1, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.19 per kWh", kwh(0.19, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.22 per kWh", kwh(0.22, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.25 per kWh", kwh(0.25, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.28 per kWh", kwh(0.28, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.30 per kWh", kwh(0.3, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.40 per kWh", kwh(0.4, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.45 per kWh", kwh(0.45, {sessionFeeUsd: 1})],
  ["$1 activation fee; $0.50 per kWh", kwh(0.5, {sessionFeeUsd: 1})],
  ["$1 initiation fee + $0.25 per kWh", kwh(0.25, {sessionFeeUsd: 1})],
  ["$1 per kWh", kwh(1)],
  ["$1 per session, $0.49 per kWh", kwh(0.49, {sessionFeeUsd: 1})],
  ["$1 per session; $0.15 per kWh", kwh(0.15, {sessionFeeUsd: 1})],
  ["$1 per session; $0.40 per kWh", kwh(0.4, {sessionFeeUsd: 1})],
  ["$1.00 per minute", hour(60)],
  ["$1.00-$2.00/Hr Variable Parking Fee", parking(1, 2)],
  ["$1.00-$4.50/Hr Variable Parking Fee", parking(1, 4.5)],
  ["$1.00/Hr Parking Fee , $0.08/kWh Energy Fee", kwh(0.08, {parkingFee: true})],
  ["$1.00/Hr Parking Fee , $0.20/kWh Energy Fee", kwh(0.2, {parkingFee: true})],
  ["$1.25-$5.00/Hr Variable Parking Fee", parking(1.25, 5)],
  ["$1.30-$2.50/Hr Variable Parking Fee", parking(1.3, 2.5)],
  ["$1.35/Hr Parking Fee", parking(1.35, 1.35)],
  ["$1.5 per hour", hour(1.5)],
  ["$1.50 per hour for first 3 hours; $5 per hour following", hour(1.5, {higherLater: true})],
  ["$1.50 per session; $0.45 per kWh", kwh(0.45, {sessionFeeUsd: 1.5})],
  ["$1.50 per session; $0.50 per kWh", kwh(0.5, {sessionFeeUsd: 1.5})],
  ["$1.80/Hr Parking Fee", parking(1.8, 1.8)],
  ["$1.99 per session; $0.35 per kWh; $10 per hour idle fee", kwh(0.35, {sessionFeeUsd: 1.99, idleFee: true})],
  ["$10 per 4 hrs charging plus parking fee", session(10, {parkingFee: true})],
  ["$10 per session", session(10)],
  ["$12 per session", session(12)],
  ["$15 per session", session(15)],
  ["$1per session; $0.35 per kWh", kwh(0.35, {sessionFeeUsd: 1})],
  ["$2 per hr for the first 4 hrs and $10 per hr afterwards", hour(2, {higherLater: true})],
  ["$2 per session; $0.35 per kWh", kwh(0.35, {sessionFeeUsd: 2})],
  ["$2 per session; $0.40 per kWh; $1 per hour idle fee", kwh(0.4, {sessionFeeUsd: 2, idleFee: true})],
  ["$2 per session; $0.45 per kWh; $5 per hour idle fee", kwh(0.45, {sessionFeeUsd: 2, idleFee: true})],
  ["$2.00 per hour", hour(2)],
  ["$2.00 per hour parking fee", parking(2, 2)],
  ["$2.00-$5.00/Hr Variable Parking Fee", parking(2, 5)],
  ["$2.00/Hr Parking Fee , $0.00-$1.00/kWh Variable Energy Fee", kwh(0.5, {range: {low: 0, high: 1}, parkingFee: true})],
  ["$2.50 per hour for first 4 hours; $10 per hour thereafter", hour(2.5, {higherLater: true})],
  ["$2.50 per hour; $10 per hour after 4 hours", hour(2.5, {higherLater: true})],
  ["$2.88 per hour parking fee", parking(2.88, 2.88)],
  ["$3 per hour", hour(3)],
  ["$3 per session; $0.67 per kWh", kwh(0.67, {sessionFeeUsd: 3})],
  ["$3 per session; $2 per kWh; $35 per hour idle fee", kwh(2, {sessionFeeUsd: 3, idleFee: true})],
  ["$3 session fee; $2 per kWh; $35 per hour idle fee", kwh(2, {sessionFeeUsd: 3, idleFee: true})],
  ["$3.00/Hr Parking Fee", parking(3, 3)],
  ["$3.75-$5.00/Hr Variable Parking Fee, $0.35/kWh Energy Fee", kwh(0.35, {parkingFee: true})],
  ["$48 per session (includes service)", session(48)],
  ["$5 per hour", hour(5)],
  ["$8 per session; $0.36 per kWh", kwh(0.36, {sessionFeeUsd: 8})],
  ["0.35 per kWh", kwh(0.35)],
  ["Free for UW permit holders; $4 per hour for non-permit holders", hour(4, {freeFor: "UW permit holders"})],
  ["Free for customers", restricted("for customers only")],
  ["Free for guests and employees; $1 per hour for public", hour(1, {freeFor: "guests and employees"})],
  ["Free for guests only", restricted("for guests only")],
  ["Free for guests; $10 per session for non-guests", session(10, {freeFor: "guests"})],
  ["Free; $1.50 per hour parking rate", parking(1.5, 1.5)],
  ["Free; 3 hour maximum charging session", FREE],
  ["Free; Four hour limit", FREE],
  ["Free; meal purchase required", restricted("meal purchase required")],
  ["Free; paid lot", parking(null)],
  ["Free; parking fee", parking(null)],
  ["L2: $0.25 per kWh", kwh(0.25)],
  ["Pricing unknown", unknown("stated")],
];

describe("parseEvPricing over every text of the snapshot", () => {
  it("covers every text: the table above and the snapshot's distinct texts are the same set", () => {
    const texts = fixture.texts.map(([text]) => text as string);
    expect(new Set(CASES.map(([text]) => text))).toEqual(new Set(texts));
    expect(CASES).toHaveLength(texts.length);
  });

  it.each(CASES)("%j", (text, expected) => {
    expect(parseEvPricing(text)).toEqual(expected);
  });

  it("no text of the snapshot is left unrecognised", () => {
    expect(CASES.filter(([, reading]) => reading.kind === "unknown" && reading.reason === "unrecognised")).toEqual([]);
  });
});

describe("parseEvPricing rules", () => {
  it("a text that mentions a parking fee or a paid lot is never free, even when it says Free", () => {
    for (const text of ["Free; parking fee", "Free; paid lot", "Free; $1.50 per hour parking rate", "Parking fee", "$2.00/Hr Parking Fee"]) {
      expect(parseEvPricing(text).kind, text).toBe("free-with-parking-fee");
    }
    // An idle fee is not a parking fee, even when AFDC calls it "idle parking time".
    expect(parseEvPricing("$0.46 per kWh; Idle parking time is charged at $1 per minute after a 15 minute grace period")).toMatchObject({
      kind: "per-kwh",
      parkingFee: false,
      idleFee: true,
    });
  });

  it("the public's price, not the staff's: either order", () => {
    expect(parseEvPricing("$0.35 per kWh for public; $0.20 per kWh for employees")).toMatchObject({ usdPerKwh: 0.35 });
    expect(parseEvPricing("$0.25 per kWh for staff, $0.35 per kWh for public")).toMatchObject({ usdPerKwh: 0.35 });
  });

  it("a range counts at its midpoint and is flagged variable", () => {
    expect(parseEvPricing("$0.25-$0.50/kWh Variable Energy Fee")).toEqual(kwh(0.375, { range: { low: 0.25, high: 0.5 } }));
  });

  it("session, activation and initiation fees are kept apart from the per-kWh price", () => {
    expect(parseEvPricing("$1.50 per session; $0.75 per kWh")).toMatchObject({ usdPerKwh: 0.75, sessionFeeUsd: 1.5 });
    expect(parseEvPricing("$1 activation fee; $0.35 per kWh")).toMatchObject({ usdPerKwh: 0.35, sessionFeeUsd: 1 });
    expect(parseEvPricing("$0.50 initiation fee + $0.18 per kWh")).toMatchObject({ usdPerKwh: 0.18, sessionFeeUsd: 0.5 });
  });

  it("a wording it does not know is unknown, never guessed", () => {
    expect(parseEvPricing("Call for rates")).toEqual(unknown("unrecognised"));
    expect(parseEvPricing("$0.30 per kWh; members get 10% off")).toEqual(unknown("unrecognised"));
    expect(parseEvPricing("  ")).toEqual(unknown("blank"));
  });
});

describe("pricingText: what a station list shows", () => {
  it("never shows Free for a station whose text mentions a parking fee", () => {
    expect(pricingText("Free; paid lot")).toBe("Paid parking; no separate charging fee listed");
    expect(pricingText("Free; parking fee")).toBe("Paid parking; no separate charging fee listed");
    expect(pricingText("Free; $1.50 per hour parking rate")).toBe("Paid parking ($1.50 an hour); no separate charging fee listed");
    for (const [text, reading] of CASES) {
      if (reading.kind === "free-with-parking-fee") expect(pricingText(text), text).not.toMatch(/free/i);
    }
  });

  it("keeps AFDC's own words otherwise", () => {
    expect(pricingText("$2.00/Hr Parking Fee")).toBe("$2.00/Hr Parking Fee");
    expect(pricingText("Free")).toBe("Free");
    expect(pricingText("$1.50 per session; $0.75 per kWh")).toBe("$1.50 per session; $0.75 per kWh");
  });
});

const at = (pricing: string, level: "l2" | "dc" | "l1" = "l2"): PricedStation => ({
  level2Ports: level === "l2" ? 2 : level === "dc" ? 1 : 0,
  dcFastPorts: level === "dc" ? 4 : 0,
  pricing,
});

describe("quantile and summarisePublicPrices", () => {
  it("median: the middle value for an odd count, the mean of the two middle values for an even count", () => {
    expect(quantile([0.2, 0.3, 0.9], 0.5)).toBe(0.3);
    // (0.30 + 0.40) / 2 = 0.35
    expect(quantile([0.2, 0.3, 0.4, 0.9], 0.5)).toBe(0.35);
    // (0.35 + 0.40) / 2 = 0.375, no binary noise
    expect(quantile([0.35, 0.4], 0.5)).toBe(0.375);
  });

  it("quartiles interpolate between ranks (PERCENTILE.INC)", () => {
    // 5 values: p25 at rank 1 (0-based) = 0.54, p75 at rank 3 = 0.59.
    expect(quantile([0.39, 0.54, 0.54, 0.59, 2], 0.25)).toBe(0.54);
    expect(quantile([0.39, 0.54, 0.54, 0.59, 2], 0.75)).toBe(0.59);
    // 4 values: p25 at rank 0.75 = 0.20 + 0.75 × (0.30 − 0.20) = 0.275; p75 at rank 2.25 = 0.40 + 0.25 × 0.50 = 0.525.
    expect(quantile([0.2, 0.3, 0.4, 0.9], 0.25)).toBe(0.275);
    expect(quantile([0.2, 0.3, 0.4, 0.9], 0.75)).toBe(0.525);
  });

  it("sorts stations by level, keeps session fees out of the median, and counts free and paid-parking sites apart", () => {
    const summary = summarisePublicPrices([
      at("$0.20 per kWh"),
      at("$1.50 per session; $0.40 per kWh"), // median over 0.20, 0.30, 0.40, 0.90 → 0.35; the $1.50 is not folded in
      at("$0.30 per kWh"),
      at("$0.90 per kWh"),
      at("$0.25-$0.50/kWh Variable Energy Fee", "dc"), // midpoint 0.375
      at("$0.55 per kWh", "dc"),
      at("Free"),
      at("FREE", "dc"),
      at("Free; paid lot"),
      at("$2.00/Hr Parking Fee"),
      at("Free for guests only"),
      at("$2.50 per hour"),
      at(""),
      at("$0.10 per kWh", "l1"), // Level 1 only: no level
    ]);
    expect(summary).toEqual({
      stations: 14,
      level2Stations: 10,
      dcFastStations: 3,
      level2: {
        stations: 4,
        medianUsdPerKwh: 0.35,
        p25UsdPerKwh: 0.275,
        p75UsdPerKwh: 0.525,
        minUsdPerKwh: 0.2,
        maxUsdPerKwh: 0.9,
        withSessionFee: 1,
        variable: 0,
      },
      dcFast: {
        stations: 2,
        // (0.375 + 0.55) / 2 = 0.4625
        medianUsdPerKwh: 0.4625,
        p25UsdPerKwh: 0.41875,
        p75UsdPerKwh: 0.50625,
        minUsdPerKwh: 0.375,
        maxUsdPerKwh: 0.55,
        withSessionFee: 0,
        variable: 1,
      },
      free: 2,
      freeWithParkingFee: 2,
    } satisfies PublicPriceSummary);
  });

  it("a level without any per-kWh price is null", () => {
    expect(summarisePublicPrices([at("Free"), at("$2 per session", "dc")])).toMatchObject({ level2: null, dcFast: null, free: 1 });
  });
});

const prices = (level2: number[], dcFast: number[]): PublicPriceSummary =>
  summarisePublicPrices([...level2.map((usd) => at(`$${usd} per kWh`)), ...dcFast.map((usd) => at(`$${usd} per kWh`, "dc"))]);

describe("resolvePublicPrices: the circle when enough stations list a price, else the state", () => {
  const five = [0.3, 0.35, 0.4, 0.45, 0.5];
  const state = { state: "NY", asOf: "2025-04-21", summary: prices([0.2, 0.25, 0.3, 0.35, 0.4, 0.45], [0.5, 0.52, 0.54, 0.56, 0.58]) };

  it(`uses the circle for a level with at least ${MIN_PRICED_STATIONS} priced stations`, () => {
    const resolved = resolvePublicPrices(prices(five, five), state, "NY", "2025-04-21");
    expect(resolved).toMatchObject({ scope: "circle", state: "NY", stations: 10, asOf: "2025-04-21" });
    expect(resolved.level2).toMatchObject({ scope: "circle", medianUsdPerKwh: 0.4, stations: 5 });
  });

  it("falls back on the state's snapshot level by level", () => {
    const resolved = resolvePublicPrices(prices(five, five.slice(0, 4)), state, "NY", "2025-04-21");
    expect(resolved.scope).toBe("mixed");
    expect(resolved.level2).toMatchObject({ scope: "circle", medianUsdPerKwh: 0.4 });
    expect(resolved.dcFast).toMatchObject({ scope: "state", medianUsdPerKwh: 0.54, stations: 5 });
    expect(resolved.stations).toBe(10);
    expect(resolvePublicPrices(prices([0.3], []), state, "NY", "2025-04-21")).toMatchObject({
      scope: "state",
      level2: { scope: "state", medianUsdPerKwh: 0.325, stations: 6 },
    });
  });

  it("none when neither the circle nor a state summary has enough", () => {
    expect(resolvePublicPrices(prices([0.3], []), null, "CA", "2025-04-21")).toEqual({
      scope: "none",
      state: "CA",
      level2: null,
      dcFast: null,
      stations: 0,
      asOf: null,
    });
    const thinState = { ...state, summary: prices([0.3, 0.4], []) };
    expect(resolvePublicPrices(prices([], []), thinState, "NY", "2025-04-21").scope).toBe("none");
  });

  it("an answer cached before prices existed reads as none", () => {
    expect(resolvedPricesOf({})).toMatchObject({ scope: "none", level2: null, dcFast: null });
  });
});
