import { describe, expect, it } from "vitest";
import { isFiveDigitZip } from "./format";

describe("a typed ZIP code outside the wizard", () => {
  it("is five digits, nothing else", () => {
    for (const zip of ["94110", "00501"]) expect(isFiveDigitZip(zip), zip).toBe(true);
    for (const zip of ["", "9411", "941100", "94110-1234", "9411a", " 94110", "９４１１０"]) expect(isFiveDigitZip(zip), zip).toBe(false);
  });
});
