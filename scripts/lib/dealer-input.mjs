// Reads and validates an operator's dealer file (JSON array/object or CSV) with the app's own zod
// schemas (domain/dealers/dealers.schema.ts). Every problem is reported, each naming its row and field:
//   Row 2 (galpinhonda): offers[1].endDate: must be a date written YYYY-MM-DD
//   Line 3 (bay-toyota): phone: must be a 10-digit US phone number, like (555) 555-0100
// JSON rows are counted from 1 in the array; CSV rows are the file's line numbers.
import * as z from "zod/mini";
import { en } from "zod/locales";
import { DealerInputSchema, DealerUpdateSchema, describeIssues } from "../../domain/dealers/dealers.schema.ts";
import { dealerMatchKey } from "../../domain/dealers/slug.ts";
import { parseCsvWithLines } from "./csv.mjs";

// zod/mini ships no messages; the operator reads English ones for the rules we did not word ourselves.
z.config(en());

/** CSV carries the page's plain fields; offers, installers and FAQ need JSON. */
export const CSV_COLUMNS = ["slug", "name", "city", "brand", "website", "phone"];

function rowsFromJson(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { errors: [`The file is not valid JSON: ${error.message}`] };
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return { errors: ["The file holds no dealers."] };
  return { rows: list.map((data, index) => ({ label: `Row ${index + 1}`, data })) };
}

function rowsFromCsv(text, mode) {
  let records;
  try {
    records = parseCsvWithLines(text);
  } catch (error) {
    return { errors: [error.message] };
  }
  const [header, ...rows] = records;
  if (!header) return { errors: ["The file is empty: expected a header row and at least one dealer."] };
  const names = header.fields.map((name) => name.trim());
  const unknown = names.filter((name) => !CSV_COLUMNS.includes(name));
  const required = mode === "add" ? ["slug", "name", "brand"] : ["slug"];
  const missing = required.filter((column) => !names.includes(column));
  const errors = [];
  if (missing.length) errors.push(`Line ${header.line}: missing column(s): ${missing.join(", ")}`);
  if (unknown.length) errors.push(`Line ${header.line}: unknown column(s): ${unknown.join(", ")} (CSV columns: ${CSV_COLUMNS.join(", ")}; offers, installers and FAQ need a JSON file)`);
  if (new Set(names).size !== names.length) errors.push(`Line ${header.line}: a column name appears twice`);
  if (errors.length) return { errors };
  if (rows.length === 0) return { errors: ["No dealer rows found under the header."] };
  return {
    rows: rows.map((row) => ({
      label: `Line ${row.line}`,
      data: Object.fromEntries(names.map((name, index) => [name, (row.fields[index] ?? "").trim()])),
    })),
  };
}

/**
 * Validates a file for `add` (full records) or `update` (slug + fields to replace).
 * Returns { records } or { errors } (every problem, row by row).
 */
export function readDealerFile(text, fileName, mode) {
  const isCsv = /\.csv$/i.test(fileName);
  const source = isCsv ? rowsFromCsv(text.replace(/^\uFEFF/, ""), mode) : rowsFromJson(text);
  if (source.errors) return { errors: source.errors };
  const schema = mode === "add" ? DealerInputSchema : DealerUpdateSchema;
  const errors = [];
  const records = [];
  const seen = new Map();
  for (const { label, data } of source.rows) {
    const slug = data && typeof data === "object" && typeof data.slug === "string" ? data.slug.trim() : "";
    const where = slug ? `${label} (${slug})` : label;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      for (const message of describeIssues(parsed.error.issues)) errors.push(`${where}: ${message}`);
      continue;
    }
    // Slugs that differ only by hyphens are one address (the registry's unique match key).
    const key = dealerMatchKey(parsed.data.slug);
    const earlier = seen.get(key);
    if (earlier) {
      errors.push(
        earlier.slug === parsed.data.slug
          ? `${where}: slug: appears twice in the file (also ${earlier.label})`
          : `${where}: slug: is the same address as ${earlier.label}'s ${earlier.slug} (slugs that differ only by hyphens are one dealer)`,
      );
      continue;
    }
    seen.set(key, { label, slug: parsed.data.slug });
    records.push(parsed.data);
  }
  return errors.length ? { errors } : { records };
}
