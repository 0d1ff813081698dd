// `npm test`: everything, in the least wall-clock time a 2-core machine allows (issue 31).
//
//   1. ESLint and the typecheck, side by side (neither needs the other);
//   2. one production build (dist/client), shared by every later step;
//   3. the vitest projects and the Playwright suite side by side: the browser suite serves the
//      build of step 2 (E2E_ASSETS_DIR) instead of building its own. The browser suite spends most
//      of its time waiting on pages, so the unit tests fill cores it leaves idle.
//
// Each step's wall-clock time is printed at the end, so a slow step shows itself. Vitest's output
// is kept in a buffer and printed after the browser suite's (interleaved lines would be unreadable);
// on failure both are shown in full. The exit code is non-zero if any step failed.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { bin, projectRoot, quietEnv } from "./quiet-env.mjs";

const timings = [];

/** Runs a command; resolves with its exit code and (when buffered) its output. */
function run(label, command, args, { buffer = false, env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { ...quietEnv, ...env },
      stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const chunks = [];
    if (buffer) {
      child.stdout.on("data", (chunk) => chunks.push(chunk));
      child.stderr.on("data", (chunk) => chunks.push(chunk));
    }
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ label, seconds, code: code ?? 1 });
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() });
    });
  });
}

function report() {
  console.log("\nnpm test, wall-clock time per step:");
  for (const { label, seconds, code } of timings) {
    console.log(`  ${code === 0 ? "ok  " : "FAIL"} ${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`);
  }
}

function stop(code) {
  report();
  process.exit(code);
}

const node = bin("node");
const npmStarted = performance.now();

const [lint, typecheck] = await Promise.all([
  run("lint (eslint)", bin("eslint"), ["--max-warnings=0", "."], { buffer: true }),
  run("typecheck (wrangler types, tsc)", "npm", ["run", "--silent", "typecheck"], { buffer: true }),
]);
for (const step of [lint, typecheck]) if (step.output.trim()) process.stdout.write(step.output);
if (lint.code !== 0 || typecheck.code !== 0) stop(1);

if ((await run("build (vite, prerender)", node, [join(projectRoot, "scripts", "build.mjs"), "--quiet"])).code !== 0) stop(1);
if ((await run("chromium present", node, [join(projectRoot, "scripts", "ensure-chromium.mjs")])).code !== 0) stop(1);

const [unit, browser] = await Promise.all([
  // The bundle budget measures this build too (scripts/bundle-budget.test.ts), rather than making two more.
  run("vitest (domain, web, worker)", bin("vitest"), ["run"], { buffer: true, env: { PLUGPLAN_BUILT_DIR: join(projectRoot, "dist", "client") } }),
  run("playwright (desktop, phone)", bin("playwright"), ["test"], {
    env: { E2E_ASSETS_DIR: join(projectRoot, "dist", "client") },
  }),
]);
console.log("\n--- vitest ---");
process.stdout.write(unit.output);
timings.push({ label: "total", seconds: (performance.now() - npmStarted) / 1000, code: unit.code || browser.code });
stop(unit.code !== 0 || browser.code !== 0 ? 1 : 0);
