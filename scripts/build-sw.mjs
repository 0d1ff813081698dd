// The offline half of `npm run build` (issue 30, docs/decisions/0018-offline-plan.md): the web
// manifest and its PNG icons (drawn from web/public/favicon.svg), then the service worker, generated
// by Workbox (workbox-build's generateSW) from the build's own files, so every precached URL carries
// this build's revision and the worker never serves another build's code. The routing rules come
// from domain/offline/offline-rules.ts, through the server build that the prerender already uses.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { generateSW } from "workbox-build";
import { projectRoot } from "./quiet-env.mjs";

const require = createRequire(import.meta.url);

/** A CSS custom property's value in web/styles/base.css: the manifest's colours are the app's. */
export function cssVariable(css, name) {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(css);
  if (!match) throw new Error(`${name} is not defined in base.css`);
  return match[1].trim();
}

let wasmReady;
async function pngIcon(svg, size) {
  wasmReady ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await wasmReady;
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** The icons the manifest names: "any" at 192 and 512 px, and a maskable one with the safe-zone margin. */
async function writeIcons(outDir) {
  const svg = readFileSync(join(projectRoot, "web", "public", "favicon.svg"), "utf8");
  mkdirSync(join(outDir, "icons"), { recursive: true });
  const icons = [];
  for (const size of [192, 512]) {
    writeFileSync(join(outDir, "icons", `icon-${size}.png`), await pngIcon(svg, size));
    icons.push({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" });
  }
  // Maskable: launchers crop to a circle or squircle inside the middle 80 %; the mark sits in the
  // middle 64 % on the brand green, so nothing of it is cut.
  const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#0b5f4a";
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${fill}"/><svg x="18" y="18" width="64" height="64" viewBox="0 0 64 64">${inner}</svg></svg>`;
  writeFileSync(join(outDir, "icons", "icon-maskable-512.png"), await pngIcon(maskable, 512));
  icons.push({ src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" });
  return icons;
}

export async function buildOffline(serverEntry, outDir) {
  const rules = await import(serverEntry);
  const css = readFileSync(join(projectRoot, "web", "styles", "base.css"), "utf8");
  // One manifest per language (issue 29), the same icons and colours in each.
  const look = {
    icons: await writeIcons(outDir),
    themeColor: cssVariable(css, "--color-primary"),
    backgroundColor: cssVariable(css, "--color-bg"),
  };
  const manifestFiles = rules.LOCALES.map((locale) => rules.manifestPath(locale).slice(1));
  const manifests = rules.LOCALES.map((locale, index) => {
    const manifest = rules.webManifest(locale, look);
    writeFileSync(join(outDir, manifestFiles[index]), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  });

  // Each language falls back to its own shell (decision 0020: one browser build per language): the
  // Worker's rendering of that build's index.html (es/index.html for Spanish). Its revision is that
  // file's hash, so a new build always precaches its own shells.
  const shells = rules.LOCALES.map((locale) => {
    const indexFile = join(outDir, rules.localizePath("/", locale).slice(1), "index.html");
    return {
      url: rules.appShellPath(locale),
      revision: createHash("sha256").update(readFileSync(indexFile)).digest("hex").slice(0, 16),
      pattern: rules.offlineShellPattern(rules.offlineShellPaths(locale)),
    };
  });
  const zipPattern = rules.ZIP_DATA_PATTERN;
  // Workbox writes matchers into sw.js as source text: these carry the patterns as literals.
  const isNavigationTo = (pattern) =>
    new Function("{ request, url }", `return request.mode === "navigate" && url.origin === self.location.origin && ${pattern}.test(url.pathname);`);
  const isZipData = new Function("{ url }", `return url.origin === self.location.origin && ${zipPattern}.test(url.pathname);`);
  const { count, size, warnings } = await generateSW({
    swDest: join(outDir, rules.SERVICE_WORKER_PATH.slice(1)),
    globDirectory: outDir,
    // The app's code and styles (every page and guide is a chunk), the icons and each language's
    // manifest. Not the map (MapLibre and its worker, ~1.6 MB: the map needs the network for its
    // tiles anyway).
    globPatterns: ["assets/**/*.{js,css,woff2}", "icons/*.png", "favicon.svg", ...manifestFiles],
    globIgnores: ["assets/base-map-*", "assets/maplibre-*"],
    additionalManifestEntries: shells.map(({ url, revision }) => ({ url, revision })),
    // Hashed files are their own revision: no second hash in the URL.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 400 * 1024,
    // A new version waits until the person taps "Reload" (web/lib/service-worker.ts posts SKIP_WAITING).
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
    // Only the shell pages below fall back; everything else (APIs, shared plans, account, dealer
    // pages) is never answered by the worker: no navigateFallback.
    runtimeCaching: [
      // Always the network first: the Worker's own HTML (meta, prerendered first screen). Offline:
      // this build's shell in the page's language, which renders the page from the precached code.
      ...shells.map(({ url, pattern }) => ({
        urlPattern: isNavigationTo(pattern),
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: url } },
      })),
      {
        // The person's ZIP shard: the network when there is one (never stale), the last copy when not.
        urlPattern: isZipData,
        handler: "NetworkFirst",
        options: {
          cacheName: "plugplan-zip-data",
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 20 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size, manifests };
}
