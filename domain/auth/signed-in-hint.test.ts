import { describe, expect, it } from "vitest";
import { hasSignedInHint } from "./signed-in-hint";

describe("the sign-in hint cookie", () => {
  it.each([
    ["plugplan_signed_in=1", true],
    ["__Host-plugplan_signed_in=1", true],
    ["theme=dark; plugplan_signed_in=1; other=2", true],
    ["plugplan_signed_in=0", false],
    ["plugplan_signed_in=", false],
    ["xplugplan_signed_in=1", false],
    ["plugplan_signed_in=10", false],
    ["", false],
  ])("%j → %s", (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected);
  });

  it("no cookies at all is a guest", () => {
    expect(hasSignedInHint(undefined)).toBe(false);
    expect(hasSignedInHint(null)).toBe(false);
  });
});
