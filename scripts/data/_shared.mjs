// Helpers for data builders: where the researched inputs live and CSV and JSON readers and writers.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { projectRoot } from "../quiet-env.mjs";
import { parseCsv } from "../lib/csv.mjs";

export { projectRoot };
/** ../shared/data beside the project (SHARED_DATA overrides). Only needed to rebuild, never to run. */
export const sharedData = process.env.SHARED_DATA ?? join(projectRoot, "..", "shared", "data");

export function requireShared(file) {
  const path = join(sharedData, file);
  if (!existsSync(path)) {
    console.error(`Missing ${path}. Data builders read the researched inputs in ../shared/data (or set SHARED_DATA).`);
    process.exit(1);
  }
  return path;
}

export function readCsv(file) {
  return parseCsv(readFileSync(requireShared(file), "utf8"));
}

export function writeJson(relativePath, value, { pretty = true } = {}) {
  const path = join(projectRoot, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, pretty ? 2 : 0)}\n`);
  console.log(`  wrote ${relativePath}`);
}
