import { randomInt } from 'node:crypto';
import {
  ATTEMPT_CLOSED,
  ATTEMPT_OPEN,
  NO_ATTEMPTS_LEFT,
  QUIZ_GRACE_SECONDS,
  QUIZ_TIME_UP,
  type AttemptResult,
  type OpenAttempt,
  type QuizSummary,
  type ReviewedQuestion,
} from '@app/contract/quiz/schemas';
import type { SqlRunner } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Log } from '../../lib/log.ts';
import { textLangFrom } from '../../lib/localize.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { certificateIssuedBy } from '../learning/certificates/service.ts';
import { grade, type KeyedQuestion } from './grading.ts';
import { limits } from './limits.ts';
import { drawKeys, givenQuestions, keysOf } from './option-keys.ts';
import {
  attemptAnswers,
  attemptForSave,
  courseQuizScores,
  findAttempt,
  findAttemptByNumber,
  findCourse,
  findQuiz,
  insertAttempt,
  latestClosedAttempt,
  lockAttempt,
  overdueAttempts,
  overdueInCourse,
  quizContent,
  upsertAnswer,
  writeGrade,
  type AttemptRow,
  type QuizRow,
} from './queries.ts';
import type { SignedInCaller } from '../../lib/caller.ts';

/** What the quiz services need from the app, passed in so that they never see a request. */
export interface QuizContext {
  sql: SqlRunner;
  limiter: RateLimiter;
  /** Questions of recently read quizzes (createContentCache); grading always reads them afresh. */
  content?: ContentCache;
  /** Mails a certificate a passed quiz issued (learning's sendCertificateMail). */
  certificateIssued?: (certificateId: number) => Promise<void>;
}

/** Seconds a quiz's questions are kept in memory for starting and saving (they rarely change). */
const CONTENT_TTL_MS = 60_000;

export type ContentCache = Map<number, { at: number; questions: Promise<KeyedQuestion[]> }>;
export const createContentCache = (): ContentCache => new Map();

/**
 * A quiz's questions with their key, from the cache when fresh: 500 learners starting one quiz
 * read it once, not 500 times. A change reaches every instance within a minute; grading never uses
 * the cache.
 */
function contentOf(ctx: QuizContext, quizId: number): Promise<KeyedQuestion[]> {
  const cache = ctx.content;
  if (!cache) return quizContent(ctx.sql, quizId);
  const hit = cache.get(quizId);
  if (hit && Date.now() - hit.at < CONTENT_TTL_MS) return hit.questions;
  if (cache.size > 1000) cache.clear();
  const questions = quizContent(ctx.sql, quizId);
  cache.set(quizId, { at: Date.now(), questions });
  questions.catch(() => cache.delete(quizId));
  return questions;
}

/** Who is asking, and in which language titles should be. */
/** Who is asking (lib/caller.ts): a signed-in learner. */
export type Caller = SignedInCaller;

const GRACE_MS = QUIZ_GRACE_SECONDS * 1000;
const quizNotFound = () => notFound('Quiz not found');
const attemptNotFound = () => notFound('Attempt not found');
const timeUp = () =>
  conflict('Time is up: the attempt was graded at its deadline with the answers saved by then', QUIZ_TIME_UP);
const alreadyClosed = () => conflict('This attempt has already been submitted', ATTEMPT_CLOSED);

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function summaryOf(quiz: QuizRow): QuizSummary {
  return {
    id: quiz.id,
    title: quiz.title,
    course: {
      id: quiz.courseId,
      slug: quiz.courseSlug,
      title: quiz.courseTitle,
      text_lang: textLangFrom({ title: quiz.courseTitleLang }),
    },
    language: quiz.language,
    question_count: quiz.questionCount,
    time_limit_seconds: quiz.timeLimitSeconds,
    pass_mark: quiz.passMark,
    scoring: quiz.scoring,
    max_attempts: quiz.maxAttempts,
    attempts_used: quiz.attemptsUsed,
    attempts_left: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - quiz.attemptsUsed),
    best_score: quiz.bestScore,
    passed: quiz.passed,
    text_lang: textLangFrom({ title: quiz.titleLang }),
  };
}

