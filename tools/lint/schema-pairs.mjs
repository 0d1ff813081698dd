// ESLint rule: a zod schema module and the module it describes import one way only. Types and
// constants live in the plain module (X.ts), the zod schema in X.schema.ts, which may import them;
// the plain module never imports its schema module back, not even for types. A two-way pair is how
// a page ends up a type-import away from zod, and why a schema change ripples through code that
// never validates anything (issue 25 found eight). ESLint sees one file at a time, so the rule reads
// the other side of each relative import from disk.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts"];
const IMPORT_PATTERN = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gs;

const isSchemaModule = (file) => /\.schema\.ts$/.test(file);

/** The file a relative specifier names, or undefined (packages, missing files). */
function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

/** Does the module at `file` (read from disk) import `target`? */
function importsModule(file, target) {
  let source;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    if (resolveModule(file, match[1] ?? match[2]) === target) return true;
  }
  return false;
}

export const schemaPairs = {
  meta: {
    type: "problem",
    docs: { description: "A *.schema.ts module and a module it imports (or that imports it) must not import each other." },
    schema: [],
    messages: {
      twoWay:
        "{{schema}} and {{plain}} import each other. Keep types and constants in {{plain}} and the zod schema in {{schema}}, which may import them; {{plain}} must not import {{schema}}.",
    },
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.[jt]sx?$/.test(file) || !/\.tsx?$/.test(file)) return {};
    const fileIsSchema = isSchemaModule(file);
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolveModule(file, specifier);
      // Only pairs of one schema module and one plain module: schema ↔ schema is composition.
      if (!target || isSchemaModule(target) === fileIsSchema) return;
      if (!importsModule(target, file)) return;
      const [schema, plain] = fileIsSchema ? [file, target] : [target, file];
      const short = (path) => path.slice(path.lastIndexOf("/") + 1);
      context.report({ node, messageId: "twoWay", data: { schema: short(schema), plain: short(plain) } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
