// The boundaries npm run lint enforces, checked with ESLint itself on code that breaks them.
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, "eslint.config.mjs") });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("lint boundaries", () => {
  it("fails when page code imports zod", async () => {
    const found = await problems("web/routes/home/Example.tsx", 'import * as z from "zod/mini";\nexport const s = z.string();\n');
    expect(found).toEqual(["no-restricted-imports: 'zod/mini' import is restricted from being used. Import zod only in a *.schema.ts module."]);
  });

  it("lets a *.schema.ts module import zod, and anyone import its types", async () => {
    expect(await problems("domain/example/example.schema.ts", 'import * as z from "zod/mini";\nexport const s = z.string();\n')).toEqual([]);
    expect(await problems("web/lib/example.ts", 'import type * as z from "zod/mini";\nexport type S = z.ZodMiniString;\n')).toEqual([]);
  });

  it("fails when a route imports another route's private module", async () => {
    const found = await problems("web/routes/savings/Example.tsx", 'import { StepResults } from "../charging-plan/wizard/StepResults";\nexport const x = StepResults;\n');
    expect(found).toEqual([
      "plugplan/route-boundaries: ../charging-plan/wizard/StepResults belongs to the charging-plan route; savings may not import it. Move what both use to web/components/ or web/lib/.",
    ]);
  });

  it("lets a route import its own modules and the shared ones", async () => {
    const code = 'import { StepResults } from "./wizard/StepResults";\nimport { RadioCards } from "../../components/ui/RadioCards";\nexport const x = [StepResults, RadioCards];\n';
    expect(await problems("web/routes/charging-plan/Example.tsx", code)).toEqual([]);
  });

  // Issue 25: X.schema.ts ↔ X.ts pairs imported each other (types one way, values the other).
  it("fails when a plain module imports the schema module that imports it (a two-way pair), even for types", async () => {
    // domain/share/plan-payload.schema.ts imports ./plan-payload (its constants and types).
    const found = await problems("domain/share/plan-payload.ts", 'import type { PlanSharePayload } from "./plan-payload.schema";\nexport type P = PlanSharePayload;\n');
    expect(found).toEqual([
      "plugplan/schema-pairs: plan-payload.schema.ts and plan-payload.ts import each other. Keep types and constants in plan-payload.ts and the zod schema in plan-payload.schema.ts, which may import them; plan-payload.ts must not import plan-payload.schema.ts.",
    ]);
  });

  it("fails on the schema side too, when the plain module it imports imports it back", async () => {
    // domain/rates/tariffs.ts imports ./tariffs.schema (types).
    const found = await problems("domain/rates/tariffs.schema.ts", 'import { utilityRates } from "./tariffs";\nexport const x = utilityRates;\n');
    expect(found).toEqual([
      "plugplan/schema-pairs: tariffs.schema.ts and tariffs.ts import each other. Keep types and constants in tariffs.ts and the zod schema in tariffs.schema.ts, which may import them; tariffs.ts must not import tariffs.schema.ts.",
    ]);
  });

  it("lets a schema module import the plain module's types and constants (one way)", async () => {
    expect(await problems("domain/share/plan-payload.schema.ts", 'import { MAX_MESSAGE_LENGTH } from "./plan-payload";\nexport const x = MAX_MESSAGE_LENGTH;\n')).toEqual([]);
  });

  it("fails when a service imports from worker/html/ (services do I/O; routes render and pass the result)", async () => {
    const found = await problems("worker/services/example.ts", 'import { escapeHtml } from "../html/escape";\nexport const x = escapeHtml;\n');
    expect(found).toEqual([
      "no-restricted-imports: '../html/escape' import is restricted from being used by a pattern. Services never import from worker/html/: render in the route and pass the result.",
    ]);
    // zod stays restricted there too.
    expect(await problems("worker/services/example.ts", 'import * as z from "zod/mini";\nexport const s = z.string();\n')).toHaveLength(1);
  });
});
