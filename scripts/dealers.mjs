// `npm run dealers -- add|update|list|remove|grant|revoke …`: the operator CLI for the dealer
// registry (README "Dealer registry"). Local D1 by default, production with --remote.
import { register } from "node:module";

// The CLI validates with the app's own zod schemas (domain/dealers/dealers.schema.ts); Node strips their
// types, and this hook adds the ".ts" their relative imports leave out.
register("./lib/ts-resolve-hook.mjs", import.meta.url);
const { CliError, parseArgs, runCommand } = await import("./lib/dealers-cli.mjs");

try {
  console.log(runCommand(parseArgs(process.argv.slice(2)), { log: (line) => console.log(line) }));
} catch (error) {
  if (error instanceof CliError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