function resultOf(attempt: AttemptRow): AttemptResult {
  const closedAt = attempt.closedAt!;
  const end = Math.min(closedAt.getTime(), attempt.deadline.getTime());
  return {
    attempt_id: attempt.id,
    quiz_id: attempt.quizId,
    number: attempt.number,
    score: attempt.score ?? 0,
    passed: attempt.passed ?? false,
    points: attempt.points ?? 0,
    question_count: attempt.questionOrder.length,
    correct_count: attempt.correctCount,
    started_at: attempt.startedAt.toISOString(),
    closed_at: closedAt.toISOString(),
    closed_by: attempt.closedBy ?? 'learner',
    time_used_seconds: Math.max(0, Math.round((end - attempt.startedAt.getTime()) / 1000)),
  };
}

/**
 * The quiz of this tenant, for an owner of its course: else 404 (not here) or 403 (not owned). A
 * quiz whose lesson was archived is gone for taking (404), but its scores and reviews stay
 * (`past`).
 */
async function ownedQuiz(ctx: QuizContext, caller: Caller, quizId: number, past = false) {
  const quiz = await findQuiz(ctx.sql, caller.tenant.id, quizId, caller.lang, caller.user.id);
  if (!quiz || (quiz.retired && !past)) throw quizNotFound();
  // product "Quizzes": preview lessons do not make a quiz takeable without owning the course.
  if (!quiz.owned) throw forbidden('Buy this course to take its quizzes', 'course_not_owned');
  return quiz;
}

/**
 * Closes and grades an attempt inside one transaction holding its row, so a save, a second submit
 * or the deadline job waits and then finds it closed: one grade, whoever comes first. A submit
 * after the deadline and its grace closes it as the deadline would. `changed` is false when the
 * attempt was already closed.
 */
export async function closeAttempt(
  ctx: QuizContext,
  attemptId: number,
  by: 'learner' | 'deadline',
): Promise<{ changed: boolean; late: boolean; attempt?: AttemptRow }> {
  const { certificate, ...closed } = await ctx.sql.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attemptId);
    if (!locked || locked.attempt.closedAt) return { changed: false, late: false };
    if (by === 'deadline' && !locked.late) return { changed: false, late: false };
    const { attempt } = locked;
    const [questions, saved] = await Promise.all([
      quizContent(tx, attempt.quizId),
      attemptAnswers(tx, attemptId),
    ]);
    // Only the questions and options this attempt was given count, whatever was added since.
    const result = grade(
      givenQuestions(questions, attempt),
      new Map(saved.map((a) => [a.questionId, { optionIds: a.optionIds, text: a.text }])),
      locked.scoring,
      locked.passMark,
    );
    const closedBy = locked.late ? 'deadline' : by;
    const closedAt = await writeGrade(tx, {
      attemptId,
      userId: attempt.userId,
      quizId: attempt.quizId,
      closedBy,
      ...result,
    });
    const graded: AttemptRow = {
      ...attempt,
      closedAt,
      closedBy,
      points: result.points,
      score: result.score,
      passed: result.passed,
      correctCount: [...result.credits.values()].filter((c) => c === 1).length,
    };
    // A pass that completes the course's last lesson issues its certificate.
    const issued = result.passed ? await certificateIssuedBy(tx, attempt.userId, attempt.quizId) : null;
    return { changed: true, late: by === 'learner' && locked.late, attempt: graded, certificate: issued };
  });
  // Mailed once the grade has committed, whoever closed the attempt (the learner, the deadline job).
  if (certificate) await ctx.certificateIssued?.(certificate);
  return closed;
}

/** Closes open attempts past their deadline and grace: a learner's (in one quiz), or everyone's. */
export async function closeOverdue(
  ctx: QuizContext,
  filter: { userId?: number; quizId?: number } = {},
): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await overdueAttempts(ctx.sql, { ...filter, limit: 200 });
    for (const id of due) if ((await closeAttempt(ctx, id, 'deadline')).changed) closed += 1;
    if (due.length < 200) return closed;
  }
}

/** Runs closeOverdue for every learner every `seconds` on this instance until stopped. */
export function startDeadlineJob(ctx: QuizContext, log: Log, seconds: number) {
  return repeatEvery(seconds, log, 'quiz deadline run failed', async () => {
    const n = await closeOverdue(ctx);
    if (n > 0) log.info({ closed: n }, 'quiz attempts closed at their deadline');
  });
}

