// Import cycles in a folder (domain/ has none: docs/decisions and issue 33). A cycle makes module
// order matter (a constant read before it is defined is `undefined` at run time), and ties the
// modules on it into one unit that can only be loaded, tested or moved together. Type-only imports
// count too: a type cycle is the same tangle, only caught later.
//
// The graph is read from disk with the same import pattern as ./schema-pairs.mjs (static imports,
// re-exports and dynamic import()), relative specifiers only; tests are left out (a test importing
// its subject is no cycle in the shipped code).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const EXTENSIONS = [".ts", ".tsx", "/index.ts"];
const IMPORT_PATTERN = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gs;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|bench|property\.test)\.(ts|tsx)$/;

function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  if (SOURCE.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

function sourceFiles(folder) {
  const files = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name === "node_modules") continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** Module → the modules it imports, inside `folder` only. */
export function importGraph(folder) {
  const root = resolve(folder);
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = new Set();
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT_PATTERN)) {
      const target = resolveModule(file, match[1] ?? match[2]);
      if (target && target.startsWith(root + "/") && !TEST.test(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The cycles in `folder`, one per strongly connected component (Tarjan), each as paths relative to
 * `folder`, sorted: [] when there is none.
 */
export function importCycles(folder) {
  const graph = importGraph(folder);
  const root = resolve(folder);
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = component.length === 1 && graph.get(node)?.has(node);
      if (component.length > 1 || selfImport) components.push(component.map((f) => relative(root, f)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}
