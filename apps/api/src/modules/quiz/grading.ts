import type { QuestionKind, QuizScoring } from '@app/contract/quiz/schemas';

/** A question with its answer key, as stored. */
export interface KeyedQuestion {
  id: number;
  /** Archived in the studio (decision 40): kept for the attempts that were given it, never given again. */
  archived?: boolean;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  acceptedAnswers: string[];
  options: { id: number; text: string; correct: boolean }[];
}

export interface GivenAnswer {
  optionIds: number[];
  text: string | null;
}

/**
 * Short answers are compared after normalising both sides: Unicode compatibility forms, no
 * accents, lower case, inner spaces collapsed, and no spaces, quotes or full stop around them,
 * so "  Rata-Rata. " counts as "rata-rata" (product "Quizzes").
 */
export function normaliseShortAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’.!?]+$/gu, '')
    .trim();
}

/**
 * The credit of one answer, 0–1. Single choice and true/false: the one right option. Multiple
 * choice: every right option and no wrong one, or with partial scoring the right picks less the
 * wrong picks over the right options, never below 0.
 */
export function creditOf(question: KeyedQuestion, answer: GivenAnswer | undefined, scoring: QuizScoring) {
  if (!answer) return 0;
  if (question.kind === 'short_text') {
    if (answer.text === null) return 0;
    const given = normaliseShortAnswer(answer.text);
    return given !== '' && question.acceptedAnswers.some((a) => normaliseShortAnswer(a) === given) ? 1 : 0;
  }
  const picked = new Set(answer.optionIds);
  const right = question.options.filter((o) => o.correct);
  const rightPicked = right.filter((o) => picked.has(o.id)).length;
  const wrongPicked = picked.size - rightPicked;
  if (question.kind === 'multiple' && scoring === 'partial') {
    if (right.length === 0) return 0;
    return Math.max(0, (rightPicked - wrongPicked) / right.length);
  }
  return rightPicked === right.length && wrongPicked === 0 && right.length > 0 ? 1 : 0;
}

export interface Grade {
  credits: Map<number, number>;
  points: number;
  /** 0–100, rounded down to hundredths so a fail never shows the pass mark. */
  score: number;
  passed: boolean;
}

/** score = points / questions × 100; passed when it reaches the pass mark. */
export function grade(
  questions: KeyedQuestion[],
  answers: Map<number, GivenAnswer>,
  scoring: QuizScoring,
  passMark: number,
): Grade {
  const credits = new Map<number, number>();
  let points = 0;
  for (const q of questions) {
    const credit = creditOf(q, answers.get(q.id), scoring);
    // Credits are stored to thousandths; the score is worked out from the exact ones.
    credits.set(q.id, Math.round(credit * 1000) / 1000);
    points += credit;
  }
  const count = questions.length;
  const exact = count === 0 ? 0 : (points / count) * 100;
  const score = Math.floor(exact * 100 + 1e-9) / 100;
  return { credits, points: Math.round(points * 1000) / 1000, score, passed: exact + 1e-9 >= passMark };
}
