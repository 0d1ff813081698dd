// The operator CLI's input checks, argument parsing and the seed migration (domain project, Node).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readDealerFile } from "./lib/dealer-input.mjs";
import { seedMigrationSql } from "./lib/dealer-seed.mjs";
import { CliError, parseArgs, runCommand } from "./lib/dealers-cli.mjs";
import { sqlLiteral, updateDealersSql } from "./lib/dealer-sql.mjs";

const root = new URL("../", import.meta.url);

describe("dealer files", () => {
  it("a valid JSON file gives records with defaults", () => {
    const result = readDealerFile(JSON.stringify([{ slug: "bay-toyota", name: "Bay Toyota", brand: "Toyota", city: "Oakland" }]), "d.json", "add");
    expect(result).toEqual({
      records: [{ slug: "bay-toyota", name: "Bay Toyota", brand: "Toyota", city: "Oakland", website: null, phone: null, offers: [], installers: [], faq: [] }],
    });
  });

  it("JSON errors name the row, the slug and the field; every problem is listed", () => {
    const result = readDealerFile(
      JSON.stringify([
        { slug: "good", name: "Good Motors", brand: "Kia" },
        { slug: "bad-one", name: "", brand: "Kia", offers: [{ id: "x", title: "T", amount: "A", details: "D", source: "S", endDate: "2026-13-01" }] },
        { name: "No Slug", brand: "Kia", colour: "red" },
        { slug: "good", name: "Again", brand: "Kia" },
      ]),
      "dealers.json",
      "add",
    );
    expect(result.errors).toEqual([
      "Row 2 (bad-one): name: is required",
      "Row 2 (bad-one): offers[1].endDate: must be a date written YYYY-MM-DD",
      "Row 3: slug: Invalid input: expected string, received undefined",
      'Row 3: Unrecognized key: "colour"',
      "Row 4 (good): slug: appears twice in the file (also Row 1)",
    ]);
    const spellings = readDealerFile(
      JSON.stringify([
        { slug: "bay-toyota", name: "Bay Toyota", brand: "Toyota" },
        { slug: "baytoyota", name: "Bay Toyota", brand: "Toyota" },
      ]),
      "dealers.json",
      "add",
    );
    expect(spellings.errors).toEqual(["Row 2 (baytoyota): slug: is the same address as Row 1's bay-toyota (slugs that differ only by hyphens are one dealer)"]);
  });

  it("CSV errors name the line and the field; unknown columns are refused with the list", () => {
    const csv = "slug,name,city,brand,website,phone\nbay-toyota,Bay Toyota,Oakland,Toyota,,\npricing,Pricing,,Kia,ftp://x,555-0100\n";
    expect(readDealerFile(csv, "d.csv", "add").errors).toEqual([
      "Line 3 (pricing): slug: is a reserved word or starts with a reserved prefix (ev-, home-, public-, maximize-, automate-)",
      "Line 3 (pricing): website: must be an http(s) address",
      "Line 3 (pricing): phone: must be a 10-digit US phone number, like (555) 555-0100",
    ]);
    expect(readDealerFile("slug,name,brand,offers\nx,X,Y,[]\n", "d.csv", "add").errors).toEqual([
      "Line 1: unknown column(s): offers (CSV columns: slug, name, city, brand, website, phone; offers, installers and FAQ need a JSON file)",
    ]);
    expect(readDealerFile("slug,city\nbay-toyota,Oakland\n", "u.csv", "update")).toEqual({ records: [{ slug: "bay-toyota", city: "Oakland" }] });
    expect(readDealerFile("{not json", "x.json", "add").errors![0]).toMatch(/^The file is not valid JSON/);
  });

  it("update SQL sets only the named fields, quotes doubled", () => {
    expect(updateDealersSql([{ slug: "a", city: null, name: "O'Hare Kia" }], { actor: "op", nowMs: 5 })[0]).toBe(
      "UPDATE dealers SET city = NULL, name = 'O''Hare Kia', updated_at = 5 WHERE slug = 'a';",
    );
    expect(sqlLiteral("it's")).toBe("'it''s'");
  });
});

describe("CLI arguments", () => {
  it("local by default, --remote for production, --persist-to for a local state folder", () => {
    expect(parseArgs(["list"])).toEqual({ command: "list", args: [], options: { remote: false, persistTo: undefined, actor: undefined } });
    expect(parseArgs(["add", "f.json", "--remote"]).options.remote).toBe(true);
    expect(parseArgs(["list", "--persist-to", ".wrangler/x"]).options.persistTo).toBe(".wrangler/x");
    expect(() => parseArgs(["list", "--remote", "--persist-to", "x"])).toThrow("--persist-to is for the local database");
    expect(() => parseArgs([])).toThrow(CliError);
    expect(() => parseArgs(["list", "--force"])).toThrow("Unknown option --force");
  });

  it("bad emails and slugs are refused before anything runs", () => {
    expect(() => runCommand(parseArgs(["grant", "not-an-email", "galpinhonda"]))).toThrow('email "not-an-email": must be an email address');
    expect(() => runCommand(parseArgs(["grant", "a@b.co", "Bad Slug"]))).toThrow(/^slug "Bad Slug": must be 1 to 40/);
    expect(() => runCommand(parseArgs(["frobnicate"]))).toThrow('Unknown command "frobnicate".');
  });
});

describe("seed migration", () => {
  it("is exactly the SQL for domain/dealers/seed.json", () => {
    const seed = readFileSync(new URL("domain/dealers/seed.json", root), "utf8");
    const migration = readFileSync(new URL("migrations/0004_dealer_seed.sql", root), "utf8");
    expect(migration).toBe(seedMigrationSql(seed));
    expect(migration).toContain("INSERT OR IGNORE INTO dealers");
  });
});
