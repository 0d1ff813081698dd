import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PartialUserInputsSchema, TaskFlagsSchema } from "../contracts/progress.schema";
import {
  DEFAULT_USER_INPUTS,
  INPUT_FIELD_VALIDATORS,
  completedCount,
  sanitizeFlags,
  sanitizePartialInputs,
  type UserInputs,
} from "./model";

const FIELDS = Object.keys(INPUT_FIELD_VALIDATORS) as (keyof UserInputs)[];

const candidate = fc.oneof(
  fc.constantFrom("", "BEV", "PHEV", "yes", "no", "level1", "240v", "level2", "94110", "x".repeat(11), "maybe"),
  fc.double({ noNaN: false }),
  fc.integer({ min: -10, max: 300_000 }),
  fc.constantFrom(0, 24, 24.5, 2000, 2001, 200_000, 200_001, 1000, 1001, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
);

describe("progress model validators agree with the zod schemas", () => {
  it.each(FIELDS)("%s", (field) => {
    fc.assert(
      fc.property(candidate, (value) => {
        const byValidator = INPUT_FIELD_VALIDATORS[field](value);
        const bySchema = PartialUserInputsSchema.safeParse({ [field]: value }).success;
        return byValidator === bySchema;
      }),
      { numRuns: 400 },
    );
  });

  it("the defaults pass both (the money assumptions have none: unset means our default)", () => {
    for (const field of FIELDS) {
      if (!(field in DEFAULT_USER_INPUTS)) continue;
      expect(INPUT_FIELD_VALIDATORS[field](DEFAULT_USER_INPUTS[field])).toBe(true);
    }
    expect(Object.keys(DEFAULT_USER_INPUTS)).not.toContain("milesPerKwh");
  });

  it("money assumptions: 0 (use the default) or within their bounds, nothing else", () => {
    const cases: [keyof UserInputs, unknown, boolean][] = [
      ["milesPerKwh", 0, true], ["milesPerKwh", 1, true], ["milesPerKwh", 1.2, true], ["milesPerKwh", 6, true], ["milesPerKwh", 0.9, false], ["milesPerKwh", 6.1, false],
      ["mpg", 10, true], ["mpg", 100, true], ["mpg", 9, false], ["mpg", 101, false], ["mpg", Number.NaN, false],
      ["publicUsdPerKwh", 0.1, true], ["publicUsdPerKwh", 1.5, true], ["publicUsdPerKwh", 0.05, false], ["publicUsdPerKwh", "0.48", false],
      // The price on a bill (issue 33): 2¢–$1 a kWh; a typed 15 (cents, not dollars) is refused.
      ["homeUsdPerKwh", 0, true], ["homeUsdPerKwh", 0.139, true], ["homeUsdPerKwh", 1, true], ["homeUsdPerKwh", 0.01, false], ["homeUsdPerKwh", 15, false],
      // Which utility sends the bill: a Rewiring America territory key or "".
      ["electricUtility", "", true], ["electricUtility", "or-pacific-power", true], ["electricUtility", "Pacific Power", false], ["electricUtility", 3, false],
    ];
    for (const [field, value, valid] of cases) {
      expect(INPUT_FIELD_VALIDATORS[field](value), `${field} ${String(value)}`).toBe(valid);
      expect(PartialUserInputsSchema.safeParse({ [field]: value }).success, `${field} ${String(value)}`).toBe(valid);
    }
  });
});

describe("sanitizing stored data", () => {
  it("keeps valid fields and drops bad or unknown ones", () => {
    expect(
      sanitizePartialInputs({ zipCode: "94110", dailyMiles: -3, evType: "Tesla", evRange: 300, admin: true }),
    ).toEqual({ zipCode: "94110", evRange: 300 });
    expect(sanitizePartialInputs("garbage")).toEqual({});
    expect(sanitizePartialInputs([1, 2])).toEqual({});
  });

  it("counts only literal true flags as done", () => {
    const flags = sanitizeFlags({ chargingBasics: true, homeCharger: "true", incentives: 1, hacked: true });
    expect(flags.chargingBasics).toBe(true);
    expect(flags.homeCharger).toBe(false);
    expect(flags.incentives).toBe(false);
    expect(TaskFlagsSchema.safeParse(flags).success).toBe(true);
    expect(completedCount(flags)).toBe(1);
    expect(completedCount(sanitizeFlags(null))).toBe(0);
  });
});
