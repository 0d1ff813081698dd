import { describe, expect, it } from "vitest";
import { localizePath, splitLocalePath, switchLocalePath } from "./locale";

describe("a URL says its language", () => {
  it.each([
    ["/", "en", "/"],
    ["/about", "en", "/about"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es/charging-plan/incentives", "es", "/charging-plan/incentives"],
    // A dealer whose slug starts with "es" is not Spanish.
    ["/essexford", "en", "/essexford"],
  ])("%s is %s, page %s", (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it("the same page in the other language keeps its query (a shared plan stays the same plan)", () => {
    expect(switchLocalePath("/shared-plan?data=abc_-1", "es")).toBe("/es/shared-plan?data=abc_-1");
    expect(switchLocalePath("/es/shared-plan?data=abc_-1", "en")).toBe("/shared-plan?data=abc_-1");
    expect(switchLocalePath("/es", "en")).toBe("/");
    expect(switchLocalePath("/", "es")).toBe("/es");
    expect(switchLocalePath("/galpinhonda#faq", "es")).toBe("/es/galpinhonda#faq");
    expect(localizePath("/", "es")).toBe("/es");
  });
});
