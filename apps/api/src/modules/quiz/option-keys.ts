import { randomInt } from 'node:crypto';
import type { KeyedQuestion } from './grading.ts';

/**
 * The options of an attempt go to the learner under keys drawn at random for that attempt
 * (docs/product.md §16, decision 28): the options' own ids follow the order the author wrote them
 * in, and authors tend to write the right answer first, so those ids would give it away. The
 * attempt keeps its keys beside its option order (`option_keys`, `option_order`); saves name
 * options by key; saved answers and grading use the options' own ids.
 */

/** Keys are int4 like the ids they stand for, so the contract's id rules hold for both. */
const KEY_LIMIT = 2_147_483_647;

/** `count` distinct random keys. */
export function drawKeys(count: number): number[] {
  const keys = new Set<number>();
  while (keys.size < count) keys.add(randomInt(1, KEY_LIMIT));
  return [...keys];
}

export interface AttemptOptions {
  optionOrder: number[];
  optionKeys: number[];
}

/** Both ways between an attempt's keys and its options' ids; undefined for what is not in it. */
export function keysOf(attempt: AttemptOptions) {
  const place = new Map(attempt.optionOrder.map((id, i) => [id, i]));
  const toOption = new Map(attempt.optionKeys.map((key, i) => [key, attempt.optionOrder[i]!]));
  const key = (optionId: number) => {
    const i = place.get(optionId);
    return i === undefined ? undefined : attempt.optionKeys[i];
  };
  return {
    key,
    option: (key: number) => toOption.get(key),
    /** The attempt's options of a question, in the attempt's order, each with its key. */
    options: <O extends { id: number }>(options: O[]) =>
      options
        .filter((o) => place.has(o.id))
        .sort((a, b) => place.get(a.id)! - place.get(b.id)!)
        .map((o) => ({ ...o, key: key(o.id)! })),
  };
}

/**
 * The questions as the attempt was given them: only its questions, each with only its options
 * (an option added to a question later is not part of the attempt, for the learner nor the grade).
 */
export function givenQuestions(
  questions: KeyedQuestion[],
  attempt: AttemptOptions & { questionOrder: number[] },
) {
  const given = new Set(attempt.questionOrder);
  const options = new Set(attempt.optionOrder);
  return questions
    .filter((q) => given.has(q.id))
    .map((q) => ({ ...q, options: q.options.filter((o) => options.has(o.id)) }));
}
