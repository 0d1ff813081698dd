// How the browser builds of each language share one output (decision 0020): English is the output
// itself; another language's scripts join the same assets/ (hashed names, so shared code stays one
// file), and its manifest and route hints sit beside English's under the language's name, where
// the Worker and the tooling look for them. Used by scripts/build.mjs and the bundle budget test.
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Copies the build of `locale` in `fromDir` into the English build in `outDir` (its shell is the caller's business). */
export function joinLanguageBuild(outDir, fromDir, locale) {
  for (const file of readdirSync(join(fromDir, "assets"))) {
    if (!existsSync(join(outDir, "assets", file))) copyFileSync(join(fromDir, "assets", file), join(outDir, "assets", file));
  }
  copyFileSync(join(fromDir, ".vite", "manifest.json"), join(outDir, ".vite", `manifest.${locale}.json`));
  copyFileSync(join(fromDir, "route-preloads.json"), join(outDir, `route-preloads.${locale}.json`));
}
