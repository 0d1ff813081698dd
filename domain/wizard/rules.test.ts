import { describe, expect, it } from "vitest";
import { DEFAULT_USER_INPUTS, type UserInputs } from "../contracts/progress.schema";
import {
  draftFromInputs,
  inputsFromDraft,
  rangeBounds,
  rangeForNewType,
  rangeLabel,
  RIGHT_TO_CHARGE_STATES,
  scrolledFarEnough,
  SLIDER_BOUNDS,
  validateStep1,
  validateStep2,
  WIZARD_MESSAGES,
  type WizardDraft,
} from "./rules";

const draft = (overrides: Partial<WizardDraft> = {}): WizardDraft => ({
  zipCode: "94110",
  oneWayMiles: 20,
  daysPerWeek: 5,
  hoursParkedAtHome: 8,
  evType: "BEV",
  evRange: 250,
  evModelId: "",
  homeCharging: "yes",
  homeSetup: "level2",
  ...overrides,
});

describe("slider bounds (§5)", () => {
  it("match the spec table", () => {
    expect(SLIDER_BOUNDS).toEqual({
      oneWayMiles: { min: 0, max: 100, step: 1 },
      daysPerWeek: { min: 0, max: 7, step: 1 },
      hoursParkedAtHome: { min: 4, max: 16, step: 1 },
      PHEV: { min: 10, max: 100, step: 5 },
      BEV: { min: 50, max: 300, step: 5 },
    });
    expect(rangeBounds("PHEV")).toBe(SLIDER_BOUNDS.PHEV);
    expect(rangeBounds("BEV")).toBe(SLIDER_BOUNDS.BEV);
  });
});

describe("rangeLabel", () => {
  it.each([
    ["BEV", 300, "300+"],
    ["BEV", 295, "295"],
    ["BEV", 50, "50"],
    ["PHEV", 100, "100"],
    ["PHEV", 35, "35"],
  ] as const)("%s at %i reads %s", (type, range, label) => {
    expect(rangeLabel(type, range)).toBe(label);
  });
});

describe("rangeForNewType (§4)", () => {
  it("PHEV → 35, BEV → 250", () => {
    expect(rangeForNewType("PHEV")).toBe(35);
    expect(rangeForNewType("BEV")).toBe(250);
  });
});

describe("draft ↔ inputs", () => {
  it("turns one-way miles and days into daily and annual miles (§9)", () => {
    expect(inputsFromDraft(draft({ oneWayMiles: 20, daysPerWeek: 5 }))).toMatchObject({ dailyMiles: 40, annualMiles: 10_000 });
    expect(inputsFromDraft(draft({ oneWayMiles: 37, daysPerWeek: 3 }))).toMatchObject({ dailyMiles: 74, annualMiles: 11_100 });
  });

  it("round-trips through the stored inputs", () => {
    const original = draft({ oneWayMiles: 37, daysPerWeek: 3, evType: "PHEV", evRange: 40, homeSetup: "240v" });
    const stored: UserInputs = { ...DEFAULT_USER_INPUTS, ...inputsFromDraft(original) } as UserInputs;
    expect(draftFromInputs(stored)).toEqual(original);
  });

  it("starts a fresh plan at 0 miles, 5 days, 8 hours, no type, level1", () => {
    expect(draftFromInputs(DEFAULT_USER_INPUTS)).toEqual({
      zipCode: "",
      oneWayMiles: 0,
      daysPerWeek: 5,
      hoursParkedAtHome: 8,
      evType: "",
      evRange: 250,
      evModelId: "",
      homeCharging: "",
      homeSetup: "level1",
    });
  });

  it("snaps odd stored values into the slider bounds", () => {
    const odd: UserInputs = { ...DEFAULT_USER_INPUTS, dailyMiles: 500, annualMiles: 900_00, evType: "BEV", evRange: 999, hoursParkedAtHome: 24, homeSetup: "" };
    expect(draftFromInputs(odd)).toMatchObject({ oneWayMiles: 100, evRange: 300, hoursParkedAtHome: 16, homeSetup: "level1" });
    expect(draftFromInputs({ ...odd, evType: "PHEV", evRange: 3 }).evRange).toBe(10);
  });

  it("keeps a picked model's exact EPA range and id (a 363-mile car is not '300+', a 26-mile PHEV not 25)", () => {
    const picked: UserInputs = { ...DEFAULT_USER_INPUTS, evType: "BEV", evRange: 363, evModelId: "48765" };
    expect(draftFromInputs(picked)).toMatchObject({ evRange: 363, evModelId: "48765" });
    expect(inputsFromDraft(draftFromInputs(picked))).toMatchObject({ evRange: 363, evModelId: "48765" });
    expect(draftFromInputs({ ...picked, evType: "PHEV", evRange: 26, evModelId: "44158" }).evRange).toBe(26);
    // Without a model the slider's bounds apply as before; a model without a type is dropped.
    expect(draftFromInputs({ ...picked, evModelId: "" }).evRange).toBe(300);
    expect(draftFromInputs({ ...picked, evType: "" }).evModelId).toBe("");
  });
});

describe("validateStep1 (§5)", () => {
  it("passes a complete step", () => {
    expect(validateStep1(draft())).toEqual([]);
  });

  it.each(["", "9411", "941101"])("rejects zip %j", (zipCode) => {
    expect(validateStep1(draft({ zipCode }))).toEqual([{ field: "zipCode", message: WIZARD_MESSAGES.zip }]);
  });

  it("has no digits-only rule", () => {
    expect(validateStep1(draft({ zipCode: "ABCDE" }))).toEqual([]);
  });

  it("needs daily miles > 0 and annual miles > 0", () => {
    expect(validateStep1(draft({ oneWayMiles: 0 }))).toEqual([{ field: "oneWayMiles", message: WIZARD_MESSAGES.oneWay }]);
    expect(validateStep1(draft({ daysPerWeek: 0 }))).toEqual([{ field: "daysPerWeek", message: WIZARD_MESSAGES.days }]);
  });

  it("needs the home-charging answer", () => {
    expect(validateStep1(draft({ homeCharging: "" }))).toEqual([{ field: "homeCharging", message: WIZARD_MESSAGES.home }]);
    expect(validateStep1(draft({ homeCharging: "no" }))).toEqual([]);
  });
});

describe("validateStep2 (§5)", () => {
  it("needs the EV type and the home answer", () => {
    expect(validateStep2(draft())).toEqual([]);
    expect(validateStep2(draft({ evType: "" }))).toEqual([{ field: "evType", message: WIZARD_MESSAGES.evType }]);
    expect(validateStep2(draft({ homeCharging: "" }))).toEqual([{ field: "homeCharging", message: WIZARD_MESSAGES.homeStep2 }]);
  });
});

describe("scrolledFarEnough (§4)", () => {
  it.each([
    [0, 3000, 844, false],
    [600, 3000, 844, false],
    [601, 3000, 844, true],
    [646, 3000, 844, true],
    [100, 1500, 844, false],
    [197, 1500, 844, true], // 197 / 656 > 30%
    [196, 1500, 844, false],
    [0, 800, 844, true], // nothing to scroll
  ])("scrollY %i of a %i px page in a %i px viewport → %s", (y, page, viewport, expected) => {
    expect(scrolledFarEnough(y, page, viewport)).toBe(expected);
  });
});

it("lists the right-to-charge states (§9)", () => {
  expect(RIGHT_TO_CHARGE_STATES).toEqual(["CA", "CO", "FL", "HI", "IL", "MD", "NJ", "NY", "OR", "VA"]);
});
