import { describe, expect, it } from "vitest";
import { finderLocation, utilityNames } from "./location";

describe("finder location", () => {
  it("no or partial ZIP narrows nothing", () => {
    expect(finderLocation("", { status: "idle" })).toEqual({ kind: "none" });
    expect(finderLocation("941", { status: "idle" })).toEqual({ kind: "none" });
    expect(finderLocation("9411a", { status: "idle" })).toEqual({ kind: "none" });
  });

  it("uses the metro and the looked-up utilities", () => {
    expect(finderLocation("90001", { status: "found", info: { state: "CA", utilities: ["LADWP", "SCE"] } })).toEqual({
      kind: "metro",
      zip: "90001",
      location: { region: "Los Angeles", utilities: ["LADWP", "SCE"], inCalifornia: true },
    });
    expect(finderLocation("94110", { status: "loading" })).toMatchObject({ kind: "metro", location: { region: "Bay Area", utilities: [] } });
    expect(finderLocation("92101", { status: "error" })).toMatchObject({ kind: "metro", location: { region: "San Diego" } });
  });

  it("outside the metros: California ZIPs keep state programs, others do not", () => {
    expect(finderLocation("96001", { status: "found", info: { state: "CA", utilities: ["PG&E"] } })).toMatchObject({
      kind: "outside",
      location: { region: "California", inCalifornia: true },
    });
    expect(finderLocation("10001", { status: "found", info: { state: "NY", utilities: [] } })).toMatchObject({
      kind: "outside",
      location: { inCalifornia: false },
      stateName: "New York",
    });
    // Before the lookup answers the state is not known: the page does not guess a name.
    expect(finderLocation("10001", { status: "loading" })).toMatchObject({ kind: "outside", location: { inCalifornia: false }, stateName: null });
    expect(finderLocation("96001", { status: "found", info: { state: "CA", utilities: ["PG&E"] } })).toMatchObject({ stateName: null });
  });

  it("an unknown ZIP is reported, not used", () => {
    expect(finderLocation("99999", { status: "not-found" })).toEqual({ kind: "unknown-zip", zip: "99999" });
  });

  it("names utilities for people", () => {
    expect(utilityNames(["SDGE"])).toBe("SDG&E");
    expect(utilityNames(["LADWP", "SCE"])).toBe("LADWP and SCE");
    expect(utilityNames([])).toBe("");
  });
});
