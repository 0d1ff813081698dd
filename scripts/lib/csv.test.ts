// The CSV reader behind every data builder and the installer import.
import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvWithLines } from "./csv.mjs";

describe("parseCsv", () => {
  it("keys rows by the header, with quoted commas, doubled quotes and newlines inside quotes", () => {
    const text = 'name,note\n"Smith, J","said ""hi"""\nB,"two\nlines"\n';
    expect(parseCsv(text)).toEqual([
      { name: "Smith, J", note: 'said "hi"' },
      { name: "B", note: "two\nlines" },
    ]);
  });

  it("reads CRLF files with a byte-order mark, skips blank lines and fills short rows with empty text", () => {
    expect(parseCsv("\uFEFFa,b,c\r\n1,2,3\r\n\r\n4\r\n")).toEqual([
      { a: "1", b: "2", c: "3" },
      { a: "4", b: "", c: "" },
    ]);
  });

  it("returns no rows for an empty file or a header alone", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("a,b\n")).toEqual([]);
  });
});

describe("parseCsvWithLines", () => {
  it("gives each record the line it starts on, counting lines inside quoted fields", () => {
    const records = parseCsvWithLines('h1,h2\n"x\ny",1\n\nz,2');
    expect(records).toEqual([
      { line: 1, fields: ["h1", "h2"] },
      { line: 2, fields: ["x\ny", "1"] },
      { line: 5, fields: ["z", "2"] },
    ]);
  });

  it("throws with the record's line when a quoted field is never closed", () => {
    expect(() => parseCsvWithLines('a,b\n1,"open\n2,3')).toThrow("Line 2: a quoted field is never closed");
  });
});
