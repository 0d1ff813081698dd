import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64UrlEncode } from "./base64url";
import {
  buildDashboardSharePayload,
  buildFullSharePayload,
  buildSharedPlanUrl,
  canonicalPlanShareData,
  encodePlanShare,
  INVALID_SHARED_PLAN_MESSAGE,
  isShareable,
  NO_SHARED_PLAN_MESSAGE,
  sharedPlanInputs,
  type FullPlanSharePayload,
  type PlanSharePayload,
  sharedPlanProblem,
} from "./plan-payload";
import { readPlanShare } from "./plan-payload.schema";
import { MAX_SHARE_PARAM_LENGTH } from "./share-link";

/** The plan a link shows, or the §8 message the page shows instead. */
function decodePlanShare(data: string | null | undefined) {
  const link = readPlanShare(data);
  return link.status === "ok" ? ({ ok: true, plan: link.value } as const) : ({ ok: false, error: sharedPlanProblem(link) } as const);
}
import { DEFAULT_USER_INPUTS } from "../contracts/progress.schema";

const FULL: FullPlanSharePayload = {
  zipCode: "94110",
  annualMiles: 10_000,
  dailyMiles: 40,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  homeCharging: "yes",
  homeSetup: "level1",
  results: { percentBatteryUsedDaily: 16, level1PercentRechargedDaily: 60, daysBetweenPublicCharging: 12, mainMessage: "Public charge every 12 days" },
};
const DASHBOARD = {
  zipCode: "90210",
  annualMiles: 5_000,
  dailyMiles: 20,
  evType: "PHEV",
  evRange: 35,
  homeCharging: "no",
  homeSetup: "level1",
  results: { message: "Public charging every day" },
} as const;

/** Standard base64 of UTF-8 JSON, the way older links were made (btoa): "+/" alphabet, "=" padding. */
const legacyBase64 = (value: unknown) => {
  const url = base64UrlEncode(JSON.stringify(value)).replace(/-/g, "+").replace(/_/g, "/");
  return url + "=".repeat((4 - (url.length % 4)) % 4);
};
const raw = (value: unknown) => base64UrlEncode(JSON.stringify(value));

describe("decodePlanShare: the two §8 messages", () => {
  it.each([null, undefined, "", "   "])("missing data %o → No shared plan data found.", (data) => {
    expect(decodePlanShare(data)).toEqual({ ok: false, error: NO_SHARED_PLAN_MESSAGE });
    expect(NO_SHARED_PLAN_MESSAGE).toBe("No shared plan data found.");
  });

  it.each([
    ["not base64", "@@@@"],
    ["base64 of non-JSON", base64UrlEncode("not json")],
    ["JSON array", raw([1, 2])],
    ["JSON null", raw(null)],
    ["JSON string", raw("94110")],
    ["wrong number type", raw({ ...FULL, dailyMiles: "40" })],
    ["negative miles", raw({ ...FULL, dailyMiles: -1 })],
    ["huge miles", raw({ ...FULL, dailyMiles: 1e9 })],
    ["huge annual miles", raw({ ...FULL, annualMiles: 200_001 })],
    ["hours over 24", raw({ ...FULL, hoursParkedAtHome: 25 })],
    ["range over 1000", raw({ ...FULL, evRange: 1001 })],
    ["range between 0 and 1 mile", raw({ ...FULL, evRange: 0.001 })],
    ["unknown EV type", raw({ ...FULL, evType: "HEV" })],
    ["unanswered home question", raw({ ...FULL, homeCharging: "" })],
    ["unknown setup", raw({ ...FULL, homeSetup: "level3" })],
    ["extra top-level key", raw({ ...FULL, admin: true })],
    ["extra results key", raw({ ...FULL, results: { ...FULL.results, html: "<b>" } })],
    ["missing results", raw({ ...FULL, results: undefined })],
    ["missing zip", raw({ ...FULL, zipCode: "" })],
    ["zip too long", raw({ ...FULL, zipCode: "12345678901" })],
    ["message too long", raw({ ...FULL, results: { ...FULL.results, mainMessage: "x".repeat(201) } })],
    ["percent recharged over 100", raw({ ...FULL, results: { ...FULL.results, level1PercentRechargedDaily: 101 } })],
    ["dashboard variant with extra key", raw({ ...DASHBOARD, results: { message: "m", days: 3 } })],
    ["oversized", "A".repeat(MAX_SHARE_PARAM_LENGTH + 1)],
    ["__proto__ key", base64UrlEncode(`{"__proto__":{"polluted":true},${JSON.stringify(FULL).slice(1)}`)],
  ])("%s → Invalid shared plan data.", (_name, data) => {
    expect(decodePlanShare(data)).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
    expect(INVALID_SHARED_PLAN_MESSAGE).toBe("Invalid shared plan data.");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("accepts both payload forms (§3)", () => {
    expect(decodePlanShare(encodePlanShare(FULL))).toEqual({ ok: true, plan: FULL });
    expect(decodePlanShare(encodePlanShare(DASHBOARD))).toEqual({ ok: true, plan: DASHBOARD });
  });

  it("accepts legacy standard base64, padded, and with '+' turned into a space by a query string", () => {
    const payload = { ...FULL, results: { ...FULL.results, mainMessage: "Señor ⚡ plan>>>?" } };
    const legacy = legacyBase64(payload);
    expect(legacy).toMatch(/[+/=]/);
    expect(decodePlanShare(legacy)).toEqual({ ok: true, plan: payload });
    expect(decodePlanShare(legacy.replace(/\+/g, " "))).toEqual({ ok: true, plan: payload });
  });

  it("keeps hostile strings as plain data (they are rendered as text only)", () => {
    const hostile = { ...FULL, zipCode: '"><script>', results: { ...FULL.results, mainMessage: "<img src=x onerror=alert(1)>" } };
    const decoded = decodePlanShare(encodePlanShare(hostile));
    expect(decoded).toEqual({ ok: true, plan: hostile });
  });
});

const evType = fc.constantFrom("BEV" as const, "PHEV" as const);
const homeCharging = fc.constantFrom("yes" as const, "no" as const);
const homeSetup = fc.constantFrom("level1" as const, "240v" as const, "level2" as const, "" as const);
const inputsArb = {
  zipCode: fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 }).filter((s) => s.length <= 10 && s.trim().length > 0),
  annualMiles: fc.double({ min: 0, max: 200_000, noNaN: true, noDefaultInfinity: true }),
  dailyMiles: fc.double({ min: 0, max: 2_000, noNaN: true, noDefaultInfinity: true }),
  evType,
  evRange: fc.oneof(fc.constant(0), fc.double({ min: 1, max: 1_000, noNaN: true, noDefaultInfinity: true })),
  homeCharging,
  homeSetup,
};
const fullArb = fc.record({
  ...inputsArb,
  hoursParkedAtHome: fc.double({ min: 0, max: 24, noNaN: true, noDefaultInfinity: true }),
  results: fc.record({
    percentBatteryUsedDaily: fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true }),
    level1PercentRechargedDaily: fc.integer({ min: 0, max: 100 }),
    daysBetweenPublicCharging: fc.integer({ min: 0, max: 365 }),
    mainMessage: fc.string({ unit: "grapheme", maxLength: 50 }).filter((s) => s.length <= 200),
  }),
});
const dashboardArb = fc.record({
  ...inputsArb,
  results: fc.record({ message: fc.string({ unit: "grapheme", maxLength: 50 }).filter((s) => s.length <= 200) }),
});

