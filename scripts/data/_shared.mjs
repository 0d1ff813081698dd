// Helpers for data builders: where the researched inputs live and a tiny RFC 4180 CSV parser.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { projectRoot } from "../quiet-env.mjs";

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

/** Parses CSV text into objects keyed by the header row (quotes, commas and newlines in quotes). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== "");
  return body.map((r) => Object.fromEntries(header.map((key, index) => [key, r[index] ?? ""])));
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
