// `npm start`: serve the built SPA and the Worker in workerd on http://localhost:8787.
import { spawn } from "node:child_process";
import { bin, quietEnv } from "./quiet-env.mjs";

const port = process.env.PORT ?? "8787";
const child = spawn(bin("wrangler"), ["dev", "--port", port, "--show-interactive-dev-session=false"], {
  stdio: "inherit",
  env: quietEnv,
  detached: false,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
