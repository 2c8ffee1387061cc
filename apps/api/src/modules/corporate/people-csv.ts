import { z } from 'zod';
import { CORPORATE_LIMITS as L } from '@app/contract/corporate/constants';
import type { FieldCode } from '@app/contract/errors';
import { CsvError, parseCsvRows } from '../../lib/csv.ts';
import type { FieldProblems } from '../../lib/http-errors.ts';

/**
 * The people of a corporate CSV (docs/product.md "The studio": corporate enrolment): a header row
 * naming `name` and `email` (in any order, other columns ignored), separated by commas or
 * semicolons, a BOM allowed. Every row is checked before anything is written; each problem is the
 * field `row.<N>.<column>`, N being the line a spreadsheet shows (the header is line 1).
 */

export interface FilePerson {
  row: number;
  name: string;
  /** Lower-cased: addresses are unique in a company in any case. */
  email: string;
}

export type PeopleOfFile = { people: FilePerson[] } | { problems: FieldProblems };

const NAME_COLUMNS = new Set(['name', 'full_name', 'full name', 'nama', 'nama lengkap']);
const EMAIL_COLUMNS = new Set(['email', 'e-mail', 'email address', 'alamat email', 'e-mel']);

const emailRule = z.email().max(L.maxEmail);

/** The delimiter of the file: the one of comma and semicolon its first line holds more of. */
function delimiterOf(text: string) {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

export function peopleOfFile(text: string): PeopleOfFile {
  let rows: { line: number; fields: string[] }[];
  try {
    rows = parseCsvRows(text, delimiterOf(text));
  } catch (error) {
    if (error instanceof CsvError) return { problems: { [`row.${error.line}.file`]: 'invalid_format' } };
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return { problems: { file: 'too_few' } };
  const columns = header.fields.map((c) => c.trim().toLowerCase());
  const nameAt = columns.findIndex((c) => NAME_COLUMNS.has(c));
  const emailAt = columns.findIndex((c) => EMAIL_COLUMNS.has(c));
  const problems: FieldProblems = {};
  if (nameAt < 0) problems[`row.${header.line}.name`] = 'required';
  if (emailAt < 0) problems[`row.${header.line}.email`] = 'required';
  if (Object.keys(problems).length) return { problems };
  if (body.length === 0) return { problems: { file: 'too_few' } };
  if (body.length > L.maxRows) return { problems: { file: 'too_many' } };

  const people: FilePerson[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { line, fields } of body) {
    const at = (column: string, code: FieldCode) => (problems[`row.${line}.${column}`] ??= code);
    const name = (fields[nameAt] ?? '').trim().replace(/\s+/g, ' ');
    const email = (fields[emailAt] ?? '').trim().toLowerCase();
    if (!name) at('name', 'required');
    else if (name.length > L.maxName) at('name', 'too_long');
    else if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) at('name', 'invalid');
    if (!email) at('email', 'required');
    else if (!emailRule.safeParse(email).success) at('email', 'invalid_email');
    else if (firstRowOf.has(email)) at('email', 'duplicate_in_file');
    else firstRowOf.set(email, line);
    people.push({ row: line, name, email });
  }
  return Object.keys(problems).length ? { problems } : { people };
}

const WORDS: Partial<Record<FieldCode, string>> = {
  required: 'required',
  too_long: 'too long',
  invalid: 'holds characters that are not allowed',
  invalid_email: 'not a valid email address',
  duplicate_in_file: 'the same email is on an earlier row',
  invalid_format: 'the file cannot be read here (a quote is not closed)',
  too_few: 'no people in the file',
  too_many: `more than ${L.maxRows.toLocaleString('en')} people`,
};

/** The problems as `row N: field: message` lines, in the file's order, for the 400's message. */
export function problemLines(problems: FieldProblems): string[] {
  return Object.entries(problems)
    .map(([key, code]) => {
      const match = /^row\.(\d+)\.(.+)$/.exec(key);
      const words = WORDS[code] ?? code;
      return match
        ? { line: Number(match[1]), text: `row ${match[1]}: ${match[2]}: ${words}` }
        : { line: 0, text: `${key}: ${words}` };
    })
    .sort((a, b) => a.line - b.line)
    .map((p) => p.text);
}
