import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { formatCentsPerKwh, formatHour, formatPeriodLabel, formatIsoDate, formatMonths, formatUsd, formatUsdWhole, formatWindow } from "./format";

describe("format", () => {
  it("hours and windows", () => {
    expect([0, 6, 12, 15, 21, 24].map(formatHour)).toEqual(["12 a.m.", "6 a.m.", "12 p.m.", "3 p.m.", "9 p.m.", "12 a.m."]);
    expect(formatWindow(21, 8)).toBe("9 p.m.–8 a.m.");
    expect(formatWindow(0, 24)).toBe("all day");
  });
  it("money", () => {
    expect(formatUsd(1323.634)).toBe("$1,323.63");
    expect(formatUsd(-514.286)).toBe("-$514.29");
    expect(formatUsdWhole(1323.63)).toBe("$1,324");
    expect(formatCentsPerKwh(0.22558)).toBe("22.6¢/kWh");
  });
  it("months and dates", () => {
    expect(formatMonths([6, 7, 8, 9])).toBe("Jun–Sep");
    expect(formatMonths([10, 11, 12, 1, 2, 3, 4, 5])).toBe("Oct–May");
    expect(formatMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe("all year");
    expect(formatIsoDate("2026-09-23")).toBe("Sep 23, 2026");
    expect(formatIsoDate("2099-12-31")).toBe("Dec 31, 2099");
    for (const notADate of ["", "unknown", "2026-13-01", "2026-9-23"]) expect(formatIsoDate(notADate)).toBe(notADate);
  });
});

describe("rate periods", () => {
  it("read as the data spells them in English", () => {
    expect(["off-peak", "super off-peak", "base"].map(formatPeriodLabel)).toEqual(["off-peak", "super off-peak", "base"]);
  });
});

describe("format in Spanish", () => {
  beforeEach(() => setLocaleSource(() => "es"));
  afterEach(() => setLocaleSource(() => "en"));
  it("hours, windows, months and dates", () => {
    expect([0, 6, 12, 15, 21].map(formatHour)).toEqual(["12 a. m.", "6 a. m.", "12 p. m.", "3 p. m.", "9 p. m."]);
    expect(formatWindow(21, 8)).toBe("9 p. m.–8 a. m.");
    expect(formatWindow(0, 24)).toBe("todo el día");
    expect(formatMonths([6, 7, 8, 9])).toBe("jun–sept");
    expect(formatMonths([10, 11, 12, 1, 2, 3, 4, 5])).toBe("oct–may");
    expect(formatMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe("todo el año");
    expect(formatIsoDate("2026-09-23")).toBe("23 sept 2026");
    expect(formatIsoDate("unknown")).toBe("unknown");
  });
  it("money keeps the same figures (es-US writes dollars as US English does)", () => {
    expect(formatUsd(1323.634)).toBe("$1,323.63");
    expect(formatUsd(-514.286)).toBe("-$514.29");
    expect(formatUsdWhole(1323.63)).toBe("$1,324");
    expect(formatCentsPerKwh(0.22558)).toBe("22.6¢/kWh");
  });
  it("rate periods in the glossary's words; unknown names as the data spells them", () => {
    expect(["off-peak", "super off-peak", "on-peak", "Tier 1"].map(formatPeriodLabel)).toEqual([
      "horas de menor demanda",
      "horas de muy baja demanda",
      "horas pico",
      "Tier 1",
    ]);
  });
});
