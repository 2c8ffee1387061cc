import { randomUUID } from 'node:crypto';
import type { Locale } from '@app/contract/envelope';
import type { FieldCode } from '@app/contract/errors';
import { questionKinds, type QuestionKind } from '@app/contract/quiz/constants';
import { QUIZ_CSV_COLUMNS, STUDIO_LIMITS, TRUE_FALSE_WORDS } from '@app/contract/studio/constants';
import type { StudioQuestion } from '@app/contract/studio/schemas';
import { CsvError, parseCsv } from '../../../lib/csv.ts';
import type { FieldProblems } from '../../../lib/http-errors.ts';
import { questionProblems } from './rules.ts';

/**
 * Quiz questions from a CSV file (issue 24 item 5; the columns are in docs/product.md "The
 * studio"): one question per row. Every row is checked before anything is kept; each problem is
 * named `line.<n>.<column>` by the line of the file it is on (the header is line 1).
 */

const L = STUDIO_LIMITS;
const OPTION_COLUMNS = QUIZ_CSV_COLUMNS.filter((c) => c.startsWith('option_'));
const KNOWN = new Set<string>(QUIZ_CSV_COLUMNS);
/** `true`/`false`, or the words a true/false question shows in any of the companies' languages. */
const TRUTH = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ...Object.values(TRUE_FALSE_WORDS).flatMap(([yes, no]) => [
    [yes.toLowerCase(), true] as const,
    [no.toLowerCase(), false] as const,
  ]),
]);

export type CsvImport = { questions: StudioQuestion[] } | { problems: FieldProblems };

/** The text of an uploaded file: UTF-8 (a BOM allowed), or null for other bytes. */
export function csvText(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `room` questions at most may be added (the quiz's limit less what it has). */
export function questionsFromCsv(text: string, language: Locale, room: number): CsvImport {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { problems: { [`line.${error.line}`]: 'invalid_format' } };
    throw error;
  }
  const problems: FieldProblems = {};
  for (const column of parsed.columns) if (!KNOWN.has(column)) problems[`line.1.${column}`] = 'unknown_field';
  for (const column of ['kind', 'prompt'])
    if (!parsed.columns.includes(column)) problems[`line.1.${column}`] = 'required';
  if (Object.keys(problems).length) return { problems };
  if (parsed.records.length === 0) return { problems: { file: 'too_few' } };
  if (parsed.records.length > room) return { problems: { file: 'too_many' } };

  const questions: StudioQuestion[] = [];
  for (const { line, cells } of parsed.records) {
    const at = (column: string, code: FieldCode) => (problems[`line.${line}.${column}`] ??= code);
    const kind = cells.kind?.toLowerCase();
    if (!kind) at('kind', 'required');
    else if (!questionKinds.includes(kind as QuestionKind)) at('kind', 'invalid_option');
    const prompt = cells.prompt ?? '';
    if (!prompt) at('prompt', 'required');
    else if (prompt.length > L.prompt) at('prompt', 'too_long');
    const explanation = cells.explanation ?? '';
    if (explanation.length > L.explanation) at('explanation', 'too_long');
    if (!kind || !questionKinds.includes(kind as QuestionKind)) continue;
    const question = rowQuestion(kind as QuestionKind, cells, language, at);
    if (!question) continue;
    question.prompt = prompt;
    question.explanation = explanation;
    // The save's own rules, said in the file's columns.
    const rule = questionProblems(question);
    if (rule.options)
      at(rule.options === 'too_few' || rule.options === 'too_many' ? 'option_1' : 'correct', rule.options);
    if (rule.accepted_answers) at('accepted', rule.accepted_answers);
    questions.push(question);
  }
  return Object.keys(problems).length ? { problems } : { questions };
}

/** One row's options and answers by its kind; null when a cell is wrong (already named). */
function rowQuestion(
  kind: QuestionKind,
  cells: Record<string, string>,
  language: Locale,
  at: (column: string, code: FieldCode) => void,
): StudioQuestion | null {
  const question: StudioQuestion = {
    key: randomUUID(),
    kind,
    prompt: '',
    explanation: '',
    options: [],
    accepted_answers: [],
  };
  const given = OPTION_COLUMNS.filter((c) => cells[c] !== undefined);
  const correct = cells.correct ?? '';
  const accepted = cells.accepted ?? '';
  let ok = true;
  const wrong = (column: string, code: FieldCode) => {
    at(column, code);
    ok = false;
  };
  if (kind === 'short_text') {
    if (given.length) wrong(given[0]!, 'text_expected');
    if (correct) wrong('correct', 'text_expected');
    const answers = accepted
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean);
    if (answers.length > L.acceptedAnswers) wrong('accepted', 'too_many');
    if (answers.some((a) => a.length > L.acceptedAnswer)) wrong('accepted', 'too_long');
    question.accepted_answers = answers;
    return ok ? question : null;
  }
  if (accepted) wrong('accepted', 'options_expected');
  if (kind === 'true_false') {
    if (given.length) wrong(given[0]!, 'invalid');
    if (!correct) wrong('correct', 'answer_required');
    const truth = TRUTH.get(correct.toLowerCase());
    if (correct && truth === undefined) wrong('correct', 'invalid_option');
    const [yes, no] = TRUE_FALSE_WORDS[language];
    question.options = [
      { text: yes, correct: truth === true },
      { text: no, correct: truth === false },
    ];
    return ok ? question : null;
  }
  for (const column of given) if (cells[column]!.length > L.optionText) wrong(column, 'too_long');
  // The right options by the number of their column: `2`, or `1|3` for multiple choice.
  const numbers = correct
    .split(/[|;\s]+/)
    .filter(Boolean)
    .map((n) => (/^\d{1,2}$/.test(n) ? Number(n) : NaN));
  if (numbers.some((n) => !given.includes(`option_${n}` as (typeof OPTION_COLUMNS)[number])))
    wrong('correct', 'not_an_option');
  question.options = given.map((column) => ({
    text: cells[column]!,
    correct: numbers.includes(Number(column.slice('option_'.length))),
  }));
  return ok ? question : null;
}
