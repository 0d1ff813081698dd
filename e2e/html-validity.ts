// One html-validate instance for every HTML check (pages as served, pages as hydrated, the sign-in
// email), configured by the project's one config file, .htmlvalidate.json (the standard preset).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";

const config = JSON.parse(readFileSync(join(process.cwd(), ".htmlvalidate.json"), "utf8")) as ConfigData;
const validator = new HtmlValidate(config);

/** Every error and warning in `html`, one line each ("rule line:column message (selector)"); [] when valid. */
export async function htmlProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${name} ${message.ruleId} ${message.line}:${message.column} ${message.message} (${message.selector ?? "document"})`),
  );
}
