// The docs match the code (issue 25: README named the wrong Cron time, decision 0008 named a file
// and a cache key that no longer existed). Checked: the Cron time the README states, every project
// path the README, the development guide and the decisions name, and the dealer cache key.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dealerCacheKey } from "../domain/dealers/slug";

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const DOCS = ["README.md", "docs/development.md", ...readdirSync(join(root, "docs/decisions")).map((name) => `docs/decisions/${name}`)];
const TOP_LEVEL = ["domain/", "web/", "worker/", "scripts/", "e2e/", "tools/", "migrations/", "docs/"];

describe("docs match the code", () => {
  it("the README's Cron time is wrangler.toml's", () => {
    const crons = [...read("wrangler.toml").matchAll(/crons\s*=\s*\[([^\]]*)\]/g)].flatMap((match) => [...match[1]!.matchAll(/"([^"]+)"/g)].map((cron) => cron[1]!));
    expect(crons).toHaveLength(1);
    const [minute, hour] = crons[0]!.split(" ");
    const stated = [...read("README.md").matchAll(/daily at (\d{2}:\d{2}) UTC/g)].map((match) => match[1]);
    expect(stated.length).toBeGreaterThan(0);
    for (const time of stated) expect(time).toBe(`${hour!.padStart(2, "0")}:${minute!.padStart(2, "0")}`);
  });

  it.each(DOCS)("every project file %s names in backticks exists", (doc) => {
    const named = [...read(doc).matchAll(/`([A-Za-z0-9_.\/-]+\.(?:ts|tsx|mjs|json|sql|css|md|toml))`/g)].map((match) => match[1]!);
    const missing = named.filter((path) => TOP_LEVEL.some((dir) => path.startsWith(dir)) && !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it("the dealer cache key the decisions and README name is the one the code writes", () => {
    const prefix = dealerCacheKey("x").replace(/x$/, "");
    for (const doc of DOCS) {
      for (const match of read(doc).matchAll(/`(dealer:v\d+:)/g)) expect(match[1], doc).toBe(prefix);
    }
  });
});
