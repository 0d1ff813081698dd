// CPU cost of one og:image render (docs/benchmarks-og.md). Workers freeze the clock while code
// runs, so the Worker cannot time itself; this renders the very same card (worker/og/plan-card.ts,
// bundled with esbuild) through the same engines (satori 0.63 + @resvg/resvg-wasm) in Node's V8 and
// reads process.cpuUsage() around each render. Run: npx node scripts/og-default-bench.mjs [renders]
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";

const require = createRequire(import.meta.url);
const runs = Number(process.argv[2] ?? 30);
const outfile = join(tmpdir(), `plugplan-plan-card-${process.pid}.mjs`);
// The card and the plan model it is drawn from (the route computes the plan; so does this bench).
await build({
  stdin: {
    contents: 'export { planCard, OG_WIDTH, OG_HEIGHT } from "./worker/og/plan-card.ts"; export { computePlan } from "./domain/charging-plan/model.ts";',
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "neutral",
  outfile,
  logLevel: "warning",
});
const { planCard, computePlan, OG_WIDTH, OG_HEIGHT } = await import(pathToFileURL(outfile).href);
const today = new Date().toISOString().slice(0, 10);

const font = (weight) => readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Inter", data: await font(400), weight: 400, style: "normal" },
  { name: "Inter", data: await font(700), weight: 700, style: "normal" },
];
const startup = process.cpuUsage();
await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
const startupCpu = process.cpuUsage(startup);

const inputs = (i) => ({
  zipCode: String(94100 + i),
  annualMiles: 10_000,
  dailyMiles: 20 + i,
  hoursParkedAtHome: 8,
  evType: i % 3 === 0 ? "PHEV" : "BEV",
  evRange: i % 3 === 0 ? 35 : 250,
  homeCharging: i % 2 ? "yes" : "no",
  homeSetup: "level1",
});

async function render(i) {
  const plan = computePlan(inputs(i), null, today);
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const svg = await satori(planCard(inputs(i), plan), { width: OG_WIDTH, height: OG_HEIGHT, fonts });
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } });
  const image = resvg.render();
  const png = image.asPng();
  image.free();
  resvg.free();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall, bytes: png.length };
}

const first = await render(0); // includes satori's own start-up (fonts parsed, HarfBuzz started)
const samples = [];
for (let i = 1; i <= runs; i++) samples.push(await render(i));
const stat = (key) => {
  const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0].toFixed(0)} ms`;
};
console.log(`node ${process.version}, ${runs} renders of the plan card (1200×630)`);
console.log(`resvg initWasm CPU: ${((startupCpu.user + startupCpu.system) / 1000).toFixed(0)} ms`);
console.log(`first render (cold satori) CPU: ${first.cpuMs.toFixed(0)} ms, wall ${first.wallMs.toFixed(0)} ms`);
console.log(`warm render CPU: ${stat("cpuMs")}`);
console.log(`warm render wall: ${stat("wallMs")}`);
console.log(`PNG size: ${samples[0].bytes} bytes`);
