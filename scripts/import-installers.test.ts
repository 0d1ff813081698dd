// The installer import script, run as a real process on temporary CSV files.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import {
  INSTALLER_REGIONS as DOMAIN_REGIONS,
  INSTALLER_UTILITIES as DOMAIN_UTILITIES,
  InstallersFileSchema,
  SERVICE_AREAS as DOMAIN_AREAS,
} from "../domain/installers/installers.schema";
import * as script from "./import-installers.mjs";

const dir = mkdtempSync(join(tmpdir(), "installers-import-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = "state,utility,region,serviceArea,company,city,phone,website,yelpProfile";
const GOOD_ROWS = [
  'CA,LADWP,Los Angeles,Greater LA,Example Electric Co,Exampleville,(555) 555-0101,https://example.com/,https://www.example.com/reviews/1',
  'CA,PG&E,Bay Area,East Bay,"Sample Sparks, Ltd",Sampletown,555-555-0102,,https://www.example.com/reviews/2',
];

function run(csv: string, name: string) {
  const file = join(dir, `${name}.csv`);
  const out = join(dir, `${name}.json`);
  writeFileSync(file, csv);
  const result = spawnSync(process.execPath, ["scripts/import-installers.mjs", file, "--out", out], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, out };
}

describe("npm run installers:import", () => {
  it("imports a good file and writes JSON the app accepts", () => {
    const { status, stdout, out } = run([HEADER, ...GOOD_ROWS].join("\n") + "\n", "good");
    expect(status).toBe(0);
    expect(stdout).toContain("Imported 2 installer(s)");
    const json = JSON.parse(readFileSync(out, "utf8"));
    expect(InstallersFileSchema.safeParse(json).success).toBe(true);
    expect(json[1]).toEqual({
      state: "CA",
      utility: "PG&E",
      region: "Bay Area",
      serviceArea: "East Bay",
      company: "Sample Sparks, Ltd",
      city: "Sampletown",
      phone: "555-555-0102",
      website: "",
      yelpProfile: "https://www.example.com/reviews/2",
    });
  });

  it("reports every bad row with its line number and writes nothing", () => {
    const csv = [
      HEADER,
      GOOD_ROWS[0],
      "NV,LADWP,Los Angeles,Greater LA,Demo Wiring,Demoburg,555-555-0103,,https://www.example.com/r/3",
      "CA,SMUD,Sacramento,Midtown,Demo Two,Demoburg,555-0104,ftp://x,",
      "CA,SCE,Los Angeles,Orange County,,Sampletown,555-555-0105,,https://www.example.com/r/5",
      "CA,SCE,Los Angeles,Orange County,Too Few Fields",
      '"CA",LADWP,Los Angeles,Greater LA,"Example Electric Co",Exampleville,555 555 0199,,https://www.example.com/r/9',
    ].join("\n");
    const { status, stderr, out } = run(csv, "bad");
    expect(status).toBe(1);
    expect(existsSync(out)).toBe(false);
    expect(stderr).toContain('Line 3: state "NV" must be CA');
    expect(stderr).toMatch(/Line 4: utility "SMUD" must be one of: LADWP, PG&E, SCE, SDG&E; region "Sacramento" must be one of/);
    expect(stderr).toMatch(/Line 4: .*serviceArea "Midtown" must be one of/);
    expect(stderr).toMatch(/Line 4: .*phone "555-0104" must be a 10-digit US phone number/);
    expect(stderr).toMatch(/Line 4: .*website "ftp:\/\/x" must be empty or an http\(s\) address/);
    expect(stderr).toMatch(/Line 4: .*yelpProfile "" must be an http\(s\) address/);
    expect(stderr).toContain('Line 5: company "" is required');
    expect(stderr).toContain("Line 6: expected 9 fields, found 5");
    expect(stderr).toContain("Line 7: duplicates line 2 (same company and service area)");
    expect(stderr).toContain("5 problem(s) found");
    expect(stderr).not.toContain("Line 2:");
  });

  it("counts lines inside quoted multi-line fields", () => {
    const csv = [HEADER, 'CA,LADWP,Los Angeles,Greater LA,"Example\nElectric",Exampleville,555-555-0101,,https://e.example.com/', "CA,SCE,Los Angeles,Orange County,X,Y,bad,,https://e.example.com/"].join("\n");
    const { status, stderr } = run(csv, "multiline");
    expect(status).toBe(1);
    expect(stderr).toContain('Line 4: phone "bad"');
  });

  it("rejects a wrong header, an empty file and a missing file", () => {
    const wrong = run("state,utility,region,area,company,city,phone,website,yelp\n" + GOOD_ROWS[0], "header");
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("Line 1: missing column(s): serviceArea, yelpProfile");
    expect(wrong.stderr).toContain("Line 1: unknown column(s): area, yelp");
    expect(run("", "empty").stderr).toContain("The file is empty");
    expect(run(HEADER + "\n", "header-only").stderr).toContain("No installer rows found");
    const missing = spawnSync(process.execPath, ["scripts/import-installers.mjs", join(dir, "nope.csv")], { encoding: "utf8" });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("File not found");
  });

  it("uses the same lists as the app's schema", () => {
    expect(script.SERVICE_AREAS).toEqual([...DOMAIN_AREAS]);
    expect(script.INSTALLER_UTILITIES).toEqual([...DOMAIN_UTILITIES]);
    expect(script.INSTALLER_REGIONS).toEqual([...DOMAIN_REGIONS]);
  });
});