function openAttemptOf(
  attempt: AttemptRow,
  questions: KeyedQuestion[],
  saved: Awaited<ReturnType<typeof attemptAnswers>>,
): OpenAttempt {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const keys = keysOf(attempt);
  return {
    id: attempt.id,
    number: attempt.number,
    started_at: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    server_time: attempt.now.toISOString(),
    remaining_ms: Math.max(0, attempt.deadline.getTime() - attempt.now.getTime()),
    questions: attempt.questionOrder.flatMap((id) => {
      const q = byId.get(id);
      if (!q) return [];
      // Never the answer key: only the attempt's keys and the texts leave while it is open.
      const options = keys.options(q.options).map((o) => ({ id: o.key, text: o.text }));
      return [{ id: q.id, kind: q.kind, prompt: q.prompt, options: q.kind === 'short_text' ? [] : options }];
    }),
    answers: saved.map((a) => ({
      question_id: a.questionId,
      option_ids: a.optionIds.flatMap((id) => keys.key(id) ?? []),
      text: a.text,
      flagged: a.flagged,
    })),
  };
}

/**
 * get-quiz: resumes the learner's open attempt, or starts one (when `start`), with the questions
 * in this attempt's order, the server's deadline and the answers saved so far.
 */
export async function getQuiz(ctx: QuizContext, caller: Caller, quizId: number, start: boolean) {
  let quiz = await ownedQuiz(ctx, caller, quizId);
  if (quiz.open && quiz.now.getTime() > quiz.open.deadline.getTime() + GRACE_MS) {
    await closeAttempt(ctx, quiz.open.id, 'deadline');
    quiz = await ownedQuiz(ctx, caller, quizId);
  }
  if (quiz.open) {
    const [questions, saved] = await Promise.all([
      contentOf(ctx, quiz.id),
      attemptAnswers(ctx.sql, quiz.open.id),
    ]);
    return { quiz: summaryOf(quiz), attempt: openAttemptOf(quiz.open, questions, saved) };
  }
  if (!start) return { quiz: summaryOf(quiz), attempt: null };
  if (quiz.maxAttempts !== null && quiz.attemptsUsed >= quiz.maxAttempts)
    throw conflict('You have used every attempt of this quiz', NO_ATTEMPTS_LEFT);
  await ctx.limiter.check([[limits.submitUser, String(caller.user.id)]]);
  const questions = await contentOf(ctx, quiz.id);
  // A new attempt is given the live questions only; archived ones stay for the attempts that had them.
  const questionOrder = shuffled(questions.filter((q) => !q.archived).map((q) => q.id));
  const byId = new Map(questions.map((q) => [q.id, q]));
  const optionOrder = questionOrder.flatMap((id) => shuffled(byId.get(id)!.options.map((o) => o.id)));
  const inserted = await insertAttempt(ctx.sql, {
    quizId: quiz.id,
    userId: caller.user.id,
    timeLimitSeconds: quiz.timeLimitSeconds,
    maxAttempts: quiz.maxAttempts,
    questionOrder,
    optionOrder,
    optionKeys: drawKeys(optionOrder.length),
  });
  if (inserted)
    return {
      quiz: summaryOf({ ...quiz, attemptsUsed: quiz.attemptsUsed + 1 }),
      attempt: openAttemptOf(inserted, questions, []),
    };
  // Another tab or device opened one a moment ago (its attempt is the one), or the last went.
  quiz = await ownedQuiz(ctx, caller, quizId);
  if (!quiz.open) throw conflict('You have used every attempt of this quiz', NO_ATTEMPTS_LEFT);
  const saved = await attemptAnswers(ctx.sql, quiz.open.id);
  return { quiz: summaryOf(quiz), attempt: openAttemptOf(quiz.open, questions, saved) };
}

export interface SaveInput {
  attemptId: number;
  questionId: number;
  optionIds?: number[] | undefined;
  text?: string | undefined;
  flagged?: boolean | undefined;
}

/**
 * What a save answers to a question, in the options' own ids (the learner names them by the
 * attempt's keys); undefined when only the flag changes. A wrong shape is a 400 naming the field.
 */
