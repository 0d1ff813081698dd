// The seed migration's SQL (migrations/0004_dealer_seed.sql): the five named dealers of the spec
// and Galpin Honda's three offers, from domain/dealers/seed.json, validated like any operator
// input. INSERT OR IGNORE: a database where an operator already registered a slug keeps its row.
import { readDealerFile } from "./dealer-input.mjs";
import { insertDealersSql } from "./dealer-sql.mjs";

export function seedMigrationSql(seedJson) {
  const result = readDealerFile(seedJson, "seed.json", "add");
  if (result.errors) throw new Error(result.errors.join("\n"));
  const header = "-- Seed: the spec's five named dealers and Galpin Honda's offers (domain/dealers/seed.json via scripts/lib/dealer-seed.mjs).";
  return [header, ...insertDealersSql(result.records, { actor: "seed", ignoreExisting: true })].join("\n--> statement-breakpoint\n") + "\n";
}
