import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../quiet-env.mjs";
import { checkCatalogues, findCatalogues } from "./catalogues.mjs";

function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "catalogues-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(content));
  }
  return root;
}

describe("the catalogue check that fails the build", () => {
  it("passes on the project's own catalogues", () => {
    expect(checkCatalogues(projectRoot, findCatalogues(projectRoot))).toEqual([]);
  });

  it("names a message missing in Spanish, one missing in English, and a placeholder that differs", () => {
    const root = project({
      "web/a/i18n/en.json": { a_one: "One", a_two: "Two {count}", a_three: "Three" },
      "web/a/i18n/es.json": { a_two: "Dos {cuenta}", a_three: "Tres", a_four: "Cuatro" },
    });
    expect(checkCatalogues(root, findCatalogues(root))).toEqual([
      'web/a/i18n/es.json: "a_one" is missing',
      'web/a/i18n/es.json: "a_two" has {cuenta} where en has {count}',
      'web/a/i18n/es.json: "a_four" is not in en.json',
    ]);
  });

  it("refuses a key used by two catalogues and a missing Spanish file", () => {
    const root = project({
      "web/a/i18n/en.json": { shared_key: "A" },
      "web/a/i18n/es.json": { shared_key: "A" },
      "domain/b/i18n/en.json": { shared_key: "B" },
    });
    expect(checkCatalogues(root, findCatalogues(root))).toEqual(['domain/b/i18n/es.json is missing', 'web/a/i18n: key "shared_key" is also in domain/b/i18n']);
  });
});
