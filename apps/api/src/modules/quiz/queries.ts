import type { Locale } from '@app/contract/envelope';
import { QUIZ_GRACE_SECONDS, type QuestionKind, type QuizScoring } from '@app/contract/quiz/schemas';
import type { SqlRunner, SqlTransaction } from '../../db/client.ts';
import { textLangFrom } from '../../lib/localize.ts';
import type { KeyedQuestion } from './grading.ts';

type Sql = Pick<SqlRunner, 'query'>;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
// Lesson and course titles in the language $3, else English (docs/decisions.md §11), and 'en'
// when a title fell back that way (the answer's text_lang). The language is a parameter, so one
// statement serves every language.
const titleCol = (table: string) =>
  `CASE $3 WHEN 'id' THEN coalesce(nullif(${table}.title_id, ''), ${table}.title_en)
           WHEN 'ms' THEN coalesce(nullif(${table}.title_ms, ''), ${table}.title_en)
           ELSE ${table}.title_en END`;
const titleLang = (table: string) =>
  `CASE WHEN ($3 = 'id' AND ${table}.title_id = '') OR ($3 = 'ms' AND ${table}.title_ms = '') THEN 'en' END`;

export interface QuizRow {
  id: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  title: string;
  /** 'en' when the title (or the course's) fell back to English, else null. */
  courseTitleLang: string | null;
  titleLang: string | null;
  language: string;
  timeLimitSeconds: number;
  passMark: number;
  maxAttempts: number | null;
  scoring: QuizScoring;
  questionCount: number;
  owned: boolean;
  /**
   * The lesson was archived in the studio, or is no longer a quiz lesson: nobody may start or
   * submit it, while past scores and reviews stay readable.
   */
  retired: boolean;
  attemptsUsed: number;
  bestScore: number | null;
  passed: boolean;
  /** The learner's open attempt, if any, with the server's time of this read. */
  open: AttemptRow | null;
  now: Date;
}

/**
 * A quiz of the tenant with what the learner has done in it, in one statement: ownership of the
 * course, attempts used, best score, the open attempt. Null: no such quiz in this tenant.
 */
