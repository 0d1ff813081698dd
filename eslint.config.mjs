// The lint configuration lives in its own workspace (tools/lint): see its package.json.
export { default } from "./tools/lint/eslint.config.mjs";
