// `npm run bench`: builds and serves the app, then prints and records for each route the initial
// JS and CSS (gzip, from the build manifest) and Lighthouse mobile scores (median of BENCH_RUNS,
// default 3, since a shared 2-core machine is noisy), and INP from a Lighthouse user flow that
// types and slides on /charging-plan on a throttled phone (scripts/lib/input-flow.mjs), with the
// machine's load average. Writes docs/benchmarks.md. Not part of npm test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadavg } from "node:os";
import { join } from "node:path";
import { withKeptNotes } from "./lib/benchmark-report.mjs";
import { INITIAL_JS_BUDGET_BYTES, isMapChunk, measureRoutes } from "./lib/bundle-size.mjs";
import { INP_BUDGET_MS, measureInputFlow } from "./lib/input-flow.mjs";
import { findChromium } from "./ensure-chromium.mjs";
import { bin, projectRoot, quietEnv } from "./quiet-env.mjs";

const port = process.env.BENCH_PORT ?? "8790";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const outDir = join(projectRoot, "dist", `e2e-${port}`);
/** Routes with Lighthouse runs: one per page family (all routes get bundle figures). */
const LIGHTHOUSE_ROUTES = (process.env.BENCH_ROUTES ??
  "/,/charging-plan,/charging-plan/basics,/charging-plan/home-charger,/charging-plan/public-charging,/charging-plan/automate-charging,/ev-gas-savings-calculator,/ev-phev-hybrid-recommender,/charging-plan/incentives,/maximize-ev-fuel-savings-calculator,/about,/galpinhonda").split(",");
const TARGETS = { performance: 97, accessibility: 100, "best-practices": 95, seo: 100 };
/** All the JS a map-free route fetches by network idle (gzip): its first load plus what it loads at once. */
const NETWORK_IDLE_JS_BUDGET_BYTES = 130 * 1024;
/** Lab metrics behind the performance score, reported with it (ms, CLS unitless). */
const METRICS = {
  "first-contentful-paint": (ms) => `${(ms / 1000).toFixed(1)} s`,
  "largest-contentful-paint": (ms) => `${(ms / 1000).toFixed(1)} s`,
  "total-blocking-time": (ms) => `${Math.round(ms)} ms`,
  "cumulative-layout-shift": (value) => value.toFixed(3),
};

const chrome = findChromium();
if (!chrome) {
  console.error("No Chromium found: run `node scripts/ensure-chromium.mjs` (installs Debian's chromium as root).");
  process.exit(1);
}

async function waitForHealth(timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: retry twice. */
function lighthouse(url, attempt = 1) {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`retrying ${url}: ${error.message.split("\n")[0]}`);
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url) {
  const result = spawnSync(
    bin("lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...quietEnv, CHROME_PATH: chrome }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.slice(-500)}`);
  const report = JSON.parse(result.stdout);
  // Every script of ours the page fetched before Lighthouse saw the network go quiet.
  const scripts = (report.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
  return {
    scripts,
    ...Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round(report.categories[key].score * 100)])),
    ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, report.audits[key].numericValue])),
  };
}

