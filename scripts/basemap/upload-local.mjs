// `npm run basemap:local [-- <archive.pmtiles>] [--persist-to <dir>]`: puts a basemap archive into the
// LOCAL R2 bucket (MAP_TILES, bucket plugplan-maps) that `npm start` / `wrangler dev` use, under the
// key the Worker reads (worker/routes/tiles.ts ARCHIVE_KEY). Default archive: the committed sample
// (worker/test/fixtures/basemap-sample.pmtiles, built by `npm run basemap:build`). Then set
// MAP_STYLE_URL to http://localhost:8787/tiles/style.json (.dev.vars or --var) to see it on the map.
import { spawnSync } from "node:child_process";
import { bin, projectRoot, quietEnv } from "../quiet-env.mjs";
import { DEFAULT_OUT } from "./build-archive.mjs";

export const BUCKET = "plugplan-maps";
export const ARCHIVE_KEY = "basemap.pmtiles";

/** Uploads `file` to the local bucket; `persistTo` is wrangler's --persist-to (default .wrangler/state). */
export function uploadLocal(file = DEFAULT_OUT, persistTo) {
  const args = ["r2", "object", "put", `${BUCKET}/${ARCHIVE_KEY}`, "--file", file, "--content-type", "application/vnd.pmtiles", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync(bin("wrangler"), args, { stdio: ["ignore", "pipe", "pipe"], env: { ...quietEnv, CI: "true" }, cwd: projectRoot });
  if (result.status !== 0) throw new Error(`wrangler r2 object put failed:\n${result.stderr}${result.stdout}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const persistAt = args.indexOf("--persist-to");
  const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined;
  const file = args.find((arg, i) => !arg.startsWith("--") && (persistAt < 0 || i !== persistAt + 1)) ?? DEFAULT_OUT;
  uploadLocal(file, persistTo);
  console.log(`  uploaded ${file} to local R2 ${BUCKET}/${ARCHIVE_KEY}`);
}
