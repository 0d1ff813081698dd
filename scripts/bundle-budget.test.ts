// The deterministic part of the performance budget: every route's initial JS stays within
// 116 KB gzip (INITIAL_JS_BUDGET_BYTES), maplibre is never part of any route's initial load, and
// what the edge makes a first-time visitor fetch (the first load plus the page's hinted lazy parts)
// stays within the 130 KB network-idle budget with room to spare. `npm run bench` measures the
// whole network-idle figure in Lighthouse (what the page also loads at once, at run time).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinLanguageBuild } from "./lib/language-builds.mjs";
import { HINTED_JS_BUDGET_BYTES, hintedRoutes, INITIAL_JS_BUDGET_BYTES, isMapChunk, isOnDemand, measureRoutes, ON_DEMAND_MODULES } from "./lib/bundle-size.mjs";
import { FALLBACK_ROUTES, ROUTES } from "../domain/routes";

const root = join(import.meta.dirname, "..");
/**
 * `npm test` builds once (scripts/test.mjs) and names that build here, so this file measures what
 * the browser suite serves instead of building twice more; run on its own, it builds.
 */
const builtDir = process.env.PLUGPLAN_BUILT_DIR;
let outDir = "";
let measured: { path: string; jsBytes: number; chunks: string[]; modules: string[] }[] = [];
let measuredSpanish: typeof measured = [];
let hinted: { path: string; bytes: number; files: string[] }[] = [];
let hintedSpanish: typeof hinted = [];

/**
 * Known misses, each with its figure, so the list cannot go stale: the shared plan shows the whole
 * plan (its money, incentives and stations) as soon as it has read the link, and all of it is hinted
 * (153 KB; issue 32's report). The test fails once it fits, so it leaves this list then.
 */
const OVER_HINTED_BUDGET = new Set(["/shared-plan"]);

/** A browser build in one language, as scripts/build.mjs makes them (decision 0020). */
function build(dir: string, locale: "en" | "es") {
  execFileSync(join(root, "node_modules", ".bin", "vite"), ["build", "--config", "web/vite.config.ts", "--logLevel", "error"], {
    cwd: root,
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production", OUT_DIR: dir, PLUGPLAN_LOCALE: locale },
    stdio: "pipe",
  });
}

/** Both languages laid out as scripts/build.mjs leaves them: one assets/ folder, the Spanish manifest and hints renamed beside English's. */
function buildBothLanguages(dir: string) {
  build(dir, "en");
  const spanishDir = mkdtempSync(join(tmpdir(), "plugplan-budget-es-"));
  try {
    build(spanishDir, "es");
    joinLanguageBuild(dir, spanishDir, "es");
  } finally {
    rmSync(spanishDir, { recursive: true, force: true });
  }
}

/** The scripts a language's pages can load: every file its build's manifest names. */
function languageScripts(locale: "en" | "es"): string {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", locale === "en" ? "manifest.json" : "manifest.es.json"), "utf8")) as Record<string, { file: string }>;
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith(".js")));
  return [...files].map((file) => readFileSync(join(outDir, file), "utf8")).join("\n");
}

beforeAll(() => {
  if (builtDir) outDir = builtDir;
  else {
    outDir = mkdtempSync(join(tmpdir(), "plugplan-budget-"));
    buildBothLanguages(outDir);
  }
  measured = measureRoutes(outDir, "en");
  measuredSpanish = measureRoutes(outDir, "es");
  hinted = hintedRoutes(outDir, "en");
  hintedSpanish = hintedRoutes(outDir, "es");
}, 240_000);

afterAll(() => {
  if (!builtDir) rmSync(outDir, { recursive: true, force: true });
});