function answerOf(question: KeyedQuestion, input: SaveInput, keys: ReturnType<typeof keysOf>) {
  if (question.kind === 'short_text') {
    if (input.optionIds !== undefined && input.optionIds.length > 0)
      throw badRequest('A short-text question takes text', { option_ids: 'text_expected' });
    if (input.text === undefined && input.optionIds === undefined) return undefined;
    return { optionIds: [], text: input.text?.trim() || null };
  }
  if (input.text !== undefined)
    throw badRequest('A choice question takes option_ids', { text: 'options_expected' });
  if (input.optionIds === undefined) return undefined;
  const own = new Set(question.options.map((o) => o.id));
  const keysPicked = [...new Set(input.optionIds)];
  const picked = keysPicked.flatMap((key) => keys.option(key) ?? []).filter((id) => own.has(id));
  if (picked.length !== keysPicked.length)
    throw badRequest('Not an option of this question', { option_ids: 'not_an_option' });
  if (question.kind !== 'multiple' && picked.length > 1)
    throw badRequest('Pick one option', { option_ids: 'pick_one' });
  return { optionIds: picked, text: null };
}

/** Saves one answer (or its flag) of the learner's open attempt (docs/product.md "Quizzes"). */
export async function saveAnswer(ctx: QuizContext, caller: Caller, input: SaveInput) {
  if (input.optionIds === undefined && input.text === undefined && input.flagged === undefined)
    throw badRequest('Send option_ids, text or flagged', { option_ids: 'answer_required' });
  if (input.optionIds !== undefined && input.text !== undefined)
    throw badRequest('Send option_ids or text, not both', { text: 'options_or_text' });
  await ctx.limiter.check([[limits.saveUser, String(caller.user.id)]]);
  const info = await attemptForSave(ctx.sql, caller.user.id, input.attemptId);
  if (!info) throw attemptNotFound();
  const question = (await contentOf(ctx, info.quizId)).find((q) => q.id === input.questionId);
  if (!question) throw badRequest('Not a question of this attempt', { question_id: 'not_a_question' });
  const answer = answerOf(question, input, keysOf(info));
  if (info.closed) throw alreadyClosed();
  const saved =
    info.remainingMs < -GRACE_MS
      ? null
      : await upsertAnswer(ctx.sql, {
          attemptId: input.attemptId,
          questionId: input.questionId,
          ...(answer ? { answer } : {}),
          ...(input.flagged === undefined ? {} : { flagged: input.flagged }),
        });
  if (saved)
    return {
      question_id: input.questionId,
      saved_at: saved.savedAt.toISOString(),
      remaining_ms: Math.max(0, saved.remainingMs),
      answered_count: saved.answeredCount,
    };
  // Not saved: submitted a moment ago, or past the deadline (then it closes now).
  const { changed } = await closeAttempt(ctx, input.attemptId, 'deadline');
  if (changed) throw timeUp();
  const attempt = await findAttempt(ctx.sql, caller.user.id, input.attemptId);
  throw attempt?.closedBy === 'deadline' ? timeUp() : alreadyClosed();
}

/**
 * add-quiz: the learner ends the attempt; the server grades it. A repeated submit answers the
 * same grade; a submit after the deadline and its grace is refused, and the attempt is graded at
 * its deadline.
 */
export async function submitQuiz(ctx: QuizContext, caller: Caller, quizId: number, attemptId: number) {
  const quiz = await ownedQuiz(ctx, caller, quizId);
  await ctx.limiter.check([[limits.submitUser, String(caller.user.id)]]);
  const closing = quiz.open?.id === attemptId ? await closeAttempt(ctx, attemptId, 'learner') : null;
  if (closing?.late) throw timeUp();
  if (closing?.attempt) {
    const { score, passed } = closing.attempt;
    return {
      quiz: summaryOf({
        ...quiz,
        bestScore: Math.max(quiz.bestScore ?? 0, score ?? 0),
        passed: quiz.passed || Boolean(passed),
      }),
      result: resultOf(closing.attempt),
    };
  }
  // Not open (any more): a repeated submit answers the grade; a deadline's close is a late submit.
  const attempt = await findAttempt(ctx.sql, caller.user.id, attemptId, quizId);
  if (!attempt) throw attemptNotFound();
  if (!attempt.closedAt) {
    // Opened before this read saw it: close it now.
    const again = await closeAttempt(ctx, attemptId, 'learner');
    if (again.late) throw timeUp();
    return submitQuiz(ctx, caller, quizId, attemptId);
  }
  if (attempt.closedBy !== 'learner') throw timeUp();
  const after = await findQuiz(ctx.sql, caller.tenant.id, quiz.id, caller.lang, caller.user.id);
  return { quiz: summaryOf(after ?? quiz), result: resultOf(attempt) };
}