// JSON turns -0 into 0; compare as JSON would.
const normalize = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("properties", () => {
  it("any valid plan (both forms) round-trips through encode → decode", () => {
    fc.assert(
      fc.property(fc.oneof(fullArb, dashboardArb), (plan: PlanSharePayload) => {
        const decoded = decodePlanShare(encodePlanShare(plan));
        expect(decoded).toEqual({ ok: true, plan: normalize(plan) });
      }),
      { numRuns: 300 },
    );
  });

  it("the canonical form of any valid plan is itself valid and stable", () => {
    fc.assert(
      fc.property(fc.oneof(fullArb, dashboardArb), (plan: PlanSharePayload) => {
        const canonical = canonicalPlanShareData(plan);
        const decoded = decodePlanShare(canonical);
        expect(decoded.ok).toBe(true);
        if (decoded.ok) expect(canonicalPlanShareData(decoded.plan)).toBe(canonical);
        // Forged results do not change the canonical form.
        if ("mainMessage" in plan.results)
          expect(canonicalPlanShareData({ ...(plan as FullPlanSharePayload), results: { ...plan.results, mainMessage: "forged" } })).toBe(canonical);
      }),
      { numRuns: 300 },
    );
  });

  it("decoding arbitrary strings never throws and yields ok or the invalid message", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.base64String(), fc.json().map(base64UrlEncode)), (data) => {
        const decoded = decodePlanShare(data);
        if (!decoded.ok) expect([INVALID_SHARED_PLAN_MESSAGE, NO_SHARED_PLAN_MESSAGE]).toContain(decoded.error);
        if (data.trim() !== "" && !decoded.ok) expect(decoded.error).toBe(INVALID_SHARED_PLAN_MESSAGE);
      }),
      { numRuns: 300 },
    );
  }, 20_000);

  it("mutating any valid plan's field to a wrong type is rejected", () => {
    fc.assert(
      fc.property(fullArb, fc.constantFrom("zipCode", "dailyMiles", "evType", "evRange", "homeCharging", "results"), fc.oneof(fc.constant(null), fc.constant([]), fc.constant(true), fc.constant(1e12)), (plan, key, bad) => {
        expect(decodePlanShare(raw({ ...plan, [key]: bad }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
      }),
    );
  });
});

describe("builders", () => {
  const inputs = { ...DEFAULT_USER_INPUTS, zipCode: "94110", dailyMiles: 40, annualMiles: 10_000, evType: "BEV", homeCharging: "yes", homeSetup: "level1" } as const;

  it("builds the full payload from the step 3 result", () => {
    expect(buildFullSharePayload(inputs)).toEqual(FULL);
  });

  it("builds the dashboard payload with the hours parked and the public-charging rhythm every screen shows", () => {
    // Level 1: 8 h × 3 mi/h = 24 of 40 miles back a night; 0.8 × 250 ÷ (40 − 24) = 12.5 → every 12 days.
    expect(buildDashboardSharePayload(inputs)).toEqual({
      zipCode: "94110",
      annualMiles: 10_000,
      dailyMiles: 40,
      evType: "BEV",
      evRange: 250,
      homeCharging: "yes",
      homeSetup: "level1",
      hoursParkedAtHome: 8,
      results: { message: "Public charging every 12 days" },
    });
  });

  it("links made before the money assumptions (and old dashboard links without hours) still open", () => {
    const old = { zipCode: "94110", annualMiles: 10_000, dailyMiles: 40, evType: "BEV", evRange: 250, homeCharging: "yes", homeSetup: "level1", results: { message: "Public charging about every 14 days, mostly on longer trips" } };
    const decoded = decodePlanShare(encodePlanShare(old as PlanSharePayload));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(sharedPlanInputs(decoded.plan)).toEqual({ ...inputs, hoursParkedAtHome: 8 });
  });

  it("carries the money assumptions a person set, and rejects ones outside their bounds", () => {
    const payload = buildFullSharePayload({ ...inputs, milesPerKwh: 4, mpg: 35, publicUsdPerKwh: 0.3 });
    expect(payload).toMatchObject({ milesPerKwh: 4, mpg: 35, publicUsdPerKwh: 0.3 });
    expect(sharedPlanInputs(payload)).toMatchObject({ milesPerKwh: 4, mpg: 35, publicUsdPerKwh: 0.3 });
    expect(decodePlanShare(encodePlanShare({ ...payload, mpg: 1_000 }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
    expect(decodePlanShare(encodePlanShare({ ...payload, milesPerKwh: 0.01 }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
  });

  it("carries the price from the person's bill and the utility they picked (issue 33), and rejects forged ones", () => {
    const payload = buildFullSharePayload({ ...inputs, homeUsdPerKwh: 0.139, electricUtility: "or-pacific-power" });
    expect(payload).toMatchObject({ homeUsdPerKwh: 0.139, electricUtility: "or-pacific-power" });
    const decoded = decodePlanShare(encodePlanShare(payload));
    expect(decoded.ok && sharedPlanInputs(decoded.plan)).toMatchObject({ homeUsdPerKwh: 0.139, electricUtility: "or-pacific-power" });
    expect(decodePlanShare(encodePlanShare({ ...payload, homeUsdPerKwh: 5 }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
    expect(decodePlanShare(raw({ ...payload, electricUtility: "<script>" }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
    // Not set: not in the link, which stays old-shaped.
    expect("homeUsdPerKwh" in buildFullSharePayload(inputs) || "electricUtility" in buildFullSharePayload(inputs)).toBe(false);
  });

  it("builds the link under /shared-plan with a URL-safe parameter", () => {
    const url = buildSharedPlanUrl("https://plugplan.example/", FULL);
    expect(url.startsWith("https://plugplan.example/shared-plan?data=")).toBe(true);
    const data = url.split("data=")[1]!;
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlanShare(data)).toEqual({ ok: true, plan: FULL });
  });

  it("recovers the inputs, defaulting hours parked to 8 for the dashboard variant", () => {
    expect(sharedPlanInputs(FULL)).toEqual({ ...inputs, evRange: 250, hoursParkedAtHome: 8 });
    expect(sharedPlanInputs(DASHBOARD).hoursParkedAtHome).toBe(8);
    expect(sharedPlanInputs({ ...FULL, hoursParkedAtHome: 12 }).hoursParkedAtHome).toBe(12);
  });

  it("carries the dealer the plan started at, in both forms, and only when there is one", () => {
    const atDealer = { ...inputs, dealerSlug: "galpinhonda" };
    expect(buildFullSharePayload(atDealer)).toEqual({ ...FULL, dealer: "galpinhonda" });
    expect(buildDashboardSharePayload(atDealer).dealer).toBe("galpinhonda");
    expect("dealer" in buildFullSharePayload(inputs)).toBe(false);
    const decoded = decodePlanShare(encodePlanShare(buildFullSharePayload(atDealer)));
    expect(decoded.ok && sharedPlanInputs(decoded.plan).dealerSlug).toBe("galpinhonda");
    expect(decoded.ok && canonicalPlanShareData(decoded.plan)).toBe(encodePlanShare(buildFullSharePayload(atDealer)));
    // A forged dealer that is not a registry slug makes the link invalid.
    expect(decodePlanShare(raw({ ...FULL, dealer: "<script>" }))).toEqual({ ok: false, error: INVALID_SHARED_PLAN_MESSAGE });
  });

  it("knows when inputs can be shared", () => {
    expect(isShareable(inputs)).toBe(true);
    expect(isShareable({ ...inputs, evType: "" })).toBe(false);
    expect(isShareable({ ...inputs, homeCharging: "" })).toBe(false);
    expect(isShareable({ ...inputs, zipCode: "" })).toBe(false);
  });
});
