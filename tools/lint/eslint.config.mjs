// PlugPlan's lint rules (npm run lint, part of npm test). Beyond typescript-eslint's and
// react-hooks' recommended sets, two boundaries the bundle and the layout depend on:
// - zod is imported only by `*.schema.ts` modules (and build scripts, which never ship).
//   Everything else may `import type` from it.
//   Pages therefore never pull zod (~9 KB gzip) into a first load by accident: they reach a
//   schema through a lazily imported *.schema.ts module (useShareLink in web/lib/useLazyValue.ts).
// - a route never imports another route's private module (./route-boundaries.mjs).
// - a *.schema.ts module and a plain module never import each other (./schema-pairs.mjs): types
//   and constants in X.ts, the zod schema in X.schema.ts, imports one way.
import Module, { createRequire } from "node:module";
import reactHooks from "eslint-plugin-react-hooks";
import { routeBoundaries } from "./route-boundaries.mjs";
import { schemaPairs } from "./schema-pairs.mjs";

// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the project's
// compiler, native) does not have. This workspace installs TypeScript 6 for it, but npm hoists
// some of typescript-eslint's helpers (ts-api-utils) to the root, where `typescript` is 7. So,
// in the lint process only, every require("typescript") gets this workspace's TypeScript 6.
const typescript6 = createRequire(import.meta.url).resolve("typescript");
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "typescript" ? typescript6 : resolveFilename.call(this, request, ...rest);
};
const { default: tseslint } = await import("typescript-eslint");

const ZOD_PATHS = [
  { name: "zod", allowTypeImports: true, message: "Import zod only in a *.schema.ts module." },
  { name: "zod/mini", allowTypeImports: true, message: "Import zod only in a *.schema.ts module." },
  { name: "zod/v4", allowTypeImports: true, message: "Import zod only in a *.schema.ts module." },
  { name: "zod/locales", allowTypeImports: true, message: "Import zod only in a *.schema.ts module." },
];

const zodOnlyInSchemaModules = { "no-restricted-imports": ["error", { paths: ZOD_PATHS }] };

// Services do I/O (D1, KV, R2, Resend) and are called by routes; HTML (pages, the email) is built in
// worker/html/ and handed to them. A service importing a template turns the layers around.
const servicesNeverImportHtml = {
  "no-restricted-imports": [
    "error",
    {
      paths: ZOD_PATHS,
      patterns: [{ group: ["../html/*", "**/worker/html/*"], message: "Services never import from worker/html/: render in the route and pass the result." }],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "dist/**",
      ".wrangler/**",
      "test-results/**",
      "playwright-report/**",
      "worker/worker-configuration.d.ts",
      "domain/i18n/generated/**",
      "project.inlang/**",
      "worker/og/*.generated.ts",
      "web/public/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    plugins: { "react-hooks": reactHooks, plugplan: { rules: { "route-boundaries": routeBoundaries, "schema-pairs": schemaPairs } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...zodOnlyInSchemaModules,
      "plugplan/route-boundaries": "error",
      "plugplan/schema-pairs": "error",
      // `_`-prefixed names are deliberately unused (an ignored callback argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["worker/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: servicesNeverImportHtml,
  },
  {
    // Schemas, the tests that exercise them with real parsers, and build tooling (never shipped).
    files: ["**/*.schema.ts", "**/*.test.ts", "**/*.test.tsx", "scripts/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Tests poke at untyped JSON files and fixtures.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ["e2e/**", "scripts/**", "tools/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{mjs,js}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
