// The operator CLI's work (scripts/dealers.mjs is the entry): parse arguments, validate, then run
// SQL on D1 through `wrangler d1 execute` (local by default, --remote for production) and drop the
// Worker's cached copy of each changed dealer (`wrangler kv key delete`), so pages change at once.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DealerSlugSchema, EmailSchema, describeIssues } from "../../domain/dealers/dealers.schema.ts";
import { dealerCacheKey, dealerMatchKey } from "../../domain/dealers/slug.ts";
import { bin, projectRoot, quietEnv } from "../quiet-env.mjs";
import {
  existingSlugsSql,
  sameAddressSlugsSql,
  grantSql,
  insertDealersSql,
  LIST_SQL,
  removeDealersSql,
  revokeSql,
  updateDealersSql,
} from "./dealer-sql.mjs";
import { readDealerFile } from "./dealer-input.mjs";

export const USAGE = `Usage: npm run dealers -- <command> [options]

  add <file.json|file.csv>     add dealers (fails if a slug is already registered)
  update <file.json|file.csv>  replace the fields each record names (slug required)
  list                         list registered dealers, their offers and staff
  remove <slug> [slug…]        remove dealers (their staff grants go too; audit rows stay)
  grant <email> <slug>         give an email the dealer-staff role for one slug
  revoke <email> <slug>        take it back

Options:
  --remote            run on the production D1 (default: the local D1 of wrangler dev)
  --persist-to <dir>  local state folder (default .wrangler/state; e2e servers use their own)
  --actor <name>      who to record in the audit table (default: $USER or "operator")`;

export class CliError extends Error {}

export function parseArgs(argv) {
  const options = { remote: false, persistTo: undefined, actor: undefined };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--remote") options.remote = true;
    else if (arg === "--local") options.remote = false;
    else if (arg === "--persist-to") options.persistTo = argv[++i];
    else if (arg === "--actor") options.actor = argv[++i];
    else if (arg === "--help" || arg === "-h") positional.unshift("help");
    else if (arg.startsWith("--")) throw new CliError(`Unknown option ${arg}\n\n${USAGE}`);
    else positional.push(arg);
  }
  const [command, ...rest] = positional;
  if (!command) throw new CliError(USAGE);
  if (options.remote && options.persistTo) throw new CliError("--persist-to is for the local database; drop it with --remote.");
  return { command, args: rest, options };
}

function targetArgs(options) {
  if (options.remote) return ["--remote"];
  return ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
}

