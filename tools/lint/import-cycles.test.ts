// No import cycle in domain/ (issue 33: plan-model ↔ assumptions ← rates/evaluation ←
// charging-schedule was one). The detector is first shown to find a cycle it is given, so the
// domain check cannot pass by finding nothing.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles } from "./import-cycles.mjs";

const root = join(import.meta.dirname, "..", "..");

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "cycles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe("import cycles", () => {
  it("finds a cycle through a type-only import and a re-export, and ignores tests and packages", () => {
    const folder = folderWith({
      "plan/model.ts": 'import { typical } from "./assumptions";\nimport { z } from "zod";\nexport const x = typical;\n',
      "plan/assumptions.ts": 'import type { Assumption } from "./model";\nexport const typical = 2.7;\n',
      "rates/evaluation.ts": 'export { typical } from "../plan/assumptions";\n',
      "rates/evaluation.test.ts": 'import "../plan/model";\n',
      "leaf.ts": "export const leaf = 1;\n",
    });
    expect(importCycles(folder)).toEqual([["plan/assumptions.ts", "plan/model.ts"]]);
  });

  it("finds a longer cycle (a → b → c → a) and resolves index files", () => {
    const folder = folderWith({
      "a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "b/index.ts": 'import { c } from "../c";\nexport const b = c;\n',
      "c.ts": 'export const c = () => import("./a");\n',
    });
    expect(importCycles(folder)).toEqual([["a.ts", "b/index.ts", "c.ts"]]);
  });

  it("domain/ has none", () => {
    expect(importCycles(join(root, "domain"))).toEqual([]);
  });
});
