// The one CSV reader of the project's scripts (data builders and the installer import).

/**
 * RFC 4180 CSV → records, each with the 1-based line its record starts on (quoted fields may span
 * lines, so the record index alone would point at the wrong line).
 */
export function parseCsvWithLines(source) {
  const text = source.replace(/^\uFEFF/, "");
  const records = [];
  let row = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0] === "")) records.push({ line: rowLine, fields: row });
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"') inQuotes = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (inQuotes) throw new Error(`Line ${rowLine}: a quoted field is never closed`);
  if (field !== "" || row.length) endRow();
  return records;
}

/** Parses CSV text into objects keyed by the header row; empty lines are skipped. */
export function parseCsv(text) {
  const [header, ...body] = parseCsvWithLines(text).map((record) => record.fields);
  if (!header) return [];
  return body.map((fields) => Object.fromEntries(header.map((key, index) => [key, fields[index] ?? ""])));
}
