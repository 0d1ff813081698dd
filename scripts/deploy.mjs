// `npm run deploy`'s last step: wrangler deploy, with APP_ORIGIN from the environment when the
// operator gave it there (scripts/deploy-check.mjs has already refused an unsafe configuration).
import { spawnSync } from "node:child_process";
import { bin } from "./quiet-env.mjs";

const args = ["deploy", ...(process.env.APP_ORIGIN ? ["--var", `APP_ORIGIN:${process.env.APP_ORIGIN}`] : [])];
const result = spawnSync(bin("wrangler"), args, { stdio: "inherit" });
process.exit(result.status ?? 1);