export async function findQuiz(
  sql: Sql,
  tenantId: number,
  quizId: number,
  lang: Locale,
  userId: number,
): Promise<QuizRow | null> {
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT l.id, l.course_id, c.slug, ${titleCol('c')} AS course_title, ${titleCol('l')} AS title,
            ${titleLang('c')} AS course_title_lang, ${titleLang('l')} AS title_lang,
            c.language, q.time_limit_seconds, q.pass_mark, q.max_attempts, q.scoring,
            (SELECT count(*)::int FROM quiz_questions qq
              WHERE qq.quiz_id = q.lesson_id AND qq.archived_at IS NULL) AS question_count,
            (l.archived_at IS NOT NULL OR l.type <> 'quiz') AS retired,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $4 AND e.course_id = l.course_id) AS owned,
            s.used, s.best, s.passed, now() AS now,
            CASE WHEN o.id IS NOT NULL THEN json_build_object(
              'id', o.id, 'quiz_id', o.quiz_id, 'user_id', o.user_id, 'number', o.number,
              'started_at', o.started_at, 'deadline', o.deadline, 'question_order', o.question_order,
              'option_order', o.option_order, 'option_keys', o.option_keys, 'now', now()) END AS open
       FROM quizzes q
       JOIN lessons l ON l.id = q.lesson_id
       JOIN courses c ON c.id = l.course_id AND c.tenant_id = $1
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS used, max(a.score) AS best, coalesce(bool_or(a.passed), false) AS passed
           FROM quiz_attempts a WHERE a.user_id = $4 AND a.quiz_id = q.lesson_id) s
       LEFT JOIN quiz_attempts o ON o.user_id = $4 AND o.quiz_id = q.lesson_id AND o.closed_at IS NULL
      WHERE q.lesson_id = $2`,
    [tenantId, quizId, lang, userId],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    courseId: Number(row.course_id),
    courseSlug: String(row.slug),
    courseTitle: String(row.course_title),
    title: String(row.title),
    courseTitleLang: (row.course_title_lang as string | null) ?? null,
    titleLang: (row.title_lang as string | null) ?? null,
    language: String(row.language),
    timeLimitSeconds: Number(row.time_limit_seconds),
    passMark: Number(row.pass_mark),
    maxAttempts: num(row.max_attempts),
    scoring: row.scoring as QuizScoring,
    questionCount: Number(row.question_count),
    owned: Boolean(row.owned),
    retired: Boolean(row.retired),
    attemptsUsed: Number(row.used),
    bestScore: num(row.best),
    passed: Boolean(row.passed),
    open: row.open ? attemptOf(typeof row.open === 'string' ? JSON.parse(row.open) : row.open) : null,
    now: new Date(iso(row.now)),
  };
}

/**
 * The questions of a quiz with their answer key, in the author's order, archived ones included
 * (marked): attempts that were given them are graded and reviewed with them (decision 40).
 */
export async function quizContent(sql: Sql, quizId: number): Promise<KeyedQuestion[]> {
  const rows = await sql.query<{
    id: number;
    archived: boolean;
    kind: QuestionKind;
    prompt: string;
    explanation: string;
    accepted_answers: string[];
    options: { id: number; text: string; correct: boolean }[] | string;
  }>(
    `SELECT qq.id, qq.archived_at IS NOT NULL AS archived, qq.kind, qq.prompt, qq.explanation, qq.accepted_answers,
            coalesce((SELECT json_agg(json_build_object('id', o.id, 'text', o.text, 'correct', o.is_correct)
                                      ORDER BY o.position)
                        FROM quiz_options o WHERE o.question_id = qq.id), '[]'::json) AS options
       FROM quiz_questions qq WHERE qq.quiz_id = $1 ORDER BY qq.position`,
    [quizId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    archived: Boolean(r.archived),
    kind: r.kind,
    prompt: r.prompt,
    explanation: r.explanation,
    acceptedAnswers: r.accepted_answers ?? [],
    options: typeof r.options === 'string' ? JSON.parse(r.options) : r.options,
  }));
}

/**
 * Opens attempt number n+1 unless the learner has used every attempt, or another tab or device
 * opened one a moment ago (the unique open-attempt index): then nothing is inserted and null comes
 * back.
 */
export async function insertAttempt(
  sql: Sql,
  input: {
    quizId: number;
    userId: number;
    timeLimitSeconds: number;
    maxAttempts: number | null;
    questionOrder: number[];
    optionOrder: number[];
    /** The learner's ids of the options, in optionOrder's order (option-keys.ts). */
    optionKeys: number[];
  },
): Promise<AttemptRow | null> {
  const [row] = await sql.query<Record<string, unknown>>(
    `INSERT INTO quiz_attempts (quiz_id, user_id, number, deadline, question_order, option_order, option_keys)
     SELECT $1, $2, n.used + 1, now() + make_interval(secs => $3::int), $5::int[], $6::int[], $7::int[]
       FROM (SELECT count(*)::int AS used FROM quiz_attempts WHERE user_id = $2 AND quiz_id = $1) n
      WHERE $4::int IS NULL OR n.used < $4::int
     ON CONFLICT DO NOTHING
     RETURNING id, quiz_id, user_id, number, started_at, deadline, question_order, option_order, option_keys,
               now() AS now`,
    [
      input.quizId,
      input.userId,
      input.timeLimitSeconds,
      input.maxAttempts,
      input.questionOrder,
      input.optionOrder,
      input.optionKeys,
    ],
  );
  return row ? attemptOf(row) : null;
}

export interface AttemptRow {
  id: number;
  quizId: number;
  userId: number;
  number: number;
  startedAt: Date;
  deadline: Date;
  questionOrder: number[];
  optionOrder: number[];
  optionKeys: number[];
  closedAt: Date | null;
  closedBy: 'learner' | 'deadline' | null;
  points: number | null;
  score: number | null;
  passed: boolean | null;
  correctCount: number;
  now: Date;
}

const attemptColumns = `a.id, a.quiz_id, a.user_id, a.number, a.started_at, a.deadline, a.question_order,
  a.option_order, a.option_keys, a.closed_at, a.closed_by, a.points, a.score, a.passed, now() AS now,
  (SELECT count(*)::int FROM quiz_answers x WHERE x.attempt_id = a.id AND x.credit = 1) AS correct_count`;

function attemptOf(row: Record<string, unknown>): AttemptRow {
  return {
    id: Number(row.id),
    quizId: Number(row.quiz_id),
    userId: Number(row.user_id),
    number: Number(row.number),
    startedAt: new Date(iso(row.started_at)),
    deadline: new Date(iso(row.deadline)),
    questionOrder: (row.question_order as number[]).map(Number),
    optionOrder: (row.option_order as number[]).map(Number),
    optionKeys: (row.option_keys as number[]).map(Number),
    closedAt: row.closed_at ? new Date(iso(row.closed_at)) : null,
    closedBy: (row.closed_by as AttemptRow['closedBy']) ?? null,
    points: num(row.points),
    score: num(row.score),
    passed: row.passed === null || row.passed === undefined ? null : Boolean(row.passed),
    correctCount: Number(row.correct_count ?? 0),
    now: new Date(iso(row.now)),
  };
}

/** One attempt of a learner; null when it is not theirs or not of this quiz. */
export async function findAttempt(
  sql: Sql,
  userId: number,
  attemptId: number,
  quizId?: number,
): Promise<AttemptRow | null> {
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT ${attemptColumns} FROM quiz_attempts a
      WHERE a.id = $1 AND a.user_id = $2 AND ($3::int IS NULL OR a.quiz_id = $3::int)`,
    [attemptId, userId, quizId ?? null],
  );
  return row ? attemptOf(row) : null;
}

