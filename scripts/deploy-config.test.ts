// The deployable configuration (what `npm run deploy` ships: wrangler.toml without --env) is
// production with every guard on, read with wrangler's own parser (issue 28, decision 0016).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deployProblems, originProblem, readDeployConfig, REQUIRED_RATE_LIMITS } from "./lib/deploy-config.mjs";
import { localVars, TURNSTILE_TEST_SITE_KEY } from "./local-vars.mjs";

type Problems = (config: unknown, options?: { operatorValues?: boolean }) => string[];
const problemsOf = deployProblems as Problems;
const committed = readFileSync("wrangler.toml", "utf8");

/** wrangler.toml with `edit` applied, read as wrangler deploy would. */
function readEdited(edit: (toml: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-config-"));
  const path = join(dir, "wrangler.toml");
  // Paths in the file (main, assets, migrations) are relative to it: point them back at the project.
  writeFileSync(path, edit(committed).replaceAll('"worker/', `"${process.cwd()}/worker/`).replaceAll('"./dist', `"${process.cwd()}/dist`).replaceAll('"migrations"', `"${process.cwd()}/migrations"`));
  return readDeployConfig(path);
}

describe("the deployable configuration (wrangler.toml, no --env)", () => {
  const config = readDeployConfig("wrangler.toml");

  it("is production with every limit on; only the operator's two values are left to fill in", () => {
    expect(config.vars.ENVIRONMENT).toBe("production");
    expect(problemsOf(config, { operatorValues: false })).toEqual([]);
    for (const name of REQUIRED_RATE_LIMITS as string[]) {
      expect(config.ratelimits.map((rule: { name: string }) => rule.name)).toContain(name);
    }
  });

  it("cannot be deployed as committed: the origin is empty and Turnstile has no site key", () => {
    expect(problemsOf(config)).toEqual([
      "APP_ORIGIN is empty: set it to the https origin people use (e.g. https://www.example.com)",
      "TURNSTILE_SITE_KEY is empty: sign-in needs Turnstile in production",
    ]);
  });

  it("passes once the operator sets a public https origin and a site key", () => {
    const filled = readEdited((toml) =>
      toml.replace('APP_ORIGIN = ""', 'APP_ORIGIN = "https://www.example.com"').replace('TURNSTILE_SITE_KEY = ""', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAexample"'),
    );
    expect(problemsOf(filled)).toEqual([]);
  });

  it("fails if a limit would be off: development, a missing or zero rate limit, a local origin, test keys", () => {
    const filled = (toml: string) =>
      toml.replace('APP_ORIGIN = ""', 'APP_ORIGIN = "https://www.example.com"').replace('TURNSTILE_SITE_KEY = ""', 'TURNSTILE_SITE_KEY = "0x4AAAAAAAexample"');
    expect(problemsOf(readEdited((toml) => filled(toml).replace('ENVIRONMENT = "production"', 'ENVIRONMENT = "development"')))).toEqual([
      'ENVIRONMENT is "development", not "production": per-client limits and shares would be off',
    ]);
    expect(problemsOf(readEdited((toml) => filled(toml).replace('name = "PROGRESS_SESSION_LIMITER"', 'name = "SOMETHING_ELSE"')))).toEqual([
      "the Rate Limiting binding PROGRESS_SESSION_LIMITER is missing",
    ]);
    expect(problemsOf(readEdited((toml) => filled(toml).replace("simple = { limit = 5, period = 60 }", "simple = { limit = 0, period = 60 }")))).toEqual([
      "the Rate Limiting binding SIGN_IN_BURST_LIMITER has no valid limit",
    ]);
    expect(problemsOf(readEdited((toml) => filled(toml).replace("https://www.example.com", "http://localhost:8787")))).toEqual([
      'APP_ORIGIN "http://localhost:8787" must use https',
    ]);
    expect(problemsOf(readEdited((toml) => filled(toml).replace("0x4AAAAAAAexample", TURNSTILE_TEST_SITE_KEY)))).toEqual([
      "TURNSTILE_SITE_KEY is one of Cloudflare's test keys: it stops nobody",
    ]);
  });

  it("names what is wrong with an origin", () => {
    expect(originProblem("https://plugplan.example")).toBeNull();
    expect(originProblem("https://localhost:8787")).toBe('APP_ORIGIN "https://localhost:8787" is on this machine, not a public origin');
    expect(originProblem("https://127.0.0.1")).toBe('APP_ORIGIN "https://127.0.0.1" is on this machine, not a public origin');
    expect(originProblem("https://www.example.com/app")).toBe('APP_ORIGIN "https://www.example.com/app" must be an origin only (no path, query or fragment)');
    expect(originProblem("plugplan")).toBe('APP_ORIGIN "plugplan" is not a URL');
  });

  it("local runs opt out explicitly, with a localhost origin and Turnstile's test keys", () => {
    expect(localVars("http://localhost:8787")).toEqual({
      ENVIRONMENT: "development",
      APP_ORIGIN: "http://localhost:8787",
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    });
  });
});
