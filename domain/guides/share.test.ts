import { describe, expect, it } from "vitest";
import { base64UrlEncode, encodeJsonParam } from "../share/base64url";
import { guideSharePayload, guideShareUrl } from "./share";
import { readGuideShare } from "./share.schema";

describe("guide share links", () => {
  it("builds the standalone URL with page, title and only the guide's inputs", () => {
    const inputs = { zipCode: "94110", evType: "BEV" as const, evRange: 250, dailyMiles: 30 };
    expect(guideSharePayload("public-charging", inputs)).toEqual({
      page: "public-charging",
      title: "My EV Public Charging Guide",
      zipCode: "94110",
    });
    expect(guideSharePayload("battery-health", inputs)).toEqual({
      page: "battery-health",
      title: "Battery Health Tips",
      evType: "BEV",
      evRange: 250,
      dailyMiles: 30,
    });
    const url = guideShareUrl("https://plugplan.test/", "public-charging", inputs);
    expect(url.startsWith("https://plugplan.test/public-ev-charging-stations-guide?data=")).toBe(true);
  });

  it("leaves empty inputs out", () => {
    expect(guideSharePayload("driving-tips", { evType: "", evRange: 0 })).toEqual({
      page: "driving-tips",
      title: "Maximize Your EV Range",
    });
  });

  it("round-trips through the URL", () => {
    const url = guideShareUrl("https://plugplan.test", "driving-tips", { evType: "PHEV", evRange: 35 });
    const data = url.split("?data=")[1]!;
    expect(readGuideShare("driving-tips", data)).toEqual({ status: "ok", value: { evType: "PHEV", evRange: 35 } });
  });

  it("ignores missing, undecodable, wrongly shaped and other guides' data", () => {
    expect(readGuideShare("public-charging", null)).toEqual({ status: "none" });
    expect(readGuideShare("public-charging", "")).toEqual({ status: "none" });
    expect(readGuideShare("public-charging", "%%%")).toEqual({ status: "invalid" });
    expect(readGuideShare("public-charging", base64UrlEncode("not json"))).toEqual({ status: "invalid" });
    expect(readGuideShare("public-charging", encodeJsonParam({ page: "public-charging", zipCode: 94110 }))).toEqual({
      status: "invalid",
    });
    expect(readGuideShare("public-charging", encodeJsonParam({ page: "public-charging", zipCode: "x".repeat(11) }))).toEqual({
      status: "invalid",
    });
    expect(readGuideShare("driving-tips", encodeJsonParam({ page: "driving-tips", evRange: -5 }))).toEqual({ status: "invalid" });
    expect(readGuideShare("public-charging", encodeJsonParam({ page: "driving-tips", evType: "BEV" }))).toEqual({
      status: "invalid",
    });
    expect(readGuideShare("public-charging", encodeJsonParam([1, 2]))).toEqual({ status: "invalid" });
  });

  it("keeps only the inputs the guide uses from valid data", () => {
    const data = encodeJsonParam({ page: "public-charging", title: "x", zipCode: "10001", evRange: 300 });
    expect(readGuideShare("public-charging", data)).toEqual({ status: "ok", value: { zipCode: "10001" } });
  });
});