describe("bundle budget", () => {
  it("each language's build carries its own words only (a page ships one language's messages)", () => {
    const english = languageScripts("en");
    const spanish = languageScripts("es");
    // The skip link (web/components/layout/i18n): one language in each build.
    expect(english).toContain("Skip to content");
    expect(english).not.toContain("Ir al contenido");
    expect(spanish).toContain("Ir al contenido");
    expect(spanish).not.toContain("Skip to content");
  });

  it("measures every route of the route table", () => {
    expect(measured.map((route) => route.path).sort()).toEqual([...ROUTES, ...FALLBACK_ROUTES].map((route) => route.path).sort());
  });

  it.each([...ROUTES, ...FALLBACK_ROUTES].flatMap((route) => [["en", route.path] as const, ["es", route.path] as const]))(
    "%s %s loads at most 116 KB of JS (gzip) up front, without maplibre",
    (locale, path) => {
      const route = (locale === "en" ? measured : measuredSpanish).find((entry) => entry.path === path);
      expect(route).toBeDefined();
      expect(route!.modules.some((module) => module.includes("maplibre"))).toBe(false);
      expect(route!.chunks.some((file) => /maplibre/i.test(file))).toBe(false);
      expect(route!.jsBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    },
  );

  it.each([...ROUTES, ...FALLBACK_ROUTES].flatMap((route) => [["en", route.path] as const, ["es", route.path] as const]))(
    "%s %s: its first load plus the edge's hints stay within 128 KB (gzip), 2 KB under the network-idle budget",
    (locale, path) => {
      const route = (locale === "en" ? hinted : hintedSpanish).find((entry) => entry.path === path);
      expect(route).toBeDefined();
      // No map-free page hints the map (the next test), so every route here is map-free.
      if (OVER_HINTED_BUDGET.has(path)) expect(route!.bytes).toBeGreaterThan(HINTED_JS_BUDGET_BYTES);
      else expect(route!.bytes, `${path}: ${(route!.bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HINTED_JS_BUDGET_BYTES);
    },
  );

  it("a first-time visitor's /charging-plan hints the wizard, not the dashboard or the wizard's later steps", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
    const files = hinted.find((entry) => entry.path === "/charging-plan")!.files;
    const fileOf = (key: string) => manifest[key]!.file;
    expect(files).toContain(fileOf("routes/charging-plan/wizard/ChargingBasicsPage.tsx"));
    for (const later of ["routes/charging-plan/dashboard/Dashboard.tsx", "routes/charging-plan/wizard/StepResults.tsx", "routes/charging-plan/wizard/EvModelPicker.tsx"]) {
      expect(files).not.toContain(fileOf(later));
    }
  });

  it("the edge never hints a part most visitors never use: the plan-only calculator part, EPA's model list, the parts that load at the first tap", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; name?: string }>;
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as Record<string, { js: string[] }>;
    const onDemand = Object.keys(manifest)
      .filter((key) => isOnDemand(manifest, key))
      .map((key) => `/${manifest[key]!.file}`);
    // Every name in ON_DEMAND_MODULES still names a chunk (a renamed file would silently be hinted again).
    expect(onDemand).toHaveLength(ON_DEMAND_MODULES.size);
    // The calculator imports the module that could load the model list; it must still not hint it.
    expect(preloads["/ev-gas-savings-calculator"]!.js.length).toBeGreaterThan(0);
    const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
    for (const [path, { js }] of Object.entries(preloads)) {
      // Unless the page or another hinted part imports it statically and cannot run without it
      // (the shared plan and the dealer pages show the dealer parts).
      const needed = new Set(
        [...measured.find((entry) => entry.path === path)!.chunks.map((file) => `/${file}`), ...js]
          .filter((file) => !onDemand.includes(file))
          .flatMap((file) => (manifest[keyOf.get(file) ?? ""] as { imports?: string[] } | undefined)?.imports ?? [])
          .map((key) => `/${manifest[key]!.file}`),
      );
      expect({ path, hinted: js.filter((file) => onDemand.includes(file) && !needed.has(file)) }).toEqual({ path, hinted: [] });
    }
  });

  it("the edge never hints the map's code or styles on any page (it loads only when the map shows)", () => {
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as Record<string, { js: string[]; css: string[] }>;
    const mapChunks = Object.values(JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string; css?: string[] }>)
      .filter((chunk) => isMapChunk(chunk.file, readFileSync(join(outDir, chunk.file), "utf8")));
    expect(mapChunks.length).toBeGreaterThan(0);
    const mapFiles = new Set(mapChunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).map((file) => `/${file}`));
    expect(Object.keys(preloads)).toContain("/charging-plan/basics");
    for (const [path, { js, css }] of Object.entries(preloads)) {
      expect({ path, hinted: [...js, ...css].filter((file) => mapFiles.has(file)) }).toEqual({ path, hinted: [] });
    }
  });
});
