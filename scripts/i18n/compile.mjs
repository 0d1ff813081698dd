// Compiles the message catalogues into plain ES modules (Paraglide JS, decision 0020), and fails
// when a message is missing in either language or the two disagree on its placeholders.
//
// Catalogues live beside the code that speaks them: every `i18n/en.json` under domain/, web/ and
// worker/ has an `i18n/es.json` with the same keys. Keys are global (a prefix per area keeps them
// apart). The compiled output (domain/i18n/generated/, git-ignored) is tree-shaken per page: a page
// ships only the messages it uses. Runs on install, before typecheck, tests, build and dev.
//
// Paraglide's own CLI and Vite plugin load the message-format plugin from a CDN; this machine (and
// CI) has no network but npm, so the plugin is handed over from node_modules instead.
import fs from "node:fs";
import { join, relative } from "node:path";
import { loadProjectFromDirectory } from "@inlang/sdk";
import { compileProject, writeOutput } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";
import { projectRoot } from "../quiet-env.mjs";
import { LOCALES, BASE_LOCALE, findCatalogues, checkCatalogues } from "./catalogues.mjs";

const projectDir = join(projectRoot, "project.inlang");
const outDir = join(projectRoot, "domain", "i18n", "generated");

const catalogues = findCatalogues(projectRoot);
const problems = checkCatalogues(projectRoot, catalogues);
if (problems.length > 0) {
  console.error(`Message catalogues are incomplete (${problems.length}):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}

const settings = {
  $schema: "https://inlang.com/schema/project-settings",
  baseLocale: BASE_LOCALE,
  locales: LOCALES,
  modules: [],
  "plugin.inlang.messageFormat": {
    pathPattern: catalogues.map((dir) => `./${relative(projectRoot, dir).split("\\").join("/")}/{locale}.json`),
  },
};
fs.mkdirSync(projectDir, { recursive: true });
const settingsPath = join(projectDir, "settings.json");
const settingsText = `${JSON.stringify(settings, null, 2)}\n`;
if (!fs.existsSync(settingsPath) || fs.readFileSync(settingsPath, "utf8") !== settingsText) fs.writeFileSync(settingsPath, settingsText);

const project = await loadProjectFromDirectory({ path: projectDir, fs, providePlugins: [messageFormat] });
const errors = await project.errors.get();
if (errors.length > 0) {
  console.error("The message catalogues could not be read:", errors);
  process.exit(1);
}
const output = await compileProject({
  project,
  compilerOptions: {
    // Each locale in its own module; the per-message wrappers import both, and Rolldown drops the
    // messages a page does not use.
    outputStructure: "message-modules",
    // Every environment says which language it speaks (domain/i18n/locale.ts): the browser from
    // the URL, the Worker per request, the prerender per page.
    strategy: ["globalVariable", "baseLocale"],
    emitTsDeclarations: false,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  },
});
await project.close();
output["registry.js"] = cachePluralRules(output["registry.js"]);
await writeOutput({ directory: outDir, output, fs: fs.promises, cleanDirectory: true });
/**
 * Paraglide builds a new Intl.PluralRules on every call of a plural message; building one costs
 * ~100 times what a lookup does, and the wizard's step 1 formats half a dozen counts per keystroke
 * (about 3 ms of each keystroke's 4x-throttled render; INP, issue 32). One instance per language
 * and option set serves every later call.
 */
function cachePluralRules(registry) {
  const original = "\treturn new Intl.PluralRules(locale, options).select(Number(input))\n";
  if (typeof registry !== "string" || !registry.includes(original)) {
    throw new Error("Paraglide's registry.js no longer builds Intl.PluralRules as scripts/i18n/compile.mjs expects: update cachePluralRules");
  }
  const cached = [
    "\tconst key = `${locale}|${options ? JSON.stringify(options) : \"\"}`;",
    "\tlet rules = pluralRules.get(key);",
    "\tif (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));",
    "\treturn rules.select(Number(input))\n",
  ].join("\n");
  const declaration = "\n/** @type {Map<string, Intl.PluralRules>} */\nconst pluralRules = new Map();\n";
  return registry.replace(original, cached).replace("/* eslint-disable */\n", `/* eslint-disable */\n${declaration}`);
}

const count = catalogues.reduce((sum, dir) => sum + Object.keys(JSON.parse(fs.readFileSync(join(dir, "en.json"), "utf8"))).length, 0);
console.log(`i18n: ${count} messages in ${catalogues.length} catalogues, ${LOCALES.join(" + ")} → ${relative(projectRoot, outDir)}`);
