// Initial JS and CSS per route, from Vite's build manifest: the entry chunk, the route's lazy page
// chunk and every chunk they import statically (what the browser must fetch before the page can
// render). Dynamic imports inside a page (maplibre on the wizard) are not initial.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Reads `path → page module` from web/router.tsx (one source of truth for the routes). */
export function routeModules(routerSource) {
  const modules = new Map();
  for (const [, name, path] of routerSource.matchAll(/const (\w+) = lazy\(\(\) => import\("\.\/([^"]+)"\)\);/g)) {
    modules.set(name, path);
  }
  const routes = [];
  for (const [, path, name] of routerSource.matchAll(/<Route path="([^"]+)" element=\{<(\w+) \/>\}/g)) {
    const module = modules.get(name);
    if (module) routes.push({ path, module: `${module}.tsx` });
  }
  return routes;
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

const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * @returns {{ path: string, jsBytes: number, cssBytes: number, chunks: string[], modules: string[] }[]}
 */
export function measureRoutes(outDir, routerSource) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("No entry chunk in the Vite manifest");
  return routeModules(routerSource).map(({ path, module }) => {
    const pageKey = `${module}`;
    if (!manifest[pageKey]) throw new Error(`No chunk for ${module} (route ${path}) in the manifest`);
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
 * Initial JS budget for every route (gzip). The map never counts: it loads on demand. 104 KB since
 * issue 13 (which allowed up to 110): the shell now validates the plan's money assumptions in guest
 * storage (~0.3 KB) and the Automate Charging guide draws the utility's own day; the money section
 * itself and its data stay out of every first load.
 */
export const INITIAL_JS_BUDGET_BYTES = 104 * 1024;

/**
 * For the edge: route path → the page's own JS chunks (beyond the entry, which index.html already
 * loads) and CSS, so the Worker can send <link rel="modulepreload"> and skip one round trip.
 */
export function routePreloads(outDir, routerSource) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const source = (key) => readFileSync(join(outDir, manifest[key].file), "utf8");
  const usesZod = (key) => source(key).includes("_zod");
  const entryKeys = closure(manifest, [entryKey]);
  const entryFiles = new Set(entryKeys.map((key) => manifest[key].file));
  const entryCss = new Set(entryKeys.flatMap((key) => manifest[key].css ?? []));
  const result = {};
  for (const { path, module } of routeModules(routerSource)) {
    if (!manifest[module]) continue;
    const keys = closure(manifest, [module]);
    // The page's lazy parts (e.g. /charging-plan's wizard or dashboard, the incentive list) are
    // hinted too, so they download alongside the page instead of after it. Never the map, and
    // never the zod-backed share-link readers, which only run when a link carries ?data=.
    const lazyKeys = keys
      .filter((key) => !entryKeys.includes(key)) // the entry's lazy imports are every page
      .flatMap((key) => manifest[key].dynamicImports ?? [])
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
