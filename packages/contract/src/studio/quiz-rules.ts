import type { FieldCode } from '../errors.ts';
import type { StudioQuestion } from './schemas.ts';

/**
 * What a question needs to be answerable (docs/product.md §16): single choice and true/false
 * exactly one right option, multiple choice at least one, short text at least one accepted
 * answer; choice questions two options or more. Keys are the question's own fields. The server
 * checks every save with it (apps/api/src/modules/studio/curriculum/rules.ts) and the studio's
 * quiz builder shows the same rule on the question before it is saved.
 */
export function questionProblems(
  q: Pick<StudioQuestion, 'kind' | 'options' | 'accepted_answers'>,
): Partial<Record<'options' | 'accepted_answers', FieldCode>> {
  const right = q.options.filter((o) => o.correct).length;
  if (q.kind === 'short_text') {
    if (q.options.length > 0) return { options: 'text_expected' };
    return q.accepted_answers.length === 0 ? { accepted_answers: 'answer_required' } : {};
  }
  const problems: Partial<Record<'options' | 'accepted_answers', FieldCode>> = {};
  if (q.accepted_answers.length > 0) problems.accepted_answers = 'options_expected';
  if (q.kind === 'true_false' && q.options.length !== 2)
    problems.options = q.options.length < 2 ? 'too_few' : 'too_many';
  else if (q.options.length < 2) problems.options = 'too_few';
  else if (right === 0) problems.options = 'answer_required';
  else if (right > 1 && q.kind !== 'multiple') problems.options = 'pick_one';
  return problems;
}
