import { describe, expect, it } from "vitest";
import { encodeJsonParam } from "../share/base64url";
import { DEFAULT_FILTERS } from "./filters";
import { incentivesShareUrl } from "./share";
import { readIncentivesShare } from "./share.schema";

describe("incentives share link", () => {
  it("round-trips page, title, filters and ZIP", () => {
    const filters = { ...DEFAULT_FILTERS, usedVehicle: false };
    const url = incentivesShareUrl("https://plugplan.test/", filters, "94110");
    expect(url.startsWith("https://plugplan.test/charging-plan/incentives?data=")).toBe(true);
    const read = readIncentivesShare(url.split("data=")[1]!);
    expect(read).toEqual({ status: "ok", value: { page: "incentives", title: "EV Incentives & Rebates", filters, zip: "94110" } });
  });

  it("leaves out a ZIP that is not five digits", () => {
    const read = readIncentivesShare(incentivesShareUrl("https://x.test", DEFAULT_FILTERS, "941").split("data=")[1]!);
    expect(read.status === "ok" && read.value.zip).toBe(undefined);
  });

  it("rejects garbage and foreign payloads", () => {
    expect(readIncentivesShare(null)).toEqual({ status: "none" });
    expect(readIncentivesShare("%%%")).toEqual({ status: "invalid" });
    expect(readIncentivesShare(encodeJsonParam({ page: "battery-health", title: "x" }))).toEqual({ status: "invalid" });
    expect(readIncentivesShare(encodeJsonParam({ page: "incentives", title: "x", zip: "<script>" }))).toEqual({ status: "invalid" });
  });
});
