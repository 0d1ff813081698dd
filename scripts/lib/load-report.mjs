// docs/benchmarks.md: `npm run load` rewrites its own section and keeps the notes written under it.
// The section sits after "Reading these figures", which `npm run bench` keeps as it is.

export const LOAD_HEADING = "## Load test (npm run load)";
export const LOAD_NOTES_HEADING = "### Reading the load test";

/**
 * The report with the load section replaced by `generated` (a new one is appended at the end).
 * The notes under LOAD_NOTES_HEADING, and any section after it, stay as they were.
 */
export function withLoadSection(report, generated) {
  const body = generated.endsWith("\n") ? generated : `${generated}\n`;
  const start = report.indexOf(LOAD_HEADING);
  if (start === -1) return `${report.trimEnd()}\n\n${body}`;
  const rest = report.slice(start + LOAD_HEADING.length);
  const notes = rest.indexOf(LOAD_NOTES_HEADING);
  const nextSection = rest.search(/\n## /);
  const end = notes !== -1 && (nextSection === -1 || notes < nextSection) ? notes : nextSection === -1 ? rest.length : nextSection + 1;
  return `${report.slice(0, start)}${body}${end < rest.length && !body.endsWith("\n\n") ? "\n" : ""}${rest.slice(end)}`;
}
