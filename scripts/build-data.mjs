// `npm run data:build`: regenerates every committed data file from ../shared/data (and npm data
// packages). Each builder in scripts/data/ is a standalone module run in name order.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { projectRoot } from "./quiet-env.mjs";

const dir = join(projectRoot, "scripts", "data");
const builders = readdirSync(dir).filter((name) => name.endsWith(".mjs") && !name.startsWith("_")).sort();
for (const builder of builders) {
  console.log(`• ${builder}`);
  const result = spawnSync(process.execPath, [join(dir, builder)], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
