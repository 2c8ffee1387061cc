import type { Locale } from '@app/contract/envelope';
import type { QuestionKind } from '@app/contract/quiz/constants';
import { TRUE_FALSE_WORDS } from '@app/contract/studio/constants';
import { questionProblems } from '@app/contract/studio/quiz-rules';
import type { StudioQuestion, StudioQuiz } from '@app/contract/studio/schemas';
import { newKey } from './curriculum';

/**
 * The quiz builder's pure steps (issue 24 item 5). A quiz lesson's quiz, its questions by kind,
 * and the problems the builder shows on a question before it is saved: the server's own rule
 * (the contract's questionProblems) plus the empty texts its schema refuses.
 */

/** A new quiz lesson's quiz, as the server starts one (the demo quizzes' rules). */
export const newQuiz = (): StudioQuiz => ({
  time_limit_seconds: 600,
  pass_mark: 70,
  max_attempts: null,
  scoring: 'all_or_nothing',
  questions: [],
});

const trueFalse = (lang: Locale, truth: boolean | null = null) => {
  const [yes, no] = TRUE_FALSE_WORDS[lang];
  return [
    { text: yes, correct: truth === true },
    { text: no, correct: truth === false },
  ];
};

const emptyOptions = () => [
  { text: '', correct: false },
  { text: '', correct: false },
];

/** A new question of a kind; true/false options are worded in the course's language. */
export const newQuestion = (kind: QuestionKind, lang: Locale): StudioQuestion => ({
  key: newKey(),
  kind,
  prompt: '',
  explanation: '',
  options: kind === 'short_text' ? [] : kind === 'true_false' ? trueFalse(lang) : emptyOptions(),
  accepted_answers: kind === 'short_text' ? [''] : [],
});

/**
 * A question turned into another kind, keeping what still fits: a choice question's options for
 * the other choice kind (single keeps the first right option only), the prompt and explanation
 * always.
 */
export function withKind(q: StudioQuestion, kind: QuestionKind, lang: Locale): StudioQuestion {
  if (kind === q.kind) return q;
  const fresh = newQuestion(kind, lang);
  const choice = (k: QuestionKind) => k === 'single' || k === 'multiple';
  let options = fresh.options;
  if (choice(kind) && choice(q.kind)) {
    let seen = false;
    options = q.options.map((o) => {
      const correct = o.correct && (kind === 'multiple' || !seen);
      if (o.correct) seen = true;
      return { ...o, correct };
    });
  }
  return { ...fresh, key: q.key, prompt: q.prompt, explanation: q.explanation, options };
}

/** An item of a list moved one place up or down (a no-op at an end). */
export function stepped<T>(list: T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (to < 0 || to >= list.length) return list;
  const next = list.slice();
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * One question's problems by its field (`options`, `options.1.text`, `accepted_answers.0`,
 * `prompt`): what the server would refuse, so it is said on the question before saving.
 */
export function questionErrors(q: StudioQuestion): Record<string, string> {
  const out: Record<string, string> = {};
  if (!q.prompt.trim()) out.prompt = 'required';
  if (q.kind !== 'short_text')
    q.options.forEach((o, i) => {
      if (!o.text.trim()) out[`options.${i}.text`] = 'required';
    });
  else
    q.accepted_answers.forEach((a, i) => {
      if (!a.trim()) out[`accepted_answers.${i}`] = 'required';
    });
  const filled = { ...q, accepted_answers: q.accepted_answers.filter((a) => a.trim()) };
  for (const [field, code] of Object.entries(questionProblems(filled))) out[field] = code;
  return out;
}

/** A quiz's problems named `<prefix>.questions.<question key>.<field>`. */
export function quizErrors(prefix: string, quiz: StudioQuiz): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of quiz.questions)
    for (const [field, code] of Object.entries(questionErrors(q)))
      out[`${prefix}.questions.${q.key}.${field}`] = code;
  return out;
}
