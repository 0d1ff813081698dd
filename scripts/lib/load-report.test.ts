import { describe, expect, it } from "vitest";
import { withKeptNotes } from "./benchmark-report.mjs";
import { LOAD_HEADING, LOAD_NOTES_HEADING, withLoadSection } from "./load-report.mjs";

describe("withLoadSection", () => {
  it("appends the section to a report that has none", () => {
    expect(withLoadSection("# Benchmarks\n\n## Reading these figures\n\n- a note\n", `${LOAD_HEADING}\n\nfigures\n`)).toBe(
      `# Benchmarks\n\n## Reading these figures\n\n- a note\n\n${LOAD_HEADING}\n\nfigures\n`,
    );
  });

  it("replaces the old figures and keeps the notes under them and any later section", () => {
    const before = `# B\n\n${LOAD_HEADING}\n\nold figures\n\n${LOAD_NOTES_HEADING}\n\n- kept note\n\n## Later\n\nkept too\n`;
    const after = withLoadSection(before, `${LOAD_HEADING}\n\nnew figures\n`);
    expect(after).toBe(`# B\n\n${LOAD_HEADING}\n\nnew figures\n\n${LOAD_NOTES_HEADING}\n\n- kept note\n\n## Later\n\nkept too\n`);
    expect(after).not.toContain("old figures");
  });

  it("survives npm run bench, which keeps everything from its notes heading on", () => {
    const report = withLoadSection("# B\n\n## Reading these figures\n\n- note\n", `${LOAD_HEADING}\n\nload figures\n`);
    expect(withKeptNotes("# B (new tables)\n\n", report)).toContain("load figures");
  });
});
