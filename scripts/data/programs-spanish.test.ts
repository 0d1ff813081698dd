// The committed program shards carry Rewiring America's own Spanish text (short_description.es of
// ../shared/data/raw/rewiringamerica-2026-08-06, kept by scripts/data/programs.mjs as amountTextEs)
// and nothing invented: our own California list has none, and the 17 Rewiring America rows the
// source publishes in English only (16 in New Mexico, IA-194) have none either.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProgramShard } from "../../domain/incentives/programs.schema";
import type { Program } from "../../domain/incentives/programs";

const DIR = new URL("../../web/public/data/programs/", import.meta.url);
const programs = new Map<string, Program>();
for (const file of readdirSync(DIR).filter((name) => /^[A-Z]{2}\.json$/.test(name))) {
  for (const program of parseProgramShard(file.slice(0, 2), JSON.parse(readFileSync(new URL(file, DIR), "utf8"))).programs) programs.set(program.id, program);
}
const all = [...programs.values()];

describe("Spanish program text in the shards", () => {
  it("Rewiring America's Spanish on 487 of its 504 programs; none on our 49 California-list programs", () => {
    const ra = all.filter((p) => p.origin === "rewiring-america");
    expect(ra).toHaveLength(504);
    expect(ra.filter((p) => p.amountTextEs !== null)).toHaveLength(487);
    const ours = all.filter((p) => p.origin === "plugplan");
    expect(ours).toHaveLength(49);
    expect(ours.every((p) => p.amountTextEs === null)).toBe(true);
    expect(ra.filter((p) => p.amountTextEs === null).map((p) => p.id).sort()).toEqual(
      ["IA-194", "NM-13", "NM-14", "NM-174", "NM-20", "NM-202", "NM-203", "NM-204", "NM-205", "NM-206", "NM-21", "NM-222", "NM-223", "NM-248", "NM-265", "NM-36", "NM-37"],
    );
  });

  it("TX-14 keeps Rewiring America's Spanish as published, beside its English", () => {
    const tx14 = programs.get("TX-14")!;
    expect(tx14.amountText).toBe("Rebate for 50% of the purchase and installation cost of an approved Level 2 (240V) charging station, up to $1,200.");
    expect(tx14.amountTextEs).toBe("Reembolso del 50 % del costo de compra e instalación de una estación de carga de nivel 2 (240 V) aprobada, hasta $1200.");
  });
});