/** The learner's attempt of a quiz by its number (1 for the first). */
export async function findAttemptByNumber(sql: Sql, userId: number, quizId: number, number: number) {
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT ${attemptColumns} FROM quiz_attempts a WHERE a.user_id = $1 AND a.quiz_id = $2 AND a.number = $3`,
    [userId, quizId, number],
  );
  return row ? attemptOf(row) : null;
}

/** The learner's latest closed attempt of a quiz. */
export async function latestClosedAttempt(sql: Sql, userId: number, quizId: number) {
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT ${attemptColumns} FROM quiz_attempts a
      WHERE a.user_id = $1 AND a.quiz_id = $2 AND a.closed_at IS NOT NULL
      ORDER BY a.number DESC LIMIT 1`,
    [userId, quizId],
  );
  return row ? attemptOf(row) : null;
}

export interface AnswerRow {
  questionId: number;
  optionIds: number[];
  text: string | null;
  flagged: boolean;
  credit: number | null;
}

export async function attemptAnswers(sql: Sql, attemptId: number): Promise<AnswerRow[]> {
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT question_id, option_ids, text_answer, flagged, credit FROM quiz_answers WHERE attempt_id = $1`,
    [attemptId],
  );
  return rows.map((r) => ({
    questionId: Number(r.question_id),
    optionIds: (r.option_ids as number[]).map(Number),
    text: (r.text_answer as string | null) ?? null,
    flagged: Boolean(r.flagged),
    credit: num(r.credit),
  }));
}

/** What a save needs to check: the attempt (the learner's), its options' keys and its clock. */
export async function attemptForSave(sql: Sql, userId: number, attemptId: number) {
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT quiz_id, option_order, option_keys, closed_at IS NOT NULL AS closed,
            (extract(epoch FROM deadline - now()) * 1000)::bigint AS remaining_ms
       FROM quiz_attempts WHERE id = $1 AND user_id = $2`,
    [attemptId, userId],
  );
  if (!row) return null;
  return {
    quizId: Number(row.quiz_id),
    optionOrder: (row.option_order as number[]).map(Number),
    optionKeys: (row.option_keys as number[]).map(Number),
    closed: Boolean(row.closed),
    remainingMs: Number(row.remaining_ms),
  };
}

