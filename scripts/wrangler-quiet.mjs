// Runs wrangler with the quiet/offline environment, passing arguments through.
import { spawnSync } from "node:child_process";
import { bin, quietEnv } from "./quiet-env.mjs";

const result = spawnSync(bin("wrangler"), process.argv.slice(2), { stdio: "inherit", env: quietEnv });
process.exit(result.status ?? 1);
