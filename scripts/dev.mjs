// `npm run dev`: the development loop. Vite serves the SPA with hot reload and runs the Worker in
// workerd through @cloudflare/vite-plugin (web/vite.config.ts), on the same local D1/KV state as
// `npm start`; offline and quiet like every wrangler run here. Pages are not prerendered in this
// loop (that is the build's job): every page renders in the browser.
import { spawn, spawnSync } from "node:child_process";
import { bin, projectRoot, quietEnv } from "./quiet-env.mjs";

const i18n = spawnSync(process.execPath, ["scripts/i18n/compile.mjs"], { stdio: "inherit", cwd: projectRoot });
if (i18n.status !== 0) process.exit(i18n.status ?? 1);
const migrate = spawnSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], { stdio: "inherit", env: { ...quietEnv, CI: "true" }, cwd: projectRoot });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const port = process.env.PORT ?? "5173";
const child = spawn(bin("vite"), ["--config", "web/vite.config.ts", "--port", port, "--strictPort", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: quietEnv,
  cwd: projectRoot,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
