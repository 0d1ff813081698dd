// Bindings that exist only in the worker test project (vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** worker/test/fixtures/basemap-sample.pmtiles, base64 (vitest.config.ts). */
    TEST_BASEMAP_ARCHIVE: string;
  }
}
