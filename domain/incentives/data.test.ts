import { describe, expect, it } from "vitest";
import raw from "../data/incentives.json";
import research from "../data/incentives-research.json";
import { INCENTIVE_DATA } from "./data";
import { IncentiveDataSchema } from "./incentives.schema";

// The page only casts incentives.json (no zod in the browser), so this parse is its validation.
describe("incentives.json", () => {
  it("parses against the schema", () => {
    const parsed = IncentiveDataSchema.safeParse(raw);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
    expect(INCENTIVE_DATA).toBe(raw);
  });

  it("rejects a row with a research note or a full source reference (they stay out of the shipped file)", () => {
    const [first] = INCENTIVE_DATA.incentives;
    const withNote = { ...raw, incentives: [{ ...first, note: "research note" }] };
    const withReference = { ...raw, incentives: [{ ...first, sources: [{ label: "x", reference: "y" }] }] };
    expect(IncentiveDataSchema.safeParse(withNote).success).toBe(false);
    expect(IncentiveDataSchema.safeParse(withReference).success).toBe(false);
  });

  it("every shown source label keeps its full reference in incentives-research.json", () => {
    const byId = new Map(research.incentives.map((entry) => [entry.id, entry]));
    expect(byId.size).toBe(INCENTIVE_DATA.incentives.length);
    for (const incentive of INCENTIVE_DATA.incentives) {
      const entry = byId.get(incentive.id);
      expect(entry, incentive.id).toBeDefined();
      expect(entry!.sources.map((source) => source.label)).toEqual(incentive.sources.map((source) => source.label));
      for (const source of entry!.sources) expect(source.reference.trim().length).toBeGreaterThan(0);
    }
  });
});
