// Initial JS and CSS per route, from Vite's build manifest: the entry chunk, the route's lazy page
// chunk and every chunk they import statically (what the browser must fetch before the page can
// render). Dynamic imports inside a page (maplibre on the wizard) are not initial.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Where the build writes the route table's `path → page module` (web/vite.config.ts). */
export const ROUTES_FILE = join(".vite", "routes.json");

/**
 * The routes the app serves, as the build saw them: `{ path, module }` with `module` the page's
 * key in Vite's manifest. Written from domain/routes.ts by the build, so no source is parsed here.
 * @returns {{ path: string, module: string }[]}
 */
export function routeModules(outDir) {
  return JSON.parse(readFileSync(join(outDir, ROUTES_FILE), "utf8"));
}

function closure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

/**
 * The manifest key of a page module. A page is keyed by its source path, except when one of its
 * own lazy parts imports code the bundler placed in the page's chunk: then the chunk is no longer
 * a dynamic entry and Vite keys it "_<Name>-<hash>.js" (its `name` is still the page's).
 */
export function pageKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = module.split("/").at(-1).replace(/\.tsx?$/, "");
  return Object.keys(manifest).find((key) => key.startsWith("_") && key.endsWith(".js") && manifest[key].name === name);
}

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * @returns {{ path: string, jsBytes: number, cssBytes: number, chunks: string[], modules: string[] }[]}
 */
export function measureRoutes(outDir, locale = "en") {
  // Each language has its own build (scripts/build.mjs): Spanish routes load the Spanish chunks.
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", locale === "en" ? "manifest.json" : `manifest.${locale}.json`), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("No entry chunk in the Vite manifest");
  return routeModules(outDir).map(({ path, module }) => {
    const pageKey = pageKeyOf(manifest, module);
    if (!pageKey) throw new Error(`No chunk for ${module} (route ${path}) in the manifest`);
    const keys = closure(manifest, [entryKey, pageKey]);
    const files = keys.map((key) => manifest[key].file);
    const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
    return {
      path,
      jsBytes: files.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0),
      cssBytes: css.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0),
      chunks: files,
      modules: keys,
    };
  });
}

/**
 * maplibre is bundled into the chunk of the component that imports it (MapCanvas), so the
 * manifest key alone does not say "maplibre": look at the code too.
 */
export function isMapChunk(key, code) {
  return key.includes("maplibre") || code.includes("maplibregl");
}

/**
 * All the JS a map-free route fetches by network idle (gzip): its first load plus the page's hinted
 * lazy parts and whatever it loads at once. scripts/bench.mjs measures it in Lighthouse;
 * scripts/bundle-budget.test.ts holds the part the build decides (the first load and the hints).
 */
export const NETWORK_IDLE_JS_BUDGET_BYTES = 130 * 1024;

/**
 * Room kept under the network-idle budget for what a page loads at once at run time (ZIP lookups;
 * the service worker comes later): the first load plus the hints stay within 128 KB gzip on every
 * map-free route, in each language. Issue 32 kept 8 KB for the Spanish messages; they took 2–5 KB
 * (Maximize Savings 126.0 KB in English, 127.0 KB in Spanish).
 */
export const HINTED_JS_BUDGET_BYTES = NETWORK_IDLE_JS_BUDGET_BYTES - 2 * 1024;

/**
 * The first load plus the edge's hints for each route (gzip): what every first-time visitor's browser
 * fetches before the page is idle, whatever they do. `files` are the script paths.
 * @returns {{ path: string, bytes: number, files: string[] }[]}
 */
export function hintedRoutes(outDir, locale = "en") {
  // What the build wrote for the Worker (web/vite.config.ts; the Spanish copy is renamed by scripts/build.mjs).
  const preloads = JSON.parse(readFileSync(join(outDir, locale === "en" ? "route-preloads.json" : `route-preloads.${locale}.json`), "utf8"));
  return measureRoutes(outDir, locale).map(({ path, chunks }) => {
    const files = [...new Set([...chunks, ...(preloads[path]?.js ?? []).map((file) => file.slice(1))])];
    return { path, bytes: files.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0), files };
  });
}

/**
 * Initial JS budget for every route (gzip): 110 KB since the route table and early-input folds,
 * 116 KB since issue 29 (each language's build carries its page's messages as compiled functions:
 * +1–5 KB per route, measured; Maximize Savings and Charging Basics are the largest at 112–115 KB).
 * Prerendered pages paint before any of it loads (decision 0019). The map never counts.
 */
