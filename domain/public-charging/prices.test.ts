import { describe, expect, it } from "vitest";
import { defaultDcFastPrice, publisherName } from "./prices";

describe("publisherName", () => {
  it("drops the report title in brackets", () => {
    expect(publisherName({ publisher: "Paren (State of the Industry Report: US EV Fast Charging Q2 2025)" })).toBe("Paren");
    expect(publisherName({ publisher: "Stable Auto (EV Charging Pricing Trends)" })).toBe("Stable Auto");
  });

  it("keeps a name with no brackets whole", () => {
    expect(publisherName({ publisher: "U.S. EIA" })).toBe("U.S. EIA");
  });

  it("names the plan's DC fast default by its publisher", () => {
    expect(publisherName(defaultDcFastPrice())).toBe("Paren");
  });
});
