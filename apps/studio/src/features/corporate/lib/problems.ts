import type { MessageKey, Translate } from '@/shared/i18n/i18n';
import { fieldText } from '@/shared/http/error-words';

/** A problem of the CSV file as the server names it: `row.N.column`, or `file`. */
export interface FileProblem {
  /** The line of the file (the header is line 1); 0 for the file as a whole. */
  row: number;
  field: string;
  code: string;
}

/** The fields of the form itself; every other field of a 400 is the file's. */
export const FORM_FIELDS = ['client_name', 'invoice_number', 'course_ids', 'language'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Splits a 400's fields into the form's own and the file's rows, those in the file's order. */
export function splitProblems(fields: Record<string, string>) {
  const form: Partial<Record<FormField, string>> = {};
  const file: FileProblem[] = [];
  for (const [name, code] of Object.entries(fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(name)) form[name as FormField] = code;
    else {
      const match = /^row\.(\d+)\.(.+)$/.exec(name);
      file.push(match ? { row: Number(match[1]), field: match[2]!, code } : { row: 0, field: name, code });
    }
  }
  file.sort((a, b) => a.row - b.row);
  return { form, file };
}

/** The words of a column the file names ("email", "name"), in the studio's language. */
function columnText(t: Translate, field: string) {
  const key = `corporate.column.${field}` as MessageKey;
  const words = t(key);
  return words === key ? field : words;
}

/** `row N: field: message`, in the studio's language; the file as a whole has no row. */
export function problemText(t: Translate, p: FileProblem) {
  const message =
    p.field === 'file' && p.code === 'too_many'
      ? t('corporate.problem.tooMany')
      : p.field === 'file' && p.code === 'too_few'
        ? t('corporate.problem.tooFew')
        : p.field === 'file' && p.code === 'invalid_format'
          ? t('corporate.problem.unreadable')
          : (fieldText(t, p.code) ?? p.code);
  if (p.row === 0) return `${columnText(t, p.field)}: ${message}`;
  return t('corporate.problem.row', { row: p.row, field: columnText(t, p.field), message });
}
