// CSV as spreadsheets write it: read (the tenant folder's catalogue, the studio's quiz imports) and
// written (the studio's exports of orders and learners).
/** A record of a CSV file: its cells by column name and the line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The rows of a CSV text as spreadsheets write it (RFC 4180): fields separated by `delimiter` (a
 * comma, or the semicolon spreadsheets write where the comma is the decimal sign), in double
 * quotes when they hold the delimiter, quotes ("" inside) or line breaks; CRLF or LF; an optional
 * BOM. Blank lines are skipped; each row keeps the line it starts on (1-based).
 */
export function parseCsvRows(input: string, delimiter = ','): { line: number; fields: string[] }[] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: { line: number; fields: string[] }[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new CsvError(start, 'a quoted field is never closed');
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          field += c;
          i++;
        }
        if (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') {
          throw new CsvError(line, 'text follows a closing quote; write a quote inside a field as ""');
        }
      } else {
        while (i < text.length && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r')
          field += text[i++];
      }
      fields.push(field);
      if (text[i] === delimiter) {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') {
      i++;
      line++;
    }
    if (fields.length > 1 || fields[0]!.trim() !== '') rows.push({ line: start, fields });
  }
  return rows;
}

/**
 * Parses CSV as spreadsheets write it (parseCsvRows, comma-separated) with a header row naming
 * the columns. Empty cells are left out so that optional columns may stay empty.
 */
export function parseCsv(input: string): { columns: string[]; records: CsvRecord[] } {
  const rows = parseCsvRows(input);
  const [header, ...body] = rows;
  if (!header) throw new CsvError(1, 'the file is empty; the first line names the columns');
  const columns = header.fields.map((c) => c.trim());
  const seen = new Set<string>();
  for (const column of columns) {
    if (column === '') throw new CsvError(header.line, 'a column has no name in the header');
    if (seen.has(column)) throw new CsvError(header.line, `column "${column}" appears twice in the header`);
    seen.add(column);
  }
  const records = body.map(({ line: at, fields }) => {
    if (fields.length > columns.length) {
      throw new CsvError(at, `${fields.length} fields, but the header names ${columns.length} columns`);
    }
    const cells: Record<string, string> = {};
    fields.forEach((value, k) => {
      if (value.trim() !== '') cells[columns[k]!] = value.trim();
    });
    return { line: at, cells };
  });
  return { columns, records };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (OWASP CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-ended. */
export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
