// The server Playwright starts: a fresh build in its own folder, local D1 migrations in its own
// state folder, then wrangler dev. PW_PORT lets several runs (or developers) work side by side.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { localVars, varArgs } from "./local-vars.mjs";
import { bin, projectRoot, quietEnv } from "./quiet-env.mjs";

const port = process.env.PW_PORT ?? "8788";
// `npm test` builds once and passes that build in E2E_ASSETS_DIR; a browser run on its own builds
// into a folder of its own, so parallel runs never serve each other's half-written files.
const outDir = process.env.E2E_ASSETS_DIR ?? join(projectRoot, "dist", `e2e-${port}`);
const stateDir = join(projectRoot, ".wrangler", `e2e-state-${port}`);

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...quietEnv, ...extraEnv }, cwd: projectRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD && !process.env.E2E_ASSETS_DIR) run(process.execPath, [join(projectRoot, "scripts", "build.mjs"), "--quiet"], { OUT_DIR: outDir });
rmSync(stateDir, { recursive: true, force: true }); // every run starts from an empty database
run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { CI: "true" });

const child = spawn(
  bin("wrangler"),
  [
    "dev",
    "--ip", "127.0.0.1",
    "--port", port,
    "--assets", outDir,
    "--persist-to", stateDir,
    // wrangler.toml is production; the e2e server opts out explicitly (scripts/local-vars.mjs).
    ...varArgs(localVars(`http://127.0.0.1:${port}`)),
    "--show-interactive-dev-session=false",
    "--log-level", "warn",
  ],
  { stdio: ["ignore", "inherit", "pipe"], env: quietEnv, cwd: projectRoot },
);
// workerd reports every browser connection Playwright drops mid-response as a "Broken pipe" error;
// they are harmless and would bury real errors, so only those lines are filtered out.
const harmless = /Broken pipe|disconnected: write\(\)|recovered after a dropped connection/;
let pending = "";
child.stderr.on("data", (chunk) => {
  const lines = (pending + chunk.toString()).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) if (!harmless.test(line)) process.stderr.write(`${line}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