function wrangler(args, { json = false } = {}) {
  const result = spawnSync(bin("wrangler"), args, {
    cwd: projectRoot,
    env: { ...quietEnv, CI: "true" },
    encoding: "utf8",
    stdio: json ? ["ignore", "pipe", "pipe"] : ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) {
    throw new CliError(`wrangler ${args.slice(0, 3).join(" ")} failed:\n${result.stderr ?? ""}${result.stdout ?? ""}`);
  }
  return result.stdout;
}

/** Runs a SELECT and returns its rows. */
export function query(sql, options) {
  const out = wrangler(["d1", "execute", "DB", ...targetArgs(options), "--json", "--command", sql], { json: true });
  const parsed = JSON.parse(out.slice(out.indexOf("[")));
  return parsed[0]?.results ?? [];
}

/** Runs statements from a temporary file (one transaction per file in D1). */
export function execute(statements, options) {
  if (statements.length === 0) return;
  const dir = mkdtempSync(join(tmpdir(), "plugplan-dealers-"));
  try {
    const file = join(dir, "change.sql");
    writeFileSync(file, `${statements.join("\n")}\n`);
    wrangler(["d1", "execute", "DB", ...targetArgs(options), "--file", file], { json: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Worker caches each dealer in KV (worker/services/dealers.ts): forget the changed ones. */
export function forgetCached(slugs, options) {
  for (const slug of slugs) {
    wrangler(["kv", "key", "delete", dealerCacheKey(slug), "--binding", "SESSIONS", ...targetArgs(options)], { json: true });
  }
}

function readInput(file, mode) {
  if (!file) throw new CliError(`Name the file to ${mode}: npm run dealers -- ${mode} dealers.json`);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error.message}`);
  }
  const result = readDealerFile(text, file, mode);
  if (result.errors) {
    throw new CliError(`${result.errors.join("\n")}\n\n${result.errors.length} problem(s) found in ${file}. Nothing was changed.`);
  }
  return result.records;
}

function validSlug(value) {
  const parsed = DealerSlugSchema.safeParse(value ?? "");
  if (!parsed.success) throw new CliError(`slug "${value ?? ""}": ${describeIssues(parsed.error.issues).join("; ")}`);
  return parsed.data;
}

function validEmail(value) {
  const parsed = EmailSchema.safeParse(value ?? "");
  if (!parsed.success) throw new CliError(`email "${value ?? ""}": ${describeIssues(parsed.error.issues).join("; ")}`);
  return parsed.data;
}

function registered(slugs, options) {
  return new Set(query(existingSlugsSql(slugs), options).map((row) => row.slug));
}

/** Runs one command; returns the text to print. Throws CliError with a message for the operator. */
export function runCommand({ command, args, options }, { nowMs = Date.now(), log = () => {} } = {}) {
  const actor = options.actor ?? (process.env.USER ? `operator:${process.env.USER}` : "operator");
  const where = options.remote ? "production (remote D1)" : "the local D1";
  switch (command) {
    case "help":
      return USAGE;
    case "add": {
      const records = readInput(args[0], "add");
      // One query finds both: the same slug, and another spelling of it (the registry's unique match key).
      const byKey = new Map(query(sameAddressSlugsSql(records.map((r) => dealerMatchKey(r.slug))), options).map((row) => [dealerMatchKey(row.slug), row.slug]));
      const clashes = records.flatMap((r) => {
        const registeredSlug = byKey.get(dealerMatchKey(r.slug));
        if (!registeredSlug) return [];
        return registeredSlug === r.slug
          ? [`${r.slug}: slug: is already registered (use update)`]
          : [`${r.slug}: slug: is the same address as the registered ${registeredSlug} (slugs that differ only by hyphens are one dealer; /${r.slug} already opens /${registeredSlug})`];
      });
      if (clashes.length) throw new CliError(`${clashes.join("\n")}\nNothing was changed.`);
      execute(insertDealersSql(records, { actor }), options);
      forgetCached(records.map((r) => r.slug), options);
      return `Added ${records.length} dealer(s) to ${where}: ${records.map((r) => `/${r.slug}`).join(", ")}`;
    }
    case "update": {
      const updates = readInput(args[0], "update");
      const exists = registered(updates.map((r) => r.slug), options);
      const missing = updates.filter((r) => !exists.has(r.slug));
      if (missing.length) {
        throw new CliError(`${missing.map((r) => `${r.slug}: slug: is not registered (use add)`).join("\n")}\nNothing was changed.`);
      }
      execute(updateDealersSql(updates, { actor, nowMs }), options);
      forgetCached(updates.map((r) => r.slug), options);
      return `Updated ${updates.length} dealer(s) in ${where}.`;
    }
    case "remove": {
      if (args.length === 0) throw new CliError("Name the slug(s) to remove: npm run dealers -- remove bay-toyota");
      const slugs = args.map(validSlug);
      const exists = registered(slugs, options);
      const missing = slugs.filter((slug) => !exists.has(slug));
      if (missing.length) throw new CliError(`${missing.map((slug) => `${slug}: slug: is not registered`).join("\n")}\nNothing was changed.`);
      execute(removeDealersSql(slugs, { actor }), options);
      forgetCached(slugs, options);
      return `Removed ${slugs.length} dealer(s) from ${where}. Their pages now show the generic dealer page (noindex).`;
    }
    case "grant":
    case "revoke": {
      if (args.length !== 2) throw new CliError(`Usage: npm run dealers -- ${command} <email> <slug>`);
      const email = validEmail(args[0]);
      const slug = validSlug(args[1]);
      if (!registered([slug], options).has(slug)) throw new CliError(`${slug}: slug: is not registered`);
      execute((command === "grant" ? grantSql : revokeSql)(email, slug, { actor }), options);
      return command === "grant"
        ? `${email} is now dealer staff for /${slug}: after signing in they can edit it at /dealer.`
        : `${email} is no longer dealer staff for /${slug}.`;
    }
    case "list": {
      const rows = query(LIST_SQL, options);
      if (rows.length === 0) return `No dealers in ${where}.`;
      const lines = rows.map(
        (row) =>
          `/${row.slug}  ${row.name} (${row.brand}${row.city ? `, ${row.city}` : ""})  offers: ${row.offers}  installers: ${row.installers}  staff: ${row.staff ?? "none"}`,
      );
      log(`${rows.length} dealer(s) in ${where}:`);
      return lines.join("\n");
    }
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}
