// Wrangler must stay offline and quiet locally: no telemetry, no cf.json fetch, no update check.
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

export const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
export const binDir = join(projectRoot, "node_modules", ".bin");
/** Local binaries, so scripts work whether or not npm put node_modules/.bin on PATH. */
export const bin = (name) => join(binDir, name);

export const quietEnv = {
  ...process.env,
  PATH: `${binDir}:${process.env.PATH ?? ""}`,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};
