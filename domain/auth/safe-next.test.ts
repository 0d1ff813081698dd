import { describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/runtime";
import { defaultAfterSignIn, MAX_NEXT_LENGTH, safeNext, sanitizeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps same-origin relative paths with query and hash", () => {
    expect(safeNext("/charging-plan/home-charger")).toBe("/charging-plan/home-charger");
    expect(safeNext("/ev-gas-savings-calculator?state=CA#results")).toBe("/ev-gas-savings-calculator?state=CA#results");
    expect(safeNext("/")).toBe("/");
  });

  it.each([
    "//evil.com",
    "//evil.com/charging-plan",
    "https://evil.com",
    "http://evil.com/x",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/ /evil.com",
    "javascript:alert(1)",
    "evil.com",
    "charging-plan",
    "",
    "/charging\\plan",
  ])("rejects %j and falls back to the charging plan", (next) => {
    expect(sanitizeNext(next)).toBeUndefined();
    expect(safeNext(next)).toBe(defaultAfterSignIn());
  });

  it("rejects non-strings and overly long paths", () => {
    expect(safeNext(undefined)).toBe("/charging-plan");
    expect(safeNext(42)).toBe("/charging-plan");
    expect(safeNext(`/${"a".repeat(MAX_NEXT_LENGTH)}`)).toBe("/charging-plan");
    expect(safeNext(`/${"a".repeat(MAX_NEXT_LENGTH - 1)}`)).toHaveLength(MAX_NEXT_LENGTH);
  });

  it("never sends people back into the sign-in flow", () => {
    expect(safeNext("/login")).toBe("/charging-plan");
    expect(safeNext("/login?next=%2Fabout")).toBe("/charging-plan");
    expect(safeNext("/auth/confirm?token=abc")).toBe("/charging-plan");
    expect(safeNext("/loginhelp")).toBe("/loginhelp");
  });
});

describe("in Spanish", () => {
  it("the sign-in pages under /es loop back just the same, and the default is the Spanish plan", () => {
    expect(sanitizeNext("/es/login?next=/es")).toBeUndefined();
    expect(sanitizeNext("/es/auth/confirm?token=x")).toBeUndefined();
    expect(sanitizeNext("/es/charging-plan/incentives")).toBe("/es/charging-plan/incentives");
    setLocaleSource(() => "es");
    try {
      expect(safeNext("https://evil.example")).toBe("/es/charging-plan");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
