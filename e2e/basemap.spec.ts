// The self-hosted basemap in `wrangler dev` (issue 14: "test it against a small archive in wrangler
// dev"): a second wrangler dev, with the sample PMTiles archive in its local R2 bucket and
// MAP_STYLE_URL pointing at its own /tiles/style.json. The wizard's map must load that style (no
// fallback to the embedded one), fetch vector tiles from /tiles, show the archive's credits in
// MapLibre's attribution, and stay axe-clean. Reuses the main e2e server's build (E2E_ASSETS_DIR or dist/e2e-<port>).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { VectorTile } from "@mapbox/vector-tile";
import type { Page, Response } from "@playwright/test";
import { PbfReader } from "pbf";
import { localVars, varArgs } from "../scripts/local-vars.mjs";
import { expect, expectNoSeriousA11yViolations, test, setSlider } from "./fixtures";

const root = process.cwd();
const mainPort = Number(process.env.PW_PORT ?? 8788);
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
  CI: "true",
};

// One worker per project runs this file's tests in order, so each project starts exactly one server.
test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let origin = "";

// Each project (desktop, phone) may run in its own Playwright worker: one server each, on its own port.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const port = mainPort + 10 + (testInfo.project.name === "phone" ? 1 : 0);
  origin = `http://127.0.0.1:${port}`;
  // The main e2e server's build: npm test's one build (E2E_ASSETS_DIR), else the one it made itself.
  const assets = process.env.E2E_ASSETS_DIR ?? join(root, "dist", `e2e-${mainPort}`);
  if (!existsSync(assets)) throw new Error(`${assets} is missing: the main e2e server builds it (scripts/e2e-server.mjs)`);
  const stateDir = join(root, ".wrangler", `e2e-basemap-${port}`);
  rmSync(stateDir, { recursive: true, force: true });
  const run = (args: string[]) => {
    const result = spawnSync(args[0]!, args.slice(1), { cwd: root, env: quietEnv, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  };
  run([wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
  // The archive goes in first, exactly as `npm run basemap:local` puts it for `npm start`.
  run([process.execPath, join(root, "scripts", "basemap", "upload-local.mjs"), "--persist-to", stateDir]);
  server = spawn(
    wrangler,
    [
      "dev",
      "--ip", "127.0.0.1",
      "--port", String(port),
      "--assets", assets,
      "--persist-to", stateDir,
      // wrangler.toml is production: a local server opts out explicitly (scripts/local-vars.mjs).
      ...varArgs(localVars(origin)),
      "--var", `MAP_STYLE_URL:${origin}/tiles/style.json`,
      "--show-interactive-dev-session=false",
      "--log-level", "warn",
    ],
    { cwd: root, env: quietEnv, stdio: "ignore", detached: true },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev on ${origin} did not answer /api/health`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  // The whole process group: wrangler and its workerd child.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

const isTile = (response: Response) => /\/tiles\/\d+\/\d+\/\d+\.mvt$/.test(new URL(response.url()).pathname);

test("91601 on the self-hosted basemap: our style, protobuf tiles from /tiles, the archive's credits, no fallback", async ({ page, consoleErrors }) => {
  const tiles: Response[] = [];
  page.context().on("response", (response) => {
    if (isTile(response)) tiles.push(response);
  });
  const style = page.waitForResponse((response) => new URL(response.url()).pathname === "/tiles/style.json");
  const firstTile = page.waitForResponse((response) => isTile(response) && response.status() === 200);

  await page.goto(`${origin}/charging-plan/basics`);
  await expect(page.getByRole("heading", { level: 1, name: "Tell Us About Your Driving" })).toBeVisible();
  await page.getByLabel("Zip code").fill("91601");
  await setSlider(page.getByLabel("How far one way?"), 18);

  expect((await style).status()).toBe(200);
  const tile = await firstTile;
  expect(tile.headers()["content-type"]).toBe("application/x-protobuf");
  // MapLibre may cancel a tile request when the view moves, and the browser then drops its body:
  // read the same tile again from the server and decode it as a vector tile.
  const again = await page.request.get(tile.url());
  expect(again.status()).toBe(200);
  expect(Object.keys(new VectorTile(new PbfReader(await again.body())).layers).length).toBeGreaterThan(0);

  const map = page.getByTestId("driving-map");
  // The circle is drawn only after a style loaded; the style is still ours, not the embedded fallback.
  await expect(map).toHaveAttribute("data-circle-radius-miles", "18");
  await expect(map).toHaveAttribute("data-map-style", "external");
  await waitForMapIdle(page);
  await expect(map).toHaveAttribute("data-map-style", "external");
  // Every tile asked for was answered: 200 (protobuf) or 204 (none in the archive), never an error.
  expect(tiles.length).toBeGreaterThan(0);
  for (const response of tiles) expect([200, 204], response.url()).toContain(response.status());
  expect(tiles.some((response) => response.status() === 200)).toBe(true);

  // The archive's attribution (TileJSON) reaches MapLibre's control, which starts collapsed.
  const attribution = map.locator(".maplibregl-ctrl-attrib");
  await expect(attribution.locator(".maplibregl-ctrl-attrib-inner")).toContainText("U.S. Census Bureau (us-atlas) · GeoNames, CC BY 4.0");
  await expect(attribution).not.toHaveClass(/maplibregl-compact-show/);

  // Our overlay still draws on top of the external style.
  await expect(map.locator(".driving-map__label--home")).toHaveText("North Hollywood");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

/** Waits until no tile request has started for a moment (MapLibre finished loading the view). */
async function waitForMapIdle(page: Page) {
  let last = Date.now();
  const onRequest = () => (last = Date.now());
  page.context().on("request", onRequest);
  await expect.poll(() => Date.now() - last, { timeout: 15_000 }).toBeGreaterThan(1_000);
  page.context().off("request", onRequest);
}

test("with no archive uploaded, /tiles/style.json is a 404 and the map falls back to the embedded style", async ({ page, consoleErrors }) => {
  // The Worker's answer when the bucket is empty (worker/routes/tiles.test.ts checks it there).
  await page.route(`${origin}/tiles/style.json`, (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ message: "No basemap is uploaded: the map uses its embedded style" }) }),
  );
  let tileRequests = 0;
  page.context().on("request", (request) => {
    if (/\/tiles\/\d+\//.test(request.url())) tileRequests++;
  });
  await page.goto(`${origin}/charging-plan/basics`);
  await page.getByLabel("Zip code").fill("91601");
  await setSlider(page.getByLabel("How far one way?"), 18);
  const map = page.getByTestId("driving-map");
  await expect(map).toHaveAttribute("data-map-style", "embedded");
  await expect(map).toHaveAttribute("data-circle-radius-miles", "18");
  await expect(map.locator(".driving-map__label--home")).toHaveText("North Hollywood");
  expect(tileRequests).toBe(0);
  // The only console error is the browser's note about the refused style itself.
  expect(consoleErrors.every((error) => /404/.test(error))).toBe(true);
});
