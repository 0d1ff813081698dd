// A zod message in the language being read: zod calls the function when it reports the issue, so
// one schema answers each request of the Worker in that request's language (worker/i18n.ts) and
// the dealer CLI in English. Called with no arguments: zod passes the issue, which a message
// function would take as its inputs. Relative imports only (the CLI loads schemas with types stripped).
export const says = (message: () => string) => ({ error: () => message() });