/** gzip bytes of the scripts a page fetched, and whether the map was among them. */
function networkIdleJs(paths) {
  const files = [...new Set(paths)].map((path) => join(outDir, path)).filter((file) => existsSync(file));
  const code = files.map((file) => readFileSync(file));
  return {
    bytes: code.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0),
    withMap: files.some((file, index) => isMapChunk(file, code[index].toString("utf8"))),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const idleJsCell = ({ bytes, withMap }) =>
  withMap ? `${kb(bytes)} (with the map)` : `${kb(bytes)}${bytes <= NETWORK_IDLE_JS_BUDGET_BYTES ? "" : " **over budget**"}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = spawn(process.execPath, [join(projectRoot, "scripts", "e2e-server.mjs")], {
  env: { ...quietEnv, PW_PORT: port },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM"); // the whole group: workerd outlives its npx parent otherwise
  } catch {
    /* already gone */
  }
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

try {
  await waitForHealth();
  const sizes = measureRoutes(outDir);
  const loadBefore = loadavg()[0];
  const flows = [];
  for (let i = 0; i < runs; i++) flows.push(await measureInputFlow(origin, { chrome }));
  const inputFlow = {
    inp: median(flows.map((flow) => flow.inp ?? Infinity)),
    inpRange: [Math.min(...flows.map((flow) => flow.inp ?? Infinity)), Math.max(...flows.map((flow) => flow.inp ?? Infinity))],
    tbt: median(flows.map((flow) => flow.tbt ?? Infinity)),
  };
  console.log("input flow", inputFlow, flows.map((flow) => flow.longTasks));
  const scores = {};
  for (const route of LIGHTHOUSE_ROUTES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(lighthouse(`${origin}${route}`));
    scores[route] = Object.fromEntries(
      [...Object.keys(TARGETS), ...Object.keys(METRICS)].map((key) => [key, median(samples.map((s) => s[key]))]),
    );
    scores[route].idleJs = networkIdleJs(samples[0].scripts);
    console.log(route, scores[route]);
  }

  const loadAfter = loadavg()[0];
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    "# Benchmarks",
    "",
    `Measured ${date} with \`npm run bench\` on the development machine (2 cores, Debian Chromium,`,
    `Lighthouse mobile emulation with simulated throttling, median of ${runs} runs). Budgets: initial JS`,
    `≤ ${INITIAL_JS_BUDGET_BYTES / 1024} KB gzip on every route (enforced by scripts/bundle-budget.test.ts in npm test);`,
    `Lighthouse performance ≥ ${TARGETS.performance}, accessibility 100, best practices ≥ 95, SEO 100; INP ≤ ${INP_BUDGET_MS} ms in the input flow.`,
    `Machine load (1-minute load average, 2 cores) at the start and the end: ${loadBefore.toFixed(2)} and ${loadAfter.toFixed(2)}.`,
    "",
    "## Input responsiveness (Lighthouse user flow)",
    "",
    "Lighthouse user flow (`scripts/lib/input-flow.mjs`), mobile, devtools throttling (4x CPU, slow 4G): open",
    "/charging-plan, then a timespan that types a ZIP (a key every 60 ms), moves both sliders four steps with the",
    "keyboard and taps the first question's answer.",
    "",
    "| INP (median) | INP (lowest–highest) | blocking time during the input (median) | within INP budget |",
    "|---|---|---|---|",
    `| ${Math.round(inputFlow.inp)} ms | ${Math.round(inputFlow.inpRange[0])}–${Math.round(inputFlow.inpRange[1])} ms | ${Math.round(inputFlow.tbt)} ms | ${inputFlow.inp <= INP_BUDGET_MS ? "yes" : "**no**"} |`,
    "",
    "## Initial JS and CSS per route (gzip)",
    "",
    "| route | JS | CSS | within JS budget |",
    "|---|---|---|---|",
    ...sizes.map((s) => `| ${s.path} | ${kb(s.jsBytes)} | ${kb(s.cssBytes)} | ${s.jsBytes <= INITIAL_JS_BUDGET_BYTES ? "yes" : "**no**"} |`),
    "",
    "The wizard's map (maplibre-gl) is loaded on demand when step 1 shows the map and is not counted above.",
    "",
    "## Lighthouse (mobile)",
    "",
    "| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS by network idle |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...Object.entries(scores).map(
      ([route, s]) =>
        `| ${route} | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${Object.entries(METRICS)
          .map(([key, format]) => format(s[key]))
          .join(" | ")} | ${idleJsCell(s.idleJs)} |`,
    ),
    "",
    `"JS by network idle" is every script of ours the page fetched before the network went quiet (gzip);`,
    `a map-free route stays within ${NETWORK_IDLE_JS_BUDGET_BYTES / 1024} KB. Routes that show the map load maplibre too.`,
    "",
  ];
  const reportPath = join(projectRoot, "docs", "benchmarks.md");
  const previousReport = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : "";
  writeFileSync(reportPath, withKeptNotes(`${lines.join("\n")}\n`, previousReport));
  console.log("\n" + lines.slice(6).join("\n"));
  const misses = Object.entries(scores).flatMap(([route, s]) =>
    Object.entries(TARGETS).filter(([key, target]) => s[key] < target).map(([key, target]) => `${route} ${key} ${s[key]} < ${target}`),
  );
  if (inputFlow.inp > INP_BUDGET_MS) misses.push(`input flow INP ${Math.round(inputFlow.inp)} ms > ${INP_BUDGET_MS} ms`);
  if (misses.length) console.log(`\nBelow target:\n  ${misses.join("\n  ")}`);
} finally {
  stop();
}
