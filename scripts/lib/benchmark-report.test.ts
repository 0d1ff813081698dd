import { describe, expect, it } from "vitest";
import { NOTES_HEADING, withKeptNotes } from "./benchmark-report.mjs";

describe("withKeptNotes", () => {
  it("replaces the old tables and keeps the notes section word for word", () => {
    const previous = `# Benchmarks\n\n| old | 1 |\n\n${NOTES_HEADING}\n\n- a note\n`;
    expect(withKeptNotes("# Benchmarks\n\n| new | 2 |\n\n", previous)).toBe(
      `# Benchmarks\n\n| new | 2 |\n\n${NOTES_HEADING}\n\n- a note\n`,
    );
  });

  it("writes the tables alone when there is no previous report or it has no notes", () => {
    expect(withKeptNotes("tables\n")).toBe("tables\n");
    expect(withKeptNotes("tables\n", "# Benchmarks\n| old |\n")).toBe("tables\n");
  });
});
