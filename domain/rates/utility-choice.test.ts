import { describe, expect, it } from "vitest";
import { utilityStart } from "./utility-choice";

describe("utilityStart", () => {
  it("no ZIP → PG&E", () => {
    expect(utilityStart("", { status: "idle" })).toEqual({ kind: "selected", key: "PG&E", reason: "no-zip" });
  });
  it("waits while the lookup runs", () => {
    expect(utilityStart("92101", { status: "loading" })).toEqual({ kind: "pending" });
  });
  it("a San Diego ZIP with one utility selects it", () => {
    expect(utilityStart("92101", { status: "found", info: { utilities: ["SDGE"] } })).toEqual({
      kind: "selected",
      key: "SDGE",
      reason: "zip",
    });
  });
  it("a split ZIP asks which utility", () => {
    expect(utilityStart("90001", { status: "found", info: { utilities: ["LADWP", "SCE"] } })).toEqual({
      kind: "pick",
      candidates: ["LADWP", "SCE"],
    });
  });
  it("a utility without tariff data, an out-of-state or unknown ZIP is unsupported", () => {
    expect(utilityStart("95814", { status: "found", info: { utilities: ["SMUD"] } })).toEqual({ kind: "unsupported", key: "SMUD" });
    expect(utilityStart("10001", { status: "found", info: { utilities: [] } })).toEqual({ kind: "unsupported", key: null });
    expect(utilityStart("00000", { status: "not-found" })).toEqual({ kind: "unsupported", key: null });
  });
  it("a failed lookup falls back to PG&E", () => {
    expect(utilityStart("94110", { status: "error" })).toEqual({ kind: "selected", key: "PG&E", reason: "lookup-failed" });
  });
});
