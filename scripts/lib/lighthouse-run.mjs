// One Lighthouse mobile run (simulated slow 4G, 4x CPU) of one URL, reduced to what the bench
// reports: the category scores, the lab metrics, the LCP element with its breakdown, and the
// scripts of ours the page fetched by network idle. Used by scripts/bench.mjs;
// `node scripts/lib/lighthouse-run.mjs <url>...` runs each URL once and prints the figures (a quick
// probe while working on a page, without rewriting docs/benchmarks.md).
import { spawnSync } from "node:child_process";
import { findChromium } from "../ensure-chromium.mjs";
import { bin, quietEnv } from "../quiet-env.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Lab metrics behind the performance score (ms, CLS unitless). */
export const METRIC_AUDITS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];

const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/**
 * The LCP element and the breakdown Lighthouse measured for it (the observed, unthrottled load:
 * where the time goes, not the simulated total). Subparts: timeToFirstByte, resourceLoadDelay,
 * resourceLoadDuration (images only) and elementRenderDelay, in ms.
 * @returns {{ selector: string | null, subparts: Record<string, number> }}
 */
export function lcpBreakdown(report) {
  const items = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const table = items.find((item) => item.type === "table");
  const node = items.find((item) => item.type === "node");
  return {
    selector: node?.selector ?? null,
    subparts: Object.fromEntries((table?.items ?? []).map((row) => [row.subpart, row.duration])),
  };
}

/**
 * @param {string} url
 * @param {{ chrome?: string, origin?: string }} options `origin`: whose scripts count as ours (default: the URL's)
 */
export function lighthouseOnce(url, { chrome = findChromium(), origin = new URL(url).origin } = {}) {
  const result = spawnSync(
    bin("lighthouse"),
    [url, "--output=json", "--output-path=stdout", "--quiet", `--only-categories=${CATEGORIES.join(",")}`, `--chrome-flags=${CHROME_FLAGS}`],
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
    lcp: lcpBreakdown(report),
    ...Object.fromEntries(CATEGORIES.map((key) => [key, Math.round(report.categories[key].score * 100)])),
    ...Object.fromEntries(METRIC_AUDITS.map((key) => [key, report.audits[key].numericValue])),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: retry twice. */
export function lighthouse(url, options = {}, attempt = 1) {
  try {
    return lighthouseOnce(url, options);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`retrying ${url}: ${error.message.split("\n")[0]}`);
    return lighthouse(url, options, attempt + 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) {
    const { scripts, ...figures } = lighthouse(url);
    console.log(url, JSON.stringify({ ...figures, scripts: scripts.length }));
  }
}
