// Types for scripts/local-vars.mjs, for the TypeScript that imports it (e2e specs, tests, vite config).
export declare const TURNSTILE_TEST_SITE_KEY: string;
export declare const TURNSTILE_TEST_SECRET_KEY: string;
export declare function localVars(origin: string, environment?: string): Record<string, string>;
export declare function varArgs(vars: Record<string, string>): string[];
