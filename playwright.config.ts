// Browser journeys in Debian's Chromium (Playwright cannot download browsers here), at desktop
// and phone sizes. The web server is built and started by scripts/e2e-server.mjs.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.PW_PORT ?? 8788);
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  // Per-port output so parallel runs never delete each other's artifacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // An English browser, whatever the machine's own language: a browser that prefers Spanish is
    // offered the Spanish page (e2e/language-offer.spec.ts sets es-US itself), and the journeys
    // must not meet that offer.
    locale: "en-US",
    trace: "off",
    // The offline service worker (docs/decisions/0018) would answer requests page.route() stubs and
    // counts never see; only e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: { PW_PORT: String(port) },
  },
});
