// Playwright uses the system Chromium (downloading browsers is impossible here).
// Finds it, installs Debian's `chromium` when running as root with apt, or explains what to do.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((path) => path && existsSync(path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (findChromium()) process.exit(0);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (one time)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install =
      update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install && install.status === 0 && findChromium()) process.exit(0);
    console.error("Installing chromium with apt-get failed; see the output above.");
    process.exit(1);
  }
  console.error(
    "No Chromium found for the browser tests.\n" +
      "Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary.",
  );
  process.exit(1);
}
