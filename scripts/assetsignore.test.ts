// web/public/.assetsignore (copied into dist/client by the build): Workers Static Assets does not
// upload what it lists. It must keep the build-only files out (.vite/: Vite's manifest and the
// route map) and must never list what the Worker reads through the ASSETS binding.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const patterns = readFileSync(join(root, "web/public/.assetsignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

describe(".assetsignore", () => {
  it("keeps the build's .vite directory, its manifest and route map out of the upload", () => {
    expect(patterns).toContain("/.vite/");
    expect(patterns).toContain("/.vite/manifest.json");
    expect(patterns).toContain("/.vite/routes.json");
  });

  it("lists nothing the Worker reads through ASSETS (the shell, prerendered pages, preload map) or people load", () => {
    const needed = ["index.html", "_prerender", "route-preloads.json", "assets", "data", "favicon.svg", "og-default.png", "_headers"];
    for (const pattern of patterns) {
      expect(pattern.startsWith("/.vite/"), pattern).toBe(true);
      for (const name of needed) expect(pattern.includes(name), `${pattern} vs ${name}`).toBe(false);
    }
  });
});
