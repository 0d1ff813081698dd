// `npm run load`: a load test of the running app (start it first with `npm start`, or point
// LOAD_URL at another server). Mixed traffic at rising concurrency with autocannon: the home page,
// the plan, a registered dealer's page, a shared plan, its og card, the stations API, signed-in
// progress writes and a static asset. For each concurrency level every route runs on its own
// (req/s, p50/p99 latency and errors per route, comparable with each other), then all together in
// the traffic mix. D1 writes are counted by the Worker in local development (/dev/d1-writes) and
// reported per 1,000 requests. The results go to docs/benchmarks.md ("Load test" section).
//
//   LOAD_URL        server (default http://127.0.0.1:$PORT, PORT default 8787)
//   LOAD_LEVELS     concurrent connections per step (default 25,100,200)
//   LOAD_SECONDS    seconds per route and step (default 10; the mix runs twice as long)
//   LOAD_SESSIONS   signed-in sessions for the progress writes (default 10)
//   LOAD_ROUTES     only these routes, by name, comma-separated (the static asset always runs)
//   LOAD_NO_WRITE=1 print only, leave docs/benchmarks.md alone
//   LOAD_FLOODS_ONLY=1  only the floods (below), not the levels
//
// Then the floods of issue 28, each with the D1 write statements per refused request (the guards
// refuse before writing anything shared, so the figure should be 0): sign-in links from many IPv6
// /48s, one session's progress writes, one network's dealer visits, one unknown slug asked again and
// again; and D1's write throughput (progress writes from many sessions, one UPDATE each). Per-network
// limits need a server that trusts CF-Connecting-IP as Cloudflare's edge does: start it with
// `LOCAL_ENVIRONMENT=load npm start` (a plain `npm start` ignores the header: no per-network limits).
import { register } from "node:module";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { projectRoot } from "./quiet-env.mjs";
import { LOAD_HEADING, withLoadSection } from "./lib/load-report.mjs";

register("./lib/ts-resolve-hook.mjs", import.meta.url);
const { buildFullSharePayload, encodePlanShare } = await import("../domain/share/plan-payload.ts");
const { SAMPLE_BEV_INPUTS } = await import("../domain/share/test-fixtures.ts");

const base = (process.env.LOAD_URL ?? `http://127.0.0.1:${process.env.PORT ?? "8787"}`).replace(/\/$/, "");
const levels = (process.env.LOAD_LEVELS ?? "25,100,200").split(",").map(Number);
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const sessionCount = Number(process.env.LOAD_SESSIONS ?? 10);
/** A phone's browser: the dealer page counts visits only from people (bots and scripts are left out). */
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
/** ZIP-centroid-like points in the three states the committed station snapshot covers. */
const STATION_QUERIES = [
  "lat=40.758&lon=-73.9855&radius_mi=25",
  "lat=42.3601&lon=-71.0589&radius_mi=25",
  "lat=47.6062&lon=-122.3321&radius_mi=25",
  "lat=40.758&lon=-73.9855&radius_mi=5&connector=ccs",
  "lat=42.3601&lon=-71.0589&radius_mi=50&limit=20",
];

async function get(path, init = {}) {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

/**
 * CPU seconds the dev server's workerd processes have used (Linux /proc): the children of the
 * `wrangler dev --port <port>` process. Per route, the difference over a run divided by its
 * requests is the CPU per request, runtime overhead (HTTP, the asset server) included: the static
 * asset's figure is that overhead alone. null when the server is not a local wrangler dev.
 */
function workerdCpuSeconds() {
  const port = new URL(base).port;
  const read = (pid, file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, "utf8");
    } catch {
      return "";
    }
  };
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const wrangler = new Set(pids.filter((pid) => /wrangler.*\bdev\b.*--port\s+(\S+)/.exec(read(pid, "cmdline").replaceAll("\0", " "))?.[1] === port));
  const ticks = pids
    .filter((pid) => read(pid, "cmdline").includes("workerd"))
    .map((pid) => read(pid, "stat").split(") ")[1]?.split(" ") ?? [])
    .filter((fields) => wrangler.has(fields[1]))
    .reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return wrangler.size === 0 ? null : ticks / 100; // USER_HZ is 100 on Linux
}

async function d1Writes(reset) {
  const response = await fetch(`${base}/dev/d1-writes${reset ? "?reset=1" : ""}`);
  return response.ok ? response.json() : null;
}

