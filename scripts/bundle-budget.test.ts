// The deterministic part of the performance budget: every route's initial JS stays within
// 104 KB gzip (INITIAL_JS_BUDGET_BYTES) and maplibre is never part of any route's initial load.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INITIAL_JS_BUDGET_BYTES, isMapChunk, measureRoutes, ON_DEMAND_MODULES } from "./lib/bundle-size.mjs";
import { FALLBACK_ROUTES, ROUTES } from "../domain/routes";

const root = join(import.meta.dirname, "..");
let outDir = "";
let spanishDir = "";
let measured: { path: string; jsBytes: number; chunks: string[]; modules: string[] }[] = [];
let measuredSpanish: typeof measured = [];

/** A browser build in one language, as scripts/build.mjs makes them (decision 0020). */
function build(dir: string, locale: "en" | "es") {
  execFileSync(join(root, "node_modules", ".bin", "vite"), ["build", "--config", "web/vite.config.ts", "--logLevel", "error"], {
    cwd: root,
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production", OUT_DIR: dir, PLUGPLAN_LOCALE: locale },
    stdio: "pipe",
  });
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), "plugplan-budget-"));
  spanishDir = mkdtempSync(join(tmpdir(), "plugplan-budget-es-"));
  build(outDir, "en");
  build(spanishDir, "es");
  measured = measureRoutes(outDir);
  measuredSpanish = measureRoutes(spanishDir);
}, 240_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(spanishDir, { recursive: true, force: true });
});

describe("bundle budget", () => {
  it("each language's build carries its own words only (a page ships one language's messages)", () => {
    const text = (dir: string) => readdirSync(join(dir, "assets")).filter((file) => file.endsWith(".js")).map((file) => readFileSync(join(dir, "assets", file), "utf8")).join("\n");
    const english = text(outDir);
    const spanish = text(spanishDir);
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
    "%s %s loads at most 110 KB of JS (gzip) up front, without maplibre",
    (locale, path) => {
      const route = (locale === "en" ? measured : measuredSpanish).find((entry) => entry.path === path);
      expect(route).toBeDefined();
      expect(route!.modules.some((module) => module.includes("maplibre"))).toBe(false);
      expect(route!.chunks.some((file) => /maplibre/i.test(file))).toBe(false);
      expect(route!.jsBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    },
  );

  it("the edge never hints a part most visitors never use: the plan-only calculator part, EPA's model list", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
    const preloads = JSON.parse(readFileSync(join(outDir, "route-preloads.json"), "utf8")) as Record<string, { js: string[] }>;
    const onDemand = [...ON_DEMAND_MODULES].map((key) => `/${manifest[key]!.file}`);
    expect(onDemand).toHaveLength(2);
    // The calculator imports the module that could load the model list; it must still not hint it.
    expect(preloads["/ev-gas-savings-calculator"]!.js.length).toBeGreaterThan(0);
    for (const [path, { js }] of Object.entries(preloads)) {
      expect({ path, hinted: js.filter((file) => onDemand.includes(file)) }).toEqual({ path, hinted: [] });
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
