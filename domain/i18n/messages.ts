// Every message of the catalogues, compiled (scripts/i18n/compile.mjs): import it as a namespace,
// `import * as m from ".../domain/i18n/messages"`, and call `m.some_key()`. Each message is its own
// module, so a page's chunks carry only the messages that page calls (in both languages).
export * from "./generated/messages/_index.js";
