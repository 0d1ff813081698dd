import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { isLocale } from "../domain/i18n/locale";
import * as m from "../domain/i18n/messages";
import { escapeHtml } from "../worker/html/escape";
import { manifestPath } from "../domain/offline/offline-rules";
import { FALLBACK_ROUTES, ROUTES } from "../domain/routes";
import { ROUTES_FILE, routePreloads } from "../scripts/lib/bundle-size.mjs";
import { localVars } from "../scripts/local-vars.mjs";

const outDir = process.env.OUT_DIR ?? join(import.meta.dirname, "..", "dist", "client");
/**
 * The language a browser build speaks (scripts/build.mjs builds once per language, decision 0020):
 * each page then ships only its own language's messages. Unset (dev server, tests): both.
 */
const staticLocale = process.env.PLUGPLAN_LOCALE;

/**
 * Fixes the compiled messages to one language: Paraglide's `experimentalStaticLocale` becomes a
 * constant, every message picks its branch at build time, and the minifier drops the other
 * language's text. Browser builds only: the prerender's server build renders both languages.
 * The build's index.html says its generic <noscript> line in its language (pages with a summary
 * of their own replace it at the edge) and links its language's web manifest: every page the Worker renders in that
 * language (prerendered or not, and its offline shell) is this file with its meta, so installing
 * from a Spanish page installs the Spanish app.
 */
function staticLocalePlugin(locale: string): Plugin {
  if (!isLocale(locale)) throw new Error(`PLUGPLAN_LOCALE=${locale} is not one of the app's languages`);
  return {
    name: "plugplan-static-locale",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transformIndexHtml(html) {
      const manifestLink = /<link rel="manifest" href="[^"]*"/;
      if (!manifestLink.test(html)) throw new Error('web/index.html no longer has <link rel="manifest" href="…">: see staticLocalePlugin');
      const noscript = /<noscript>[^<]*<\/noscript>/;
      if (!noscript.test(html)) throw new Error("web/index.html no longer has its generic <noscript> line: see staticLocalePlugin");
      return html
        .replace(manifestLink, `<link rel="manifest" href="${manifestPath(locale)}"`)
        .replace(noscript, `<noscript>${escapeHtml(m.layout_noscript({}, { locale }))}</noscript>`);
    },
    transform(code, id) {
      if (!id.endsWith("/domain/i18n/generated/runtime.js")) return undefined;
      const replaced = code.replace("export const experimentalStaticLocale = undefined;", `export const experimentalStaticLocale = ${JSON.stringify(locale)};`);
      if (replaced === code) throw new Error("Paraglide's runtime no longer declares experimentalStaticLocale: see scripts/i18n/compile.mjs");
      return { code: replaced, map: null };
    },
  };
}

/**
 * Writes .vite/routes.json (each route's page module, keyed as in Vite's manifest: what the bundle
 * budget and the bench measure) and route-preloads.json (route → page chunks) for the Worker's
 * modulepreload hints.
 */
function routePreloadsPlugin(): Plugin {
  return {
    name: "plugplan-route-preloads",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    closeBundle() {
      // A failed build writes no manifest: stay quiet so Vite's own error is the one reported.
      if (!existsSync(join(outDir, ".vite", "manifest.json"))) return;
      const routes = [...ROUTES, ...FALLBACK_ROUTES].map(({ path, page }) => ({ path, module: `routes/${page}.tsx` }));
      writeFileSync(join(outDir, ROUTES_FILE), JSON.stringify(routes));
      writeFileSync(join(outDir, "route-preloads.json"), JSON.stringify(routePreloads(outDir)));
    },
  };
}

const projectRoot = join(import.meta.dirname, "..");

// Root is web/ (see TOOLCHAIN.md: keeps .wrangler/deploy out of the project root's way).
// OUT_DIR lets parallel e2e runs build to their own folder.
// `npm run dev` (vite serve) runs the Worker in workerd through Cloudflare's plugin, with hot
// reload of the SPA and the same local D1/KV state as `npm start`; builds stay plain Vite builds
// that `wrangler dev` and `wrangler deploy` serve (scripts/build.mjs adds the prerender).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  // A second language's build adds its scripts to the first one's output (scripts/build.mjs).
  publicDir: staticLocale && staticLocale !== "en" ? false : "public",
  plugins: [
    react(),
    ...(staticLocale ? [staticLocalePlugin(staticLocale)] : []),
    ...(command === "serve"
      ? [
          cloudflare({
            configPath: join(projectRoot, "wrangler.toml"),
            persistState: { path: join(projectRoot, ".wrangler", "state") },
            // wrangler.toml is production; the dev loop opts out explicitly (scripts/local-vars.mjs).
            config: (config) => ({ vars: { ...config.vars, ...(localVars(`http://localhost:${process.env.PORT ?? "5173"}`) as Record<string, string>) } }),
          }),
        ]
      : []),
    routePreloadsPlugin(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    manifest: true,
    // maplibre-gl (~800 KB minified) is one lazy chunk loaded only by the wizard's map; every
    // route's initial JS is held to 100 KB gzip by scripts/bundle-budget.test.ts instead.
    chunkSizeWarningLimit: 1100,
    // The browser build only: the prerender's server build must keep its entry's exports.
    rolldownOptions: isSsrBuild ? {} : {
      // Every page is a lazy entry, and code shared by a few of them became its own chunk, however
      // small: the shared plan fetched 41 scripts (52 requests). Small shared chunks are copied into
      // the chunks that use them instead (under 20 KB of source; issue 25: ≤ 25 requests on
      // /shared-plan, it fetched 52). Rolldown then keeps modules running in source order across chunks.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } },
      },
    },
  },
}));
