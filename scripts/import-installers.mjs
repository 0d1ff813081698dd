// `npm run installers:import -- file.csv [--out path]`: validates an installer CSV and writes
// domain/data/installers.json. Every row is checked; each bad row gets its own message with the
// line number, and nothing is written unless every row is valid. See docs/installers.md.
//
// The rules mirror domain/installers/schema.ts (the app validates the JSON again when it loads it);
// scripts/import-installers.test.ts checks that the two agree.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as z from "zod/mini";
import { INSTALLER_REGIONS, INSTALLER_UTILITIES, SERVICE_AREAS } from "../domain/installers/model.ts";
import { parseCsvWithLines } from "./lib/csv.mjs";

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
export const DEFAULT_OUT = join(projectRoot, "domain", "data", "installers.json");

export const COLUMNS = ["state", "utility", "region", "serviceArea", "company", "city", "phone", "website", "yelpProfile"];
// The lists come from the app's own model (Node 22 strips the types when importing .ts).
export { SERVICE_AREAS, INSTALLER_UTILITIES, INSTALLER_REGIONS };
const US_PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;

const oneOf = (values) => z.string().check(z.refine((v) => values.includes(v), { message: `must be one of: ${values.join(", ")}` }));
const text = (max) =>
  z.string().check(z.minLength(1, "is required"), z.maxLength(max, `must be at most ${max} characters`));

const RowSchema = z.strictObject({
  state: z.string().check(z.refine((v) => v === "CA", { message: "must be CA (the directory covers California metros)" })),
  utility: oneOf(INSTALLER_UTILITIES),
  region: oneOf(INSTALLER_REGIONS),
  serviceArea: oneOf(SERVICE_AREAS),
  company: text(120),
  city: text(80),
  phone: z.string().check(z.regex(US_PHONE, "must be a 10-digit US phone number, like (555) 555-0100")),
  website: z.string().check(z.refine((v) => v === "" || HTTP_URL.test(v), { message: "must be empty or an http(s) address" })),
  yelpProfile: z.string().check(z.regex(HTTP_URL, "must be an http(s) address of the review page")),
});

/** Validates CSV text. Returns { installers } or { errors: ["Line n: …"] }. */
export function validateInstallerCsv(source) {
  let records;
  try {
    records = parseCsvWithLines(source);
  } catch (error) {
    return { errors: [error.message] };
  }
  const [header, ...rows] = records;
  if (!header) return { errors: ["The file is empty: expected a header row and at least one installer."] };
  const names = header.fields.map((name) => name.trim());
  const missing = COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !COLUMNS.includes(name));
  const headerErrors = [];
  if (missing.length) headerErrors.push(`Line ${header.line}: missing column(s): ${missing.join(", ")}`);
  if (unknown.length) headerErrors.push(`Line ${header.line}: unknown column(s): ${unknown.join(", ")}`);
  if (new Set(names).size !== names.length) headerErrors.push(`Line ${header.line}: a column name appears twice`);
  if (headerErrors.length) return { errors: [...headerErrors, `Expected columns: ${COLUMNS.join(",")}`] };
  if (rows.length === 0) return { errors: ["No installer rows found under the header."] };

  const errors = [];
  const installers = [];
  const seen = new Map();
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      errors.push(`Line ${line}: expected ${names.length} fields, found ${fields.length}`);
      continue;
    }
    const raw = Object.fromEntries(names.map((name, index) => [name, fields[index].trim()]));
    const parsed = RowSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => {
        const column = String(issue.path[0] ?? "row");
        return `${column} ${JSON.stringify(raw[column] ?? "")} ${issue.message}`;
      });
      errors.push(`Line ${line}: ${problems.join("; ")}`);
      continue;
    }
    const key = `${parsed.data.company.toLowerCase()}|${parsed.data.serviceArea}`;
    if (seen.has(key)) {
      errors.push(`Line ${line}: duplicates line ${seen.get(key)} (same company and service area)`);
      continue;
    }
    seen.set(key, line);
    // Key order fixed so the committed JSON diffs cleanly.
    installers.push(Object.fromEntries(COLUMNS.map((column) => [column, parsed.data[column]])));
  }
  return errors.length ? { errors } : { installers };
}

function parseArgs(argv) {
  const args = { file: undefined, out: DEFAULT_OUT };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--out") args.out = resolve(argv[++i] ?? "");
    else if (!args.file) args.file = argv[i];
    else throw new Error(`Unexpected argument: ${argv[i]}`);
  }
  return args;
}

export function main(argv) {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  if (!args.file) {
    console.error("Usage: npm run installers:import -- <file.csv> [--out <path>]");
    return 2;
  }
  if (!existsSync(args.file)) {
    console.error(`File not found: ${args.file}`);
    return 2;
  }
  const result = validateInstallerCsv(readFileSync(args.file, "utf8"));
  if (result.errors) {
    for (const message of result.errors) console.error(message);
    console.error(`\n${result.errors.length} problem(s) found in ${args.file}. Nothing was written.`);
    return 1;
  }
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result.installers, null, 2)}\n`);
  console.log(`Imported ${result.installers.length} installer(s) into ${relative(process.cwd(), args.out) || args.out}.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
