import { describe, expect, it } from "vitest";
import { encodeJsonParam } from "../share/base64url";
import { encodeGuideState, initialGuideState, type HomeChargerGuideState } from "./guide-state";
import { readHomeChargerShare } from "./guide-state.schema";

/** The state a link carries, or undefined when the link is not read as valid. */
const decodeGuideState = (param: string | null | undefined) => {
  const read = readHomeChargerShare(param);
  return read.status === "ok" ? read.value : undefined;
};

describe("home charger guide state", () => {
  it("presets the setup from the plan (level1 when unanswered)", () => {
    expect(initialGuideState("240v", "94110")).toMatchObject({ homeSetup: "240v", outlet: null, zipCode: "94110" });
    expect(initialGuideState("", "").homeSetup).toBe("level1");
    expect(initialGuideState("level2", "9411").zipCode).toBe("");
  });

  it("round-trips the selections through the share link", () => {
    const state: HomeChargerGuideState = {
      homeSetup: "240v",
      outlet: "NEMA 6-50",
      otherOutlets: true,
      sharedOutlet: "yes",
      zipCode: "90012",
    };
    expect(decodeGuideState(encodeGuideState(state))).toEqual(state);
    const simple = initialGuideState("level2", "");
    expect(decodeGuideState(encodeGuideState(simple))).toEqual(simple);
  });

  it("opens Other outlets when the shared outlet is one of them", () => {
    const param = encodeJsonParam({ page: "home-charger", homeSetup: "240v", outlet: "NEMA 10-50" });
    expect(decodeGuideState(param)).toMatchObject({ outlet: "NEMA 10-50", otherOutlets: true });
  });

  it("accepts a fuller spec-style payload and ignores extra fields", () => {
    const param = encodeJsonParam({ page: "home-charger", homeSetup: "level1", zipCode: "92101", dailyMiles: 30, evType: "BEV" });
    expect(decodeGuideState(param)).toMatchObject({ homeSetup: "level1", zipCode: "92101" });
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not base64", "%%%"],
    ["not JSON", "bm90IGpzb24"],
    ["another guide", encodeJsonParam({ page: "public-charging", homeSetup: "level1" })],
    ["unknown setup", encodeJsonParam({ page: "home-charger", homeSetup: "level3" })],
    ["unknown outlet", encodeJsonParam({ page: "home-charger", homeSetup: "240v", outlet: "NEMA 5-15" })],
    ["bad zip", encodeJsonParam({ page: "home-charger", homeSetup: "240v", zipCode: "<script>" })],
    ["array", encodeJsonParam([1, 2])],
  ])("ignores %s data", (_label, param) => {
    expect(readHomeChargerShare(param).status).toBe(param ? "invalid" : "none");
  });

  it("drops a shared-outlet answer that has no outlet", () => {
    const param = encodeJsonParam({ page: "home-charger", homeSetup: "240v", sharedOutlet: "yes" });
    expect(decodeGuideState(param)?.sharedOutlet).toBeNull();
  });
});

describe("home charger guide state: partial ZIP", () => {
  it("shares a ZIP only once it is complete", () => {
    const state: HomeChargerGuideState = { homeSetup: "level1", outlet: null, otherOutlets: false, sharedOutlet: null, zipCode: "941" };
    expect(decodeGuideState(encodeGuideState(state))?.zipCode).toBe("");
  });
});