export const INITIAL_JS_BUDGET_BYTES = 116 * 1024;

/**
 * For the edge: route path → the page's own JS chunks (beyond the entry, which index.html already
 * loads) and CSS, so the Worker can send <link rel="modulepreload"> and skip one round trip.
 */
/**
 * Lazy parts that are not on a first-time visitor's first screen are never hinted (manifest keys,
 * relative to web/, or the name of a shared chunk): hinted, every visitor would download them
 * before the page is idle (the 130 KB network-idle budget), though they load in time without:
 * - the calculator's "Your charging plan says", only for a person with a saved plan (the plan model
 *   with its tariff and incentive data);
 * - EPA's model list (18 KB gzip), only when someone opens the car picker or the recommender lists
 *   models. Pages that read the typical efficiency (the calculator, Maximize Savings) import the
 *   module that can load it, but never load it;
 * - /charging-plan's dashboard (9 KB), only once Charging Basics is done: a first-time visitor
 *   gets the wizard (issue 32);
 * - the wizard's step 3 and step 2's model picker (12 KB), fetched at the first key or tap
 *   (web/lib/first-interaction.ts);
 * - the home charger guide's 240V-outlet and Level 2 setups, fetched at the first key or tap;
 * - Maximize Savings' "Your utility" (8 KB, only for a ZIP outside California) and its "Public
 *   Charging" side (fetched at the first key or tap);
 * - the dealer parts (3.5 KB), only in a plan that came from a dealer.
 */
export const ON_DEMAND_MODULES = new Set([
  "routes/calculator/YourPlanBeside.tsx",
  "../domain/data/ev-models.json",
  "routes/charging-plan/dashboard/Dashboard.tsx",
  "routes/charging-plan/wizard/StepResults.tsx",
  "routes/charging-plan/wizard/EvModelPicker.tsx",
  "routes/guides/home-charger/OutletSetup.tsx",
  "routes/guides/home-charger/ExistingLevel2Setup.tsx",
  "routes/savings/YourUtility.tsx",
  "routes/savings/PublicChargingPrices.tsx",
  "dealer-parts",
]);

/** Whether the manifest's `key` is one of ON_DEMAND_MODULES (a source path, or a shared chunk's name). */
export function isOnDemand(manifest, key) {
  return ON_DEMAND_MODULES.has(key) || (key.startsWith("_") && ON_DEMAND_MODULES.has(manifest[key]?.name));
}

export function routePreloads(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const source = (key) => readFileSync(join(outDir, manifest[key].file), "utf8");
  const usesZod = (key) => source(key).includes("_zod");
  const entryKeys = closure(manifest, [entryKey]);
  const entryFiles = new Set(entryKeys.map((key) => manifest[key].file));
  const entryCss = new Set(entryKeys.flatMap((key) => manifest[key].css ?? []));
  const result = {};
  for (const { path, module: pageModule } of routeModules(outDir)) {
    const module = pageKeyOf(manifest, pageModule);
    if (!module) continue;
    const keys = closure(manifest, [module]);
    // The page's lazy parts (e.g. /charging-plan's wizard or dashboard, the incentive list) are
    // hinted too, so they download alongside the page instead of after it. Never the map, and
    // never the zod-backed share-link readers, which only run when a link carries ?data=.
    const lazyKeys = keys
      .filter((key) => !entryKeys.includes(key)) // the entry's lazy imports are every page
      .flatMap((key) => manifest[key].dynamicImports ?? [])
      .filter((key) => !isOnDemand(manifest, key))
      .map((key) => closure(manifest, [key]))
      .filter((group) => !group.some((key) => isMapChunk(key, source(key)) || usesZod(key)))
      .flat();
    // CSS of the lazy parts too: a prerendered page shows them at first paint, and styles that
    // arrive after it would move what the visitor already sees.
    const pageKeys = [...new Set([...keys, ...lazyKeys])];
    result[path] = {
      js: pageKeys.map((key) => `/${manifest[key].file}`).filter((file) => !entryFiles.has(file.slice(1))),
      css: [...new Set(pageKeys.flatMap((key) => manifest[key].css ?? []))]
        .filter((file) => !entryCss.has(file))
        .map((file) => `/${file}`),
    };
  }
  return result;
}
