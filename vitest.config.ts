// Three test projects: pure domain code in Node, React in happy-dom, the Worker in workerd
// (real D1 and KV via @cloudflare/vitest-pool-workers, migrations applied in the setup file).
import react from "@vitejs/plugin-react";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // The sample basemap archive (npm run basemap:build) for worker/routes/tiles.test.ts: workerd has no
  // file system, so the bytes travel as a base64 binding.
  const basemapArchive = readFileSync("worker/test/fixtures/basemap-sample.pmtiles").toString("base64");
  // A timeout catches a hang, never a slow machine: `npm test` runs these beside the browser suite
  // on two cores, where ESLint's first load alone can take several seconds (issue 31).
  const testTimeout = 60_000;
  return {
    test: {
      // Request logs and expected console errors: shown only for failing tests.
      silent: "passed-only" as const,
      projects: [
        {
          test: { name: "domain", environment: "node", testTimeout, include: ["domain/**/*.test.ts", "scripts/**/*.test.ts", "tools/**/*.test.ts"] },
        },
        {
          plugins: [react()],
          test: {
            name: "web",
            environment: "happy-dom",
            testTimeout,
            include: ["web/**/*.test.{ts,tsx}"],
            setupFiles: ["web/test-setup.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // ENVIRONMENT "test": like local development (dev mailbox, no Resend), except that the
              // tests play Cloudflare's edge and set CF-Connecting-IP (worker/local-development.ts).
              // wrangler.toml is production; the tests opt out explicitly with a localhost origin.
              // Turnstile stays off here (keys empty) unless a test passes keys in its bindings.
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations, TEST_BASEMAP_ARCHIVE: basemapArchive, ENVIRONMENT: "test", APP_ORIGIN: "http://localhost:8787" },
              },
            }),
          ],
          test: {
            name: "worker",
            testTimeout,
            include: ["worker/**/*.test.ts"],
            setupFiles: ["worker/test/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
