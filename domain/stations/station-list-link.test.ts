import { describe, expect, it } from "vitest";
import { linkedStationZip, stationListHref } from "./station-list-link";

describe("stationListHref", () => {
  it("opens the list on the plan's task page, or on the standalone guide from a shared plan, with the ZIP", () => {
    expect(stationListHref("94110", "plan")).toBe("/charging-plan/public-charging?zip=94110#pc-map");
    expect(stationListHref("94110", "shared")).toBe("/public-ev-charging-stations-guide?zip=94110#pc-map");
  });

  it("carries no ZIP that is not five digits", () => {
    expect(stationListHref("9411", "plan")).toBe("/charging-plan/public-charging#pc-map");
  });
});

describe("linkedStationZip", () => {
  it("takes five digits only", () => {
    expect(linkedStationZip("94110")).toBe("94110");
    for (const value of [null, "", "9411", "941100", "94110<script>", " 94110"]) expect(linkedStationZip(value)).toBeUndefined();
  });
});
