// What must hold for a configuration to be deployed (docs/decisions/0016-safe-by-default.md): read
// with wrangler's own parser (unstable_readConfig), so the check sees exactly what `wrangler deploy`
// would. Used by scripts/deploy-check.mjs (the first step of `npm run deploy`) and by
// scripts/deploy-config.test.ts (which runs it on the committed wrangler.toml).
import { unstable_readConfig } from "wrangler";

/** Rate Limiting bindings every deploy needs: each guards a write path or an expensive render. */
export const REQUIRED_RATE_LIMITS = [
  "SIGN_IN_BURST_LIMITER",
  "PROGRESS_SESSION_LIMITER",
  "PROGRESS_NETWORK_LIMITER",
  "OG_RENDER_LIMITER",
  "OG_RENDER_GLOBAL_LIMITER",
];
/** Durable Objects that hold the long-window limits and the sign-in budget. */
export const REQUIRED_DURABLE_OBJECTS = ["LIMIT_COUNTER", "SIGN_IN_BUDGET", "DEALER_COUNTER"];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/** wrangler.toml (or another file) as wrangler reads it for `wrangler deploy` (no --env). */
export function readDeployConfig(configPath = "wrangler.toml") {
  return unstable_readConfig({ config: configPath }, { hideWarnings: true });
}

/** Why `origin` cannot be APP_ORIGIN in production, or null when it can. */
export function originProblem(origin) {
  if (!origin) return "APP_ORIGIN is empty: set it to the https origin people use (e.g. https://www.example.com)";
  let url;
  try {
    url = new URL(origin);
  } catch {
    return `APP_ORIGIN "${origin}" is not a URL`;
  }
  if (url.protocol !== "https:") return `APP_ORIGIN "${origin}" must use https`;
  if (LOOPBACK.test(url.hostname) || url.hostname.endsWith(".localhost") || url.hostname.endsWith(".local")) {
    return `APP_ORIGIN "${origin}" is on this machine, not a public origin`;
  }
  if (url.origin !== origin.replace(/\/+$/, "")) return `APP_ORIGIN "${origin}" must be an origin only (no path, query or fragment)`;
  return null;
}

/**
 * Everything that would make a deploy unsafe, as sentences (empty: safe). `operatorValues: false`
 * skips the two values only the operator knows (APP_ORIGIN and the Turnstile site key), which the
 * committed file leaves empty so that deploying it unchanged fails.
 */
export function deployProblems(config, { operatorValues = true } = {}) {
  const vars = config.vars ?? {};
  const problems = [];
  if (vars.ENVIRONMENT !== "production") {
    problems.push(`ENVIRONMENT is "${vars.ENVIRONMENT}", not "production": per-client limits and shares would be off`);
  }
  if (operatorValues) {
    const problem = originProblem(String(vars.APP_ORIGIN ?? ""));
    if (problem) problems.push(problem);
    if (!vars.TURNSTILE_SITE_KEY) problems.push("TURNSTILE_SITE_KEY is empty: sign-in needs Turnstile in production");
  }
  if (/^[123]x0{20}(AA|AB|BB|FF)$/.test(String(vars.TURNSTILE_SITE_KEY ?? ""))) {
    problems.push("TURNSTILE_SITE_KEY is one of Cloudflare's test keys: it stops nobody");
  }
  if (vars.TURNSTILE_SECRET_KEY !== undefined) problems.push("TURNSTILE_SECRET_KEY must be a secret (wrangler secret put), never a var");
  const cap = Number(vars.SIGN_IN_EMAILS_PER_HOUR);
  if (!Number.isInteger(cap) || cap <= 0) problems.push(`SIGN_IN_EMAILS_PER_HOUR "${vars.SIGN_IN_EMAILS_PER_HOUR}" is not a positive whole number`);
  const limits = new Map((config.ratelimits ?? []).map((rule) => [rule.name, rule]));
  for (const name of REQUIRED_RATE_LIMITS) {
    const rule = limits.get(name);
    if (!rule) problems.push(`the Rate Limiting binding ${name} is missing`);
    else if (!(rule.simple?.limit > 0) || ![10, 60].includes(rule.simple?.period)) problems.push(`the Rate Limiting binding ${name} has no valid limit`);
  }
  const objects = new Set((config.durable_objects?.bindings ?? []).map((binding) => binding.name));
  for (const name of REQUIRED_DURABLE_OBJECTS) if (!objects.has(name)) problems.push(`the Durable Object binding ${name} is missing`);
  return problems;
}
