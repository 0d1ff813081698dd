// The explicit opt-out of production for local runs (docs/decisions/0016-safe-by-default.md).
// wrangler.toml is what `npm run deploy` ships, so it is production; every local runner (`npm start`,
// `npm run dev`, the e2e server, the worker tests, `npm run load`) passes these values instead.
// Turnstile's keys are Cloudflare's documented test keys (developers.cloudflare.com/turnstile/
// troubleshooting/testing/): the site key always passes, the secret always validates. They are
// public and work for no real site, so nothing secret is committed.
export const TURNSTILE_TEST_SITE_KEY = "1x00000000000000000000AA";
export const TURNSTILE_TEST_SECRET_KEY = "1x0000000000000000000000000000000AA";

/** The development values for a local server at `origin` (ENVIRONMENT "development" by default). */
export function localVars(origin, environment = "development") {
  return {
    ENVIRONMENT: environment,
    APP_ORIGIN: origin,
    TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
    TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEY,
  };
}

/** The same values as `wrangler dev --var KEY:VALUE` arguments. */
export function varArgs(vars) {
  return Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}
