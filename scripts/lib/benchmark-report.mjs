// docs/benchmarks.md: `npm run bench` regenerates the tables and keeps the hand-written notes.

export const NOTES_HEADING = "## Reading these figures";

/** The new tables followed by the previous report's notes section (from its heading on), if any. */
export function withKeptNotes(tables, previousReport = "") {
  const start = previousReport.indexOf(NOTES_HEADING);
  return start === -1 ? tables : `${tables}${previousReport.slice(start)}`;
}
