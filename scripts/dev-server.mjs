// `npm start`: serve the built SPA and the Worker in workerd on http://localhost:8787.
import { spawn } from "node:child_process";
import { localVars, varArgs } from "./local-vars.mjs";
import { bin, quietEnv } from "./quiet-env.mjs";

const port = process.env.PORT ?? "8787";
// wrangler.toml is production; this local server opts out explicitly (scripts/local-vars.mjs).
// LOCAL_ENVIRONMENT=load makes it trust CF-Connecting-IP like Cloudflare's edge (and count D1
// writes), so `npm run load` can play many client networks (never on a server others can reach).
const vars = localVars(`http://localhost:${port}`, process.env.LOCAL_ENVIRONMENT === "load" ? "load" : "development");
const child = spawn(bin("wrangler"), ["dev", "--port", port, "--show-interactive-dev-session=false", ...varArgs(vars)], {
  stdio: "inherit",
  env: quietEnv,
  detached: false,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