/**
 * Saves one answer while the attempt is open and within its deadline and grace. The attempt's row
 * is share-locked, so a grading that holds it waits for the save, or the save sees the attempt
 * closed and saves nothing (null).
 */
export async function upsertAnswer(
  sql: Sql,
  input: {
    attemptId: number;
    questionId: number;
    /** Undefined: keep the saved answer (only the flag changes). */
    answer?: { optionIds: number[]; text: string | null };
    flagged?: boolean;
  },
): Promise<{ savedAt: Date; remainingMs: number; answeredCount: number } | null> {
  const [row] = await sql.query<Record<string, unknown>>(
    `WITH a AS (
       SELECT id, deadline FROM quiz_attempts
        WHERE id = $1 AND closed_at IS NULL AND now() <= deadline + make_interval(secs => ${QUIZ_GRACE_SECONDS})
        FOR SHARE),
     saved AS (
       INSERT INTO quiz_answers (attempt_id, question_id, option_ids, text_answer, flagged, saved_at)
       SELECT a.id, $2, coalesce($3::int[], '{}'), $4::text, coalesce($5::boolean, false), now() FROM a
       ON CONFLICT (attempt_id, question_id) DO UPDATE SET
         option_ids = CASE WHEN $6::boolean THEN EXCLUDED.option_ids ELSE quiz_answers.option_ids END,
         text_answer = CASE WHEN $6::boolean THEN EXCLUDED.text_answer ELSE quiz_answers.text_answer END,
         flagged = coalesce($5::boolean, quiz_answers.flagged),
         saved_at = now()
       RETURNING saved_at, option_ids <> '{}' OR coalesce(trim(text_answer), '') <> '' AS answered)
     SELECT saved.saved_at, saved.answered,
            (extract(epoch FROM a.deadline - now()) * 1000)::bigint AS remaining_ms,
            (SELECT count(*)::int FROM quiz_answers x
              WHERE x.attempt_id = $1 AND x.question_id <> $2
                AND (x.option_ids <> '{}' OR coalesce(trim(x.text_answer), '') <> '')) AS others
       FROM saved, a`,
    [
      input.attemptId,
      input.questionId,
      input.answer ? input.answer.optionIds : null,
      input.answer ? input.answer.text : null,
      input.flagged ?? null,
      input.answer !== undefined,
    ],
  );
  if (!row) return null;
  return {
    savedAt: new Date(iso(row.saved_at)),
    remainingMs: Number(row.remaining_ms),
    answeredCount: Number(row.others) + (row.answered ? 1 : 0),
  };
}

/** The attempt's row, locked until the transaction ends, with what grading needs. */
export async function lockAttempt(tx: SqlTransaction, attemptId: number) {
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT ${attemptColumns}, q.scoring, q.pass_mark,
            now() > a.deadline + make_interval(secs => ${QUIZ_GRACE_SECONDS}) AS late
       FROM quiz_attempts a JOIN quizzes q ON q.lesson_id = a.quiz_id
      WHERE a.id = $1
        FOR UPDATE OF a`,
    [attemptId],
  );
  if (!row) return null;
  return {
    attempt: attemptOf(row),
    scoring: row.scoring as QuizScoring,
    passMark: Number(row.pass_mark),
    late: Boolean(row.late),
  };
}

/**
 * Writes the grade of an attempt: its credits per answer, points, score, pass, and who closed it.
 * Closed by the deadline, it closes at the deadline. A pass completes the quiz lesson in the
 * learner's progress (learning_complete_lesson, once).
 */
export async function writeGrade(
  tx: SqlTransaction,
  input: {
    attemptId: number;
    userId: number;
    quizId: number;
    closedBy: 'learner' | 'deadline';
    credits: Map<number, number>;
    points: number;
    score: number;
    passed: boolean;
  },
) {
  const [closed] = await tx.query<{ closed_at: unknown }>(
    `UPDATE quiz_attempts
        SET closed_at = CASE WHEN $2 = 'deadline' THEN least(deadline, now()) ELSE now() END,
            closed_by = $2, points = $3, score = $4, passed = $5
      WHERE id = $1
      RETURNING closed_at`,
    [input.attemptId, input.closedBy, input.points.toFixed(3), input.score.toFixed(2), input.passed],
  );
  const ids = [...input.credits.keys()];
  await tx.query(
    `UPDATE quiz_answers x SET credit = c.credit
       FROM unnest($2::int[], $3::numeric[]) AS c(question_id, credit)
      WHERE x.attempt_id = $1 AND x.question_id = c.question_id`,
    [input.attemptId, ids, ids.map((id) => input.credits.get(id)!.toFixed(3))],
  );
  if (input.passed) await tx.query('SELECT learning_complete_lesson($1, $2)', [input.userId, input.quizId]);
  return new Date(iso(closed!.closed_at));
}

/** Open attempts past their deadline and grace: of one learner (and quiz), or of everyone. */
export async function overdueAttempts(
  sql: Sql,
  filter: { userId?: number; quizId?: number; limit: number },
): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT id FROM quiz_attempts
      WHERE closed_at IS NULL AND deadline < now() - make_interval(secs => ${QUIZ_GRACE_SECONDS})
        AND ($1::int IS NULL OR user_id = $1::int) AND ($2::int IS NULL OR quiz_id = $2::int)
      ORDER BY deadline LIMIT $3`,
    [filter.userId ?? null, filter.quizId ?? null, filter.limit],
  );
  return rows.map((r) => Number(r.id));
}