/**
 * A distinct IPv6 address in its own /48 for each `n`, 100 /48s to a /32 (as issue 28's flood of
 * 2,600 /48s from 26 /32s). Only ever sent to the local server.
 */
const addressIn48 = (n) => `2001:${(0x2000 + Math.floor(n / 100)).toString(16)}:${((n % 100) + 1).toString(16)}::1`;

/** Signs in through the dev mailbox (local development only), returning the session cookie. */
async function signIn(i) {
  const email = `load-${Date.now()}-${i}@example.com`;
  // Each session from its own network, so the per-network sign-in limits see ordinary people.
  const address = addressIn48(50_000 + i);
  const requested = await fetch(`${base}/api/auth/request-magic-link`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": address },
    body: JSON.stringify({ email }),
  });
  if (!requested.ok) throw new Error(`sign-in link for ${email}: ${requested.status} ${await requested.text()}`);
  const mailbox = await (await get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mailbox)?.[1];
  if (!token) throw new Error(`no sign-in link for ${email} in /dev/mailbox`);
  // The link signs in only the browser that asked (its binding cookie, decision 0017).
  const binding = requested.headers.getSetCookie().find((line) => line.startsWith("plugplan_sign_in_browser="))?.split(";")[0] ?? "";
  const verified = await fetch(`${base}/api/auth/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: binding, "cf-connecting-ip": address },
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const cookie = verified.headers.getSetCookie().find((line) => line.startsWith("plugplan_session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0];
}

async function prepare() {
  await get("/api/health");
  const home = await (await get("/")).text();
  const asset = /(\/assets\/[^"']+\.js)/.exec(home)?.[1];
  if (!asset) throw new Error("no /assets/*.js script on the home page: is the app built?");
  const sharedPath = `/shared-plan?data=${encodePlanShare(buildFullSharePayload(SAMPLE_BEV_INPUTS))}`;
  const shared = await (await get(sharedPath)).text();
  const card = /<meta property="og:image" content="([^"]+)"/.exec(shared)?.[1];
  if (!card || !card.includes("/og/plan.png")) throw new Error("the shared plan names no plan card");
  const cardPath = card.replace(/^https?:\/\/[^/]+/, "").replaceAll("&amp;", "&");
  const cookies = [];
  for (let i = 0; i < sessionCount; i += 1) cookies.push(await signIn(i));
  let progressTurn = 0;
  let stationTurn = 0;
  return [
    { name: "static asset", path: asset, weight: 10 },
    { name: "home", path: "/", weight: 20 },
    { name: "plan", path: "/charging-plan", weight: 15 },
    { name: "dealer page", path: "/galpinhonda", headers: { "user-agent": BROWSER }, weight: 15 },
    { name: "shared plan", path: sharedPath, weight: 10 },
    { name: "og card", path: cardPath, weight: 5 },
    {
      name: "stations API",
      path: `/api/stations?${STATION_QUERIES[0]}`,
      weight: 15,
      setupRequest: (request) => ({ ...request, path: `/api/stations?${STATION_QUERIES[stationTurn++ % STATION_QUERIES.length]}` }),
    },
    {
      name: "progress write",
      path: "/api/user/progress",
      method: "POST",
      weight: 10,
      // A signed-in person's plan change: each write from one of the sessions, miles changing.
      setupRequest: (request) => {
        const turn = progressTurn++;
        return {
          ...request,
          method: "POST",
          headers: { ...request.headers, "content-type": "application/json", cookie: cookies[turn % cookies.length] },
          body: JSON.stringify({ userInputs: { dailyMiles: 20 + (turn % 60) } }),
        };
      },
    },
  ];
}

/**
 * Waits until the server answers a health check quickly again: requests queued by the previous run
 * are still being served after autocannon stops, and would be counted against the next route.
 */
async function drain() {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const started = Date.now();
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
    if (Date.now() - started < 250) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Seconds a run lasts: at least LOAD_SECONDS, and long enough for each connection to finish
 * several requests on a slow machine (a run shorter than the queue's wait measures nothing).
 */
const durationFor = (connections) => Math.max(seconds, Math.ceil(connections / 8));

/** One autocannon run, with the workerd CPU it cost per request (ms) when measurable. */
async function measured(route, connections, duration) {
  await drain();
  const before = workerdCpuSeconds();
  const result = await run(route, connections, duration);
  const after = workerdCpuSeconds();
  result.cpuMsPerRequest = before !== null && after !== null && result.requests.total > 0 ? ((after - before) * 1000) / result.requests.total : null;
  return result;
}

/** The first few distinct request errors per route, to say what failed. */
const errorSamples = new Map();

function run(route, connections, duration) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${route.path}`,
        connections,
        duration,
        method: route.method ?? "GET",
        headers: route.headers ?? {},
        requests: route.setupRequest ? [{ setupRequest: route.setupRequest }] : undefined,
        // Seconds before a request counts as an error. Generous: on a shared 2-core machine 200
        // connections queue for seconds; a dropped or failed request is still an error.
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    instance.on("reqError", (error) => {
      const samples = errorSamples.get(route.name) ?? new Set();
      if (samples.size < 3) samples.add(String(error?.code ?? error?.message ?? error));
      errorSamples.set(route.name, samples);
    });
  });
}

