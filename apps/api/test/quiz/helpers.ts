import { HOST_A, type TestContext } from '../helper.ts';
import { learning } from '../catalog/helpers.ts';

export { courseByTitle, createLearner, learning } from '../catalog/helpers.ts';

let counter = 0;

/**
 * A quiz with a known answer key, added to a course through SQL as a new lesson of its first
 * module: Q1 single (right: A), Q2 multiple (right: A, B, C; wrong: D), Q3 true/false (right:
 * True), Q4 short text ("Rata-rata" or "mean"). Options are named by their text: `o('single:A')`
 * is the option's own id in the database, which a learner never sees (optionsIn gives the ids an
 * attempt uses).
 */
export async function createQuiz(
  ctx: TestContext,
  courseId: number,
  settings: {
    timeLimitSeconds?: number;
    passMark?: number;
    maxAttempts?: number | null;
    scoring?: string;
  } = {},
) {
  counter += 1;
  const sql = ctx.database.sql;
  const [lesson] = await sql.query<{ id: number }>(
    `INSERT INTO lessons (course_id, section_id, position, title_en, title_id, type, duration_seconds)
     SELECT $1, s.id, 1000 + $2, 'Test quiz ' || $2, 'Kuis uji ' || $2, 'quiz', 300
       FROM course_sections s WHERE s.course_id = $1 ORDER BY s.position LIMIT 1
     RETURNING id`,
    [courseId, counter],
  );
  const quizId = lesson!.id;
  await sql.query(
    `INSERT INTO quizzes (lesson_id, time_limit_seconds, pass_mark, max_attempts, scoring) VALUES ($1, $2, $3, $4, $5)`,
    [
      quizId,
      settings.timeLimitSeconds ?? 600,
      settings.passMark ?? 70,
      settings.maxAttempts ?? null,
      settings.scoring ?? 'all_or_nothing',
    ],
  );
  const questions: Record<string, number> = {};
  const options: Record<string, number> = {};
  const spec = [
    {
      key: 'single',
      kind: 'single',
      options: [
        ['A', true],
        ['B', false],
        ['C', false],
      ],
    },
    {
      key: 'multiple',
      kind: 'multiple',
      options: [
        ['A', true],
        ['B', true],
        ['C', true],
        ['D', false],
      ],
    },
    {
      key: 'true_false',
      kind: 'true_false',
      options: [
        ['True', true],
        ['False', false],
      ],
    },
    { key: 'short_text', kind: 'short_text', options: [] },
  ] as const;
  for (const [i, q] of spec.entries()) {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO quiz_questions (quiz_id, position, kind, prompt, explanation, accepted_answers)
       VALUES ($1, $2, $3, $4, $5, $6::text[]) RETURNING id`,
      [
        quizId,
        i + 1,
        q.kind,
        `Question ${q.key}`,
        `Because ${q.key}`,
        q.kind === 'short_text' ? ['Rata-rata', 'mean'] : [],
      ],
    );
    questions[q.key] = row!.id;
    for (const [k, [text, correct]] of q.options.entries()) {
      const [o] = await sql.query<{ id: number }>(
        `INSERT INTO quiz_options (question_id, position, text, is_correct) VALUES ($1, $2, $3, $4) RETURNING id`,
        [row!.id, k + 1, text, correct],
      );
      options[`${q.key}:${text}`] = o!.id;
    }
  }
  const q = (key: keyof typeof questions) => questions[key]!;
  const o = (key: string) => {
    const id = options[key];
    if (id === undefined) throw new Error(`no option ${key}`);
    return id;
  };
  return { id: quizId, q, o };
}

export type TestQuiz = Awaited<ReturnType<typeof createQuiz>>;

export const getQuiz = (
  ctx: TestContext,
  token: string,
  quizId: number | string,
  query = '',
  host = HOST_A,
) => ctx.app.inject({ url: `/api/quiz/get-quiz/${quizId}${query}`, headers: learning({ host, token }) });

export interface StartedAttempt {
  id: number;
  number: number;
  remaining_ms: number;
  deadline: string;
  questions: { id: number; kind: string; prompt: string; options: { id: number; text: string }[] }[];
  answers: { question_id: number; option_ids: number[]; text: string | null; flagged: boolean }[];
}

/** Starts (or resumes) an attempt and expects it. */
export async function start(ctx: TestContext, token: string, quizId: number, host = HOST_A) {
  const res = await getQuiz(ctx, token, quizId, '', host);
  if (res.statusCode !== 200) throw new Error(`get-quiz answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { quiz: Record<string, unknown>; attempt: StartedAttempt };
}

/** The ids an attempt gives the test quiz's options, by 'question:text' as createQuiz names them. */
export function optionsIn(quiz: TestQuiz, attempt: StartedAttempt) {
  return (key: string) => {
    const [question, text] = key.split(':') as [string, string];
    const option = attempt.questions
      .find((q) => q.id === quiz.q(question))
      ?.options.find((o) => o.text === text);
    if (!option) throw new Error(`no option ${key} in attempt ${attempt.id}`);
    return option.id;
  };
}

export const save = (ctx: TestContext, token: string, body: Record<string, unknown>, host = HOST_A) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/quiz/save-answer',
    headers: learning({ host, token }),
    payload: body,
  });

export const submit = (ctx: TestContext, token: string, body: Record<string, unknown>, host = HOST_A) =>
  ctx.app.inject({ method: 'POST', url: '/api/add-quiz', headers: learning({ host, token }), payload: body });

/** Saves every right answer of the test quiz. */
export async function answerAllRight(
  ctx: TestContext,
  token: string,
  quiz: TestQuiz,
  attempt: StartedAttempt,
) {
  const o = optionsIn(quiz, attempt);
  const bodies = [
    { question_id: quiz.q('single'), option_ids: [o('single:A')] },
    { question_id: quiz.q('multiple'), option_ids: [o('multiple:A'), o('multiple:B'), o('multiple:C')] },
    { question_id: quiz.q('true_false'), option_ids: [o('true_false:True')] },
    { question_id: quiz.q('short_text'), text: 'mean' },
  ];
  for (const body of bodies) {
    const res = await save(ctx, token, { attempt_id: attempt.id, ...body });
    if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  }
}

/** Moves an attempt's clock: started `minutesAgo` and due `dueSecondsAgo` seconds ago. */
export async function backdate(ctx: TestContext, attemptId: number, dueSecondsAgo: number, minutesAgo = 10) {
  await ctx.database.sql.query(
    `UPDATE quiz_attempts SET started_at = now() - make_interval(mins => $2),
            deadline = now() - make_interval(secs => $3) WHERE id = $1`,
    [attemptId, minutesAgo, dueSecondsAgo],
  );
}
