// Finds and checks the message catalogues (scripts/i18n/compile.mjs, and a unit test).
import fs from "node:fs";
import { join, relative } from "node:path";

export const BASE_LOCALE = "en";
export const LOCALES = ["en", "es"];
const ROOTS = ["domain", "web", "worker"];
const SKIP = new Set(["node_modules", "generated", "dist", "public"]);

/** Every folder named i18n that holds an en.json, sorted (the order Paraglide reads them in). */
export function findCatalogues(projectRoot) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.name === "i18n" && fs.existsSync(join(path, "en.json"))) found.push(path);
      walk(path);
    }
  };
  for (const root of ROOTS) if (fs.existsSync(join(projectRoot, root))) walk(join(projectRoot, root));
  return found.sort();
}

/** The placeholders a message uses: `{name}` in text, and inputs declared by plural variants. */
export function placeholdersOf(message) {
  const names = new Set();
  const scan = (text) => {
    for (const match of String(text).matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) names.add(match[1]);
  };
  if (typeof message === "string") scan(message);
  else if (Array.isArray(message)) {
    for (const variant of message) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(declaration);
        if (input) names.add(input[1]);
      }
      for (const text of Object.values(variant.match ?? {})) scan(text);
    }
  }
  return [...names].sort();
}

/** Every way the catalogues disagree, as sentences (empty when they are complete). */
export function checkCatalogues(projectRoot, catalogues) {
  const problems = [];
  const keyOwner = new Map();
  for (const dir of catalogues) {
    const where = relative(projectRoot, dir);
    const read = (locale) => {
      const file = join(dir, `${locale}.json`);
      if (!fs.existsSync(file)) {
        problems.push(`${where}/${locale}.json is missing`);
        return undefined;
      }
      try {
        const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, "utf8"));
        return messages;
      } catch (error) {
        problems.push(`${where}/${locale}.json is not valid JSON: ${error.message}`);
        return undefined;
      }
    };
    const [base, ...others] = LOCALES.map((locale) => [locale, read(locale)]);
    if (!base[1]) continue;
    for (const key of Object.keys(base[1])) {
      if (!/^[a-z][a-z0-9_]*$/.test(key)) problems.push(`${where}: key "${key}" is not snake_case`);
      const owner = keyOwner.get(key);
      if (owner) problems.push(`${where}: key "${key}" is also in ${owner}`);
      else keyOwner.set(key, where);
      const text = base[1][key];
      if (typeof text === "string" && text.trim() === "") problems.push(`${where}/en.json: "${key}" is empty`);
    }
    for (const [locale, messages] of others) {
      if (!messages) continue;
      for (const key of Object.keys(base[1])) {
        if (!(key in messages)) problems.push(`${where}/${locale}.json: "${key}" is missing`);
        else if (typeof messages[key] === "string" && messages[key].trim() === "") problems.push(`${where}/${locale}.json: "${key}" is empty`);
        else if (placeholdersOf(messages[key]).join() !== placeholdersOf(base[1][key]).join())
          problems.push(`${where}/${locale}.json: "${key}" has {${placeholdersOf(messages[key]).join("}, {")}} where ${BASE_LOCALE} has {${placeholdersOf(base[1][key]).join("}, {")}}`);
      }
      for (const key of Object.keys(messages)) if (!(key in base[1])) problems.push(`${where}/${locale}.json: "${key}" is not in ${BASE_LOCALE}.json`);
    }
  }
  return problems;
}