/** Errors as a person would see them: failed connections, timeouts and any answer of 400 or more. */
function summary(route, result) {
  const failedStatuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 400)
    .reduce((sum, [, stat]) => sum + stat.count, 0);
  return {
    route: route.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + failedStatuses,
    cpuMs: result.cpuMsPerRequest === undefined || result.cpuMsPerRequest === null ? "n/a" : Math.round(result.cpuMsPerRequest * 10) / 10,
  };
}

const pad = (value, width) => String(value).padStart(width);
function table(rows) {
  const lines = ["| route | req/s | p50 ms | p99 ms | errors | requests | workerd CPU ms/request |", "|---|---:|---:|---:|---:|---:|---:|"];
  for (const row of rows) lines.push(`| ${row.route} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.requests} | ${row.cpuMs} |`);
  return lines;
}

const floodsOnly = process.env.LOAD_FLOODS_ONLY === "1";
const only = process.env.LOAD_ROUTES?.split(",").map((name) => name.trim());
const routes = floodsOnly ? [] : (await prepare()).filter((route) => !only || route.name === "static asset" || only.includes(route.name));
const steps = [];
let top;
let dealerRatio = null;
if (!floodsOnly) {
  console.log(`Load test of ${base}: levels ${levels.join(", ")} connections, ${seconds} s per route (mix ${seconds * 2} s)\n`);
  // Warm-up: cold isolates, the dealer's KV entry, the first card render and the station cells.
  for (const route of routes) await run(route, 4, 1);

  for (const connections of levels) {
    await d1Writes(true);
    const rows = [];
    for (const route of routes) {
      const row = summary(route, await measured(route, connections, durationFor(connections)));
      rows.push(row);
      console.log(`${pad(connections, 4)} conns  ${route.name.padEnd(15)} ${pad(row.rps, 6)} req/s  p50 ${pad(row.p50, 4)} ms  p99 ${pad(row.p99, 5)} ms  errors ${row.errors}  CPU ${row.cpuMs} ms/req`);
    }
    await drain();
    const isolatedWrites = await d1Writes(true);
    // The mix: every route at once, connections shared by weight.
    const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0);
    const mixResults = await Promise.all(
      routes.map(async (route) => summary(route, await run(route, Math.max(1, Math.round((connections * route.weight) / totalWeight)), durationFor(connections) * 2))),
    );
    await drain();
    const mixWrites = await d1Writes(true);
    const isolatedRequests = rows.reduce((sum, row) => sum + row.requests, 0);
    const mixRequests = mixResults.reduce((sum, row) => sum + row.requests, 0);
    // D1 statements that write (each statement of a batch counted). Rows written are not reported:
    // D1 reports them only for run()/all(), and drizzle's RETURNING queries use raw().
    const per1000 = (writes, requests) => (writes && requests ? `${Math.round((writes.statements / requests) * 10000) / 10}` : null);
    const step = {
      connections,
      rows,
      mix: mixResults,
      mixRps: mixResults.reduce((sum, row) => sum + row.rps, 0),
      writesPer1000: { isolated: per1000(isolatedWrites, isolatedRequests), mix: per1000(mixWrites, mixRequests) },
    };
    steps.push(step);
    console.log(
      `${pad(connections, 4)} conns  mix            ${pad(step.mixRps, 6)} req/s  errors ${mixResults.reduce((sum, row) => sum + row.errors, 0)}  ` +
        `D1 write statements per 1,000 requests: ${step.writesPer1000.mix ?? "n/a"} (mix), ${step.writesPer1000.isolated ?? "n/a"} (routes one by one)\n`,
    );
  }

  for (const [name, samples] of errorSamples) console.log(`Request errors on ${name}: ${[...samples].join(", ")}`);
  top = steps.at(-1);
  const ratio = (name) => top.rows.find((row) => row.route === name).rps / top.rows.find((row) => row.route === "static asset").rps;
  dealerRatio = Math.round(ratio("dealer page") * 100);
  const errorsAtTop = top.rows.filter((row) => row.errors > 0).map((row) => `${row.route} (${row.errors})`);
  console.log(`At ${top.connections} connections: dealer page ${dealerRatio} % of the static asset's req/s; routes with errors: ${errorsAtTop.join(", ") || "none"}`);

}

