// The first step of `npm run deploy`: refuses to deploy a configuration with a limit off, a local or
// missing origin, or no Turnstile (scripts/lib/deploy-config.mjs). APP_ORIGIN may also come from
// the environment (APP_ORIGIN=https://… npm run deploy); it is then passed to wrangler deploy.
import { deployProblems, readDeployConfig } from "./lib/deploy-config.mjs";

const config = readDeployConfig(process.env.WRANGLER_CONFIG ?? "wrangler.toml");
if (process.env.APP_ORIGIN) config.vars = { ...config.vars, APP_ORIGIN: process.env.APP_ORIGIN };
const problems = deployProblems(config);
if (problems.length > 0) {
  console.error("Not deploying: this configuration is not safe for production.");
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error("Set these in wrangler.toml [vars] (see README, Configuration).");
  process.exit(1);
}
console.log("Deploy configuration: production, every limit on, APP_ORIGIN", config.vars.APP_ORIGIN);