/** get-score: an attempt's result (by id or by number), or the latest closed one's (null before any). */
export async function scoreOf(
  ctx: QuizContext,
  caller: Caller,
  quizId: number,
  which: { id?: number | undefined; number?: number | undefined } = {},
) {
  await ownedQuiz(ctx, caller, quizId, true);
  await closeOverdue(ctx, { userId: caller.user.id, quizId });
  const quiz = await ownedQuiz(ctx, caller, quizId, true);
  if (which.id === undefined && which.number === undefined) {
    const latest = await latestClosedAttempt(ctx.sql, caller.user.id, quizId);
    return { quiz: summaryOf(quiz), result: latest ? resultOf(latest) : null };
  }
  const attempt =
    which.id !== undefined
      ? await findAttempt(ctx.sql, caller.user.id, which.id, quizId)
      : await findAttemptByNumber(ctx.sql, caller.user.id, quizId, which.number!);
  if (!attempt) throw attemptNotFound();
  if (!attempt.closedAt) throw conflict('This attempt is still open', ATTEMPT_OPEN);
  return { quiz: summaryOf(quiz), result: resultOf(attempt) };
}

/** The review of a closed attempt: each question with the answer given, the right one and why. */
export async function reviewOf(ctx: QuizContext, caller: Caller, attemptId: number) {
  let attempt = await findAttempt(ctx.sql, caller.user.id, attemptId);
  if (!attempt) throw attemptNotFound();
  const quiz = await ownedQuiz(ctx, caller, attempt.quizId, true);
  if (!attempt.closedAt) {
    if (attempt.now.getTime() <= attempt.deadline.getTime() + GRACE_MS)
      throw conflict('This attempt is still open', ATTEMPT_OPEN);
    await closeAttempt(ctx, attemptId, 'deadline');
    attempt = (await findAttempt(ctx.sql, caller.user.id, attemptId))!;
  }
  const [questions, saved, summary] = await Promise.all([
    quizContent(ctx.sql, attempt.quizId),
    attemptAnswers(ctx.sql, attemptId),
    findQuiz(ctx.sql, caller.tenant.id, quiz.id, caller.lang, caller.user.id),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers = new Map(saved.map((a) => [a.questionId, a]));
  const keys = keysOf(attempt);
  const reviewed: ReviewedQuestion[] = attempt.questionOrder.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const a = answers.get(id);
    const chosen = new Set(a?.optionIds ?? []);
    const credit = a?.credit ?? 0;
    return [
      {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        explanation: q.explanation,
        options: keys
          .options(q.options)
          .map((o) => ({ id: o.key, text: o.text, correct: o.correct, chosen: chosen.has(o.id) })),
        text: a?.text ?? null,
        accepted_answers: q.kind === 'short_text' ? q.acceptedAnswers : [],
        credit,
        correct: credit === 1,
        answered: Boolean(a && (a.optionIds.length > 0 || (a.text ?? '').trim() !== '')),
      },
    ];
  });
  return { quiz: summaryOf(summary ?? quiz), result: resultOf(attempt), questions: reviewed };
}

/**
 * get-detail-score: the learner's scores in every quiz of a course. The email is the spec's
 * payload and must be the token's user's own.
 */
export async function detailScoreOf(
  ctx: QuizContext,
  caller: Caller,
  data: { email: string; course_id: number },
) {
  if (data.email.toLowerCase() !== caller.user.email.toLowerCase()) throw forbidden('Not yours');
  const course = await findCourse(ctx.sql, caller.tenant.id, data.course_id, caller.user.id);
  if (!course) throw notFound('Course not found');
  if (!course.owned) throw forbidden('Buy this course to take its quizzes', 'course_not_owned');
  for (const id of await overdueInCourse(ctx.sql, caller.user.id, course.id))
    await closeAttempt(ctx, id, 'deadline');
  return {
    course_id: course.id,
    quizzes: await courseQuizScores(ctx.sql, course.id, caller.user.id, caller.lang),
  };
}