const floods = await runFloods();

const lines = floodsOnly ? [LOAD_HEADING, ""] : [
  LOAD_HEADING,
  "",
  `\`npm run load\` against \`npm start\` (wrangler dev, local D1/KV/Durable Objects) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ` +
    `each route alone for ${levels.map((level) => `${durationFor(level)} s at ${level}`).join(", ")} connections, then the mix for twice as long; ` +
    `the server drained between runs. Load average of the machine at the end: ${(await import("node:os")).loadavg()[0].toFixed(1)} (2 cores, shared).`,
  "",
];
for (const step of steps) {
  lines.push(`### ${step.connections} connections, each route alone`, "", ...table(step.rows), "");
  lines.push(
    `Mix (all routes at once, ${step.connections} connections shared by weight): ${step.mixRps} req/s in total, ` +
      `${step.mix.reduce((sum, row) => sum + row.errors, 0)} errors. D1 write statements per 1,000 requests: ${step.writesPer1000.mix ?? "n/a"} in the mix, ` +
      `${step.writesPer1000.isolated ?? "n/a"} over the routes one by one.`,
    "",
  );
}
if (top) lines.push(`At ${top.connections} connections the dealer page served ${dealerRatio} % of the static asset's requests per second.`, "");
lines.push(...floodLines(floods));
// Floods alone print only: the section's level tables are kept from the last full run.
if (process.env.LOAD_NO_WRITE !== "1" && !floodsOnly) {
  const reportPath = join(projectRoot, "docs", "benchmarks.md");
  writeFileSync(reportPath, withLoadSection(readFileSync(reportPath, "utf8"), lines.join("\n")));
  console.log(`\nWrote the "${LOAD_HEADING.replace(/^## /, "")}" section of docs/benchmarks.md (notes under it are kept).`);
}

// ---- Floods (issue 28) --------------------------------------------------------------------------

/** `total` requests, `concurrency` at a time; the status of each. */
async function burst(total, concurrency, makeRequest) {
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const { path, init } = makeRequest(i);
      const response = await fetch(`${base}${path}`, { redirect: "manual", ...init }).catch(() => null);
      const status = response ? response.status : "network error";
      await response?.arrayBuffer().catch(() => undefined);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

function okCount(statuses) {
  return [...statuses].filter(([status]) => typeof status === "number" && status < 400).reduce((sum, [, n]) => sum + n, 0);
}
function describeStatuses(statuses) {
  return [...statuses].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([status, n]) => `${n} × ${status}`).join(", ");
}

/**
 * One flood: D1 write statements (and all statements) during it, from the Worker's own counter
 * (/dev/d1-writes); `writesPerAccepted` is what each accepted request writes by design, so what is
 * left over is what the refused ones wrote.
 */
async function flood(name, total, concurrency, makeRequest, writesPerAccepted) {
  await drain();
  await d1Writes(true);
  const { statuses, seconds } = await burst(total, concurrency, makeRequest);
  await drain();
  const writes = await d1Writes(true);
  const accepted = okCount(statuses);
  const refused = total - accepted;
  const refusedWrites = writes ? Math.max(0, writes.statements - accepted * writesPerAccepted) : null;
  const row = {
    name,
    total,
    seconds: Math.round(seconds * 10) / 10,
    statuses: describeStatuses(statuses),
    accepted,
    refused,
    d1Writes: writes?.statements ?? "n/a",
    d1Statements: writes?.allStatements ?? "n/a",
    writesPerRefused: refused > 0 && refusedWrites !== null ? Math.round((refusedWrites / refused) * 1000) / 1000 : "n/a",
  };
  console.log(`flood ${name}: ${row.statuses} in ${row.seconds} s; D1 writes ${row.d1Writes} (all statements ${row.d1Statements}); D1 writes per refused request: ${row.writesPerRefused}`);
  return row;
}

