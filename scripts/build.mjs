// `npm run build`: the SPA (dist/client, or OUT_DIR), then a server build of the same app that
// scripts/prerender.mjs uses to write each prerendered page's HTML into the SPA's output.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildOffline } from "./build-sw.mjs";
import { joinLanguageBuild } from "./lib/language-builds.mjs";
import { prerenderPages } from "./prerender.mjs";
import { bin, projectRoot, quietEnv } from "./quiet-env.mjs";

const outDir = process.env.OUT_DIR ?? join(projectRoot, "dist", "client");
// The server build is a build tool only: it never ships, so it lives outside the assets folder.
const ssrDir = join(projectRoot, "dist", `ssr-${basename(outDir)}`);
const logLevel = process.argv.includes("--quiet") ? ["--logLevel", "warn"] : [];

function vite(args, env = {}) {
  const result = spawnSync(bin("vite"), ["build", "--config", "web/vite.config.ts", ...logLevel, ...args], {
    stdio: "inherit",
    env: { ...quietEnv, OUT_DIR: outDir, ...env },
    cwd: projectRoot,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The message catalogues first: a missing message fails the build (scripts/i18n/compile.mjs).
const i18n = spawnSync(process.execPath, [join(projectRoot, "scripts", "i18n", "compile.mjs")], { stdio: "inherit", cwd: projectRoot });
if (i18n.status !== 0) process.exit(i18n.status ?? 1);
// One browser build per language (decision 0020): a page ships only its own language's messages.
// English is the output itself; Spanish is built beside it and its scripts join the same assets/
// (hashed names: shared code is one file), its shell at es/index.html, its manifest and route
// hints beside English's, where the Worker and the tooling look for them.
vite([], { PLUGPLAN_LOCALE: "en" });
const esDir = join(projectRoot, "dist", `es-${basename(outDir)}`);
rmSync(esDir, { recursive: true, force: true });
vite([], { PLUGPLAN_LOCALE: "es", OUT_DIR: esDir });
joinLanguageBuild(outDir, esDir, "es");
mkdirSync(join(outDir, "es"), { recursive: true });
copyFileSync(join(esDir, "index.html"), join(outDir, "es", "index.html"));
rmSync(esDir, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
vite(["--ssr", "prerender/entry-server.tsx", "--outDir", ssrDir, "--logLevel", "warn"]);
const written = await prerenderPages(join(ssrDir, "entry-server.js"), outDir);
console.log(`prerendered ${written} pages into ${outDir}`);
const offline = await buildOffline(pathToFileURL(join(ssrDir, "entry-server.js")).href, outDir);
console.log(`service worker: ${offline.count} files precached (${Math.round(offline.size / 1024)} KB)`);