export interface CourseRow {
  id: number;
  owned: boolean;
}

/** A course of the tenant and whether the learner owns it. */
export async function findCourse(sql: Sql, tenantId: number, courseId: number, userId: number) {
  const [row] = await sql.query<{ id: number; owned: boolean }>(
    `SELECT c.id, EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $3 AND e.course_id = c.id) AS owned
       FROM courses c WHERE c.id = $2 AND c.tenant_id = $1`,
    [tenantId, courseId, userId],
  );
  return row ? { id: Number(row.id), owned: Boolean(row.owned) } : null;
}

/** Every quiz of a course in curriculum order (archived lessons left out), with the learner's attempts in each. */
export async function courseQuizScores(sql: Sql, courseId: number, userId: number, lang: Locale) {
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT l.id, ${titleCol('l')} AS title, ${titleLang('l')} AS title_lang, q.pass_mark, q.max_attempts, s.used, s.best, s.passed,
            (SELECT a.score FROM quiz_attempts a
              WHERE a.user_id = $2 AND a.quiz_id = l.id AND a.closed_at IS NOT NULL
              ORDER BY a.number DESC LIMIT 1) AS last
       FROM lessons l
       JOIN course_sections cs ON cs.id = l.section_id
       JOIN quizzes q ON q.lesson_id = l.id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS used, max(a.score) AS best, coalesce(bool_or(a.passed), false) AS passed
           FROM quiz_attempts a WHERE a.user_id = $2 AND a.quiz_id = l.id) s
      WHERE l.course_id = $1 AND l.archived_at IS NULL AND l.type = 'quiz'
      ORDER BY cs.position, l.position`,
    [courseId, userId, lang],
  );
  return rows.map((r) => ({
    quiz_id: Number(r.id),
    title: String(r.title),
    best_score: num(r.best),
    last_score: num(r.last),
    passed: Boolean(r.passed),
    attempts_used: Number(r.used),
    attempts_max: num(r.max_attempts),
    pass_mark: Number(r.pass_mark),
    text_lang: textLangFrom({ title: (r.title_lang as string | null) ?? null }),
  }));
}

/** Overdue open attempts of a learner in a course (closed before the course's scores are read). */
export async function overdueInCourse(sql: Sql, userId: number, courseId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT a.id FROM quiz_attempts a JOIN lessons l ON l.id = a.quiz_id
      WHERE a.user_id = $1 AND l.course_id = $2 AND a.closed_at IS NULL
        AND a.deadline < now() - make_interval(secs => ${QUIZ_GRACE_SECONDS})`,
    [userId, courseId],
  );
  return rows.map((r) => Number(r.id));
}