async function runFloods() {
  await get("/api/health");
  const rows = [];
  const run = Date.now().toString(36);
  // 1. One session's progress writes: 600 at once (the per-session limit is 60 per 10 s).
  const [cookie] = [await signIn(90_000)];
  rows.push(
    await flood("progress writes from one session", 600, 50, (i) => ({
      path: "/api/user/progress",
      init: { method: "POST", headers: { "content-type": "application/json", cookie, "cf-connecting-ip": "198.51.100.9" }, body: JSON.stringify({ userInputs: { dailyMiles: 1 + (i % 90) } }) },
    }), 1),
  );
  // 2. One network's visits of a dealer page with a browser User-Agent (counted once a day).
  rows.push(await flood("dealer page visits from one network", 1000, 50, () => ({ path: "/galpinhonda", init: { headers: { "user-agent": BROWSER, "cf-connecting-ip": "198.51.100.10" } } }), 0));
  // 3. One invented slug asked again and again (the negative cache answers without D1).
  rows.push(await flood("one unknown slug, again and again", 1000, 50, () => ({ path: `/no-such-dealer-${run}`, init: { headers: { "user-agent": BROWSER } } }), 0));
  // 4. D1's write throughput: progress writes from 40 sessions on 40 networks, each an UPDATE.
  const sessions = [];
  for (let i = 0; i < 40; i += 1) sessions.push(await signIn(91_000 + i));
  await drain();
  await d1Writes(true);
  const throughput = await burst(2400, 40, (i) => ({
    path: "/api/user/progress",
    init: {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sessions[i % sessions.length], "cf-connecting-ip": addressIn48(60_000 + (i % sessions.length)) },
      body: JSON.stringify({ userInputs: { dailyMiles: 1 + (i % 90) } }),
    },
  }));
  const writes = await d1Writes(true);
  const d1WritesPerSecond = writes ? Math.round(writes.statements / throughput.seconds) : null;
  console.log(`D1 write throughput: ${writes?.statements ?? "n/a"} UPDATEs in ${throughput.seconds.toFixed(1)} s = ${d1WritesPerSecond ?? "n/a"} writes/s (${describeStatuses(throughput.statuses)})`);
  // 5. Last (it leaves the budget at the challenge line): sign-in links from 2,600 /48s, one each (issue 28's flood): an accepted request writes its
  // link row (INSERT) and replaces older links (UPDATE); a refused one must write nothing.
  rows.push(
    await flood("sign-in links from 2,600 IPv6 /48s", 2600, 20, (i) => ({
      path: "/api/auth/request-magic-link",
      init: {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": addressIn48(i) },
        body: JSON.stringify({ email: `flood-${run}-${i}@example.com` }),
      },
    }), 2),
  );
  return { rows, throughput: { statements: writes?.statements ?? null, seconds: Math.round(throughput.seconds * 10) / 10, perSecond: d1WritesPerSecond, statuses: describeStatuses(throughput.statuses) } };
}

function floodLines({ rows, throughput }) {
  return [
    `### Floods (issue 28) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${(loadavg()[0]).toFixed(1)}`,
    "",
    "| flood | requests | seconds | answers | D1 write statements | all D1 statements | D1 writes per refused request |",
    "|---|---:|---:|---|---:|---:|---:|",
    ...rows.map((row) => `| ${row.name} | ${row.total} | ${row.seconds} | ${row.statuses} | ${row.d1Writes} | ${row.d1Statements} | ${row.writesPerRefused} |`),
    "",
    `D1 write throughput (progress writes from 40 sessions, one UPDATE each, 40 at once): ${throughput.statements ?? "n/a"} writes in ${throughput.seconds} s, ` +
      `${throughput.perSecond ?? "n/a"} writes/s (${throughput.statuses}).`,
    "",
  ];
}
