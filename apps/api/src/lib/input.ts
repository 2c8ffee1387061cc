import type { FieldCode } from '@app/contract/errors';
import { badRequest } from './http-errors.ts';

/**
 * How deep a parsed body or query may nest. No call of ours takes more than four levels (a CV
 * entry's list of skills is the deepest); 32 leaves room and refuses the thousands of levels an
 * attacker can pack into a few kilobytes before anything walks them.
 */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a value, and where: the dotted path of the field. */
export interface InputProblem {
  field: string;
  code: Extract<FieldCode, 'nul_character' | 'too_deep'>;
}

/**
 * The first problem in a parsed query, params or body, or null: a string holding a NUL character
 * (PostgreSQL text cannot store it, so it is refused up front instead of failing in the
 * database), or nesting deeper than MAX_INPUT_DEPTH. The walk keeps its own stack, so no input,
 * however deep, can overflow the call stack.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const field = next.path || 'value';
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return { field, code: 'nul_character' };
      continue;
    }
    if (!next.value || typeof next.value !== 'object' || Buffer.isBuffer(next.value)) continue;
    if (next.depth >= MAX_INPUT_DEPTH) {
      return { field, code: 'too_deep' };
    }
    const entries = Array.isArray(next.value)
      ? next.value.map((item, i) => [String(i), item] as const)
      : Object.entries(next.value);
    // Pushed in reverse so the first field is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      pending.push({ value: item, path: next.path ? `${next.path}.${key}` : key, depth: next.depth + 1 });
    }
  }
  return null;
}

/** The problem in English, for the message API clients read. */
const SAID: Record<InputProblem['code'], string> = {
  nul_character: 'it contains a NUL character',
  too_deep: `it is nested more than ${MAX_INPUT_DEPTH} levels deep`,
};

/** Throws the 400 naming the field of the first problem findInputProblem() finds in `value`. */
export function refuseBadInput(value: unknown) {
  const problem = findInputProblem(value);
  if (problem)
    throw badRequest(`Invalid ${problem.field}: ${SAID[problem.code]}`, { [problem.field]: problem.code });
}
