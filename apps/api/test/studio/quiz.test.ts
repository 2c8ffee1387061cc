import { describe, expect, it } from 'vitest';
import { quizCsvSample } from '@app/contract/studio/quiz-csv-sample';
import type { Curriculum, StudioCourse, StudioQuestion } from '@app/contract/studio/schemas';
import { createLearner, learning } from '../catalog/helpers.ts';
import { type TestContext } from '../helper.ts';
import { getQuiz, save, start, submit } from '../quiz/helpers.ts';
import {
  STUDIO_A,
  originOf,
  publishDraft,
  readDraft,
  saveCurriculum,
  studio,
  studioSuite,
  type DraftRef,
} from './support.ts';

/**
 * Quizzes in the studio (issue 24 item 5): a quiz lesson's settings and questions, which cannot be
 * saved without their right answer; questions imported from CSV (every row checked, nothing
 * imported on a bad one); and publishing that keeps past attempts' scores and reviews as they
 * were graded (decision 40).
 */
let ctx: TestContext;
let mentor: string;
let mine: DraftRef[];

studioSuite({ drafts: true }, (s) => ({ ctx, mentor, mine } = s));

const clone = (c: Curriculum): Curriculum => structuredClone(c);
const idOf = (key: string) => Number(key.slice(1));

/** The first quiz lesson of a curriculum, with its place. */
function firstQuiz(c: Curriculum) {
  for (const [i, s] of c.sections.entries())
    for (const [j, l] of s.lessons.entries())
      if (l.type === 'quiz') return { lesson: l, at: `sections.${i}.lessons.${j}` };
  throw new Error('no quiz lesson');
}

/** A quiz import as the studio's page posts it: multipart, with its cookie and Origin. */
function importCsv(id: number, key: string, revision: number, csv: string | Buffer | null, cookie = mentor) {
  const boundary = `----studio${Date.now()}`;
  const parts: (string | Buffer)[] = [
    `--${boundary}\r\nContent-Disposition: form-data; name="revision"\r\n\r\n${revision}\r\n`,
  ];
  if (csv !== null)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="questions.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      csv,
      '\r\n',
    );
  parts.push(`--${boundary}--\r\n`);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/studio/courses/${id}/lessons/${encodeURIComponent(key)}/quiz-import`,
    headers: {
      host: STUDIO_A,
      cookie,
      origin: originOf(ctx, STUDIO_A),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))),
  });
}

describe('saving a quiz', () => {
  it('refuses a question without its right answer, naming the question, and settings out of range', async () => {
    const draft = await readDraft(ctx, mentor, mine[0]!.id);
    const c = clone(draft.curriculum);
    const { lesson, at } = firstQuiz(c);
    const quiz = lesson.quiz!;
    let made = 0;
    const q = (kind: StudioQuestion['kind'], options: [string, boolean][], accepted: string[] = []) => ({
      key: `new-${(made += 1)}`,
      kind,
      prompt: `A ${kind} question`,
      explanation: '',
      options: options.map(([text, correct]) => ({ text, correct })),
      accepted_answers: accepted,
    });
    quiz.questions = [
      q('single', [
        ['A', false],
        ['B', false],
      ]),
      q('single', [
        ['A', true],
        ['B', true],
      ]),
      q('multiple', [
        ['A', false],
        ['B', false],
        ['C', false],
      ]),
      q('true_false', [
        ['Benar', true],
        ['Salah', false],
        ['Mungkin', false],
      ]),
      q('short_text', []),
      q('short_text', [['A', true]], ['a']),
      q('single', [['Only', true]]),
    ];
    quiz.time_limit_seconds = 10;
    quiz.pass_mark = 101;
    quiz.max_attempts = 0;
    const res = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(res.statusCode).toBe(400);
    const qp = `${at}.quiz`;
    expect(res.json().error.fields).toEqual({
      [`${qp}.time_limit_seconds`]: 'too_small',
      [`${qp}.pass_mark`]: 'too_large',
      [`${qp}.max_attempts`]: 'too_small',
    });
    // With the settings right, each question's own problem by its place.
    Object.assign(quiz, { time_limit_seconds: 86_400, pass_mark: 0, max_attempts: null });
    const again = await saveCurriculum(ctx, mentor, draft.id, draft.revision, c);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      [`${qp}.questions.0.options`]: 'answer_required',
      [`${qp}.questions.1.options`]: 'pick_one',
      [`${qp}.questions.2.options`]: 'answer_required',
      [`${qp}.questions.3.options`]: 'too_many',
      [`${qp}.questions.4.accepted_answers`]: 'answer_required',
      [`${qp}.questions.5.options`]: 'text_expected',
      [`${qp}.questions.6.options`]: 'too_few',
    });
    const time = await saveCurriculum(ctx, mentor, draft.id, draft.revision, {
      sections: [
        {
          ...c.sections[0],
          lessons: [{ ...lesson, quiz: { ...quiz, time_limit_seconds: 86_401, questions: [] } }],
        },
      ],
    });
    expect(time.json().error.fields).toMatchObject({
      'sections.0.lessons.0.quiz.time_limit_seconds': 'too_large',
    });
    expect((await readDraft(ctx, mentor, draft.id)).revision).toBe(draft.revision);
  });
});

describe('importing questions from CSV', () => {
  const good = [
    'kind,prompt,option_1,option_2,option_3,correct,accepted,explanation',
    'single,"Which one, exactly?",Alpha,Beta,Gamma,2,,"Beta, because ""B"""',
    'multiple,Pick the primes,2,4,5,1|3,,',
    'true_false,The earth is round,,,,true,,',
    'short_text,Average in Indonesian,,,,,rata-rata|rerata,',
    '',
  ].join('\r\n');

  it('adds every row at the end of the quiz, with true/false in the course’s language, and records it', async () => {
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const { lesson } = firstQuiz(draft.curriculum);
    const before = lesson.quiz!.questions.length;
    const res = await importCsv(draft.id, lesson.key, draft.revision, `\uFEFF${good}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imported).toBe(4);
    const course = res.json().data.course as StudioCourse;
    expect(course.revision).toBe(draft.revision + 1);
    const questions = firstQuiz(course.curriculum).lesson.quiz!.questions.slice(before);
    expect(questions.map(({ key: _key, ...q }) => q)).toEqual([
      {
        kind: 'single',
        prompt: 'Which one, exactly?',
        explanation: 'Beta, because "B"',
        options: [
          { text: 'Alpha', correct: false },
          { text: 'Beta', correct: true },
          { text: 'Gamma', correct: false },
        ],
        accepted_answers: [],
      },
      {
        kind: 'multiple',
        prompt: 'Pick the primes',
        explanation: '',
        options: [
          { text: '2', correct: true },
          { text: '4', correct: false },
          { text: '5', correct: true },
        ],
        accepted_answers: [],
      },
      {
        kind: 'true_false',
        prompt: 'The earth is round',
        explanation: '',
        options: [
          { text: 'Benar', correct: true },
          { text: 'Salah', correct: false },
        ],
        accepted_answers: [],
      },
      {
        kind: 'short_text',
        prompt: 'Average in Indonesian',
        explanation: '',
        options: [],
        accepted_answers: ['rata-rata', 'rerata'],
      },
    ]);
    const [audit] = await ctx.database.sql.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM audit_events WHERE event = 'studio_quiz_imported' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.detail).toMatchObject({ lesson: lesson.key, questions: 4, draft: draft.id });
  });

  it('imports the sample file the studio offers as it is', async () => {
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const { lesson } = firstQuiz(draft.curriculum);
    const res = await importCsv(draft.id, lesson.key, draft.revision, quizCsvSample());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imported).toBe(4);
    const questions = firstQuiz((res.json().data.course as StudioCourse).curriculum).lesson.quiz!.questions;
    expect(questions.slice(-4).map((q) => [q.kind, q.options.filter((o) => o.correct).length])).toEqual([
      ['single', 1],
      ['multiple', 2],
      ['true_false', 1],
      ['short_text', 0],
    ]);
  });

  it('names bad rows by their line and imports nothing', async () => {
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const { lesson } = firstQuiz(draft.curriculum);
    const bad = [
      'kind,prompt,option_1,option_2,correct,accepted',
      'single,Fine,A,B,1,',
      'single,No answer,A,B,,',
      'essay,What kind?,,,,',
      'multiple,Out of range,A,B,1|7,',
      'true_false,Maybe,,,perhaps,',
      'short_text,,,,,x',
      'short_text,No accepted,,,,',
    ].join('\n');
    const res = await importCsv(draft.id, lesson.key, draft.revision, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'line.3.correct': 'answer_required',
      'line.4.kind': 'invalid_option',
      'line.5.correct': 'not_an_option',
      'line.6.correct': 'invalid_option',
      'line.7.prompt': 'required',
      'line.8.accepted': 'answer_required',
    });
    expect(res.json().message).toContain('Nothing was imported');
    const after = await readDraft(ctx, mentor, draft.id);
    expect(after.revision).toBe(draft.revision);
    expect(firstQuiz(after.curriculum).lesson.quiz!.questions).toEqual(lesson.quiz!.questions);

    const header = await importCsv(draft.id, lesson.key, draft.revision, 'kind,question\nsingle,x');
    expect(header.json().error.fields).toEqual({
      'line.1.question': 'unknown_field',
      'line.1.prompt': 'required',
    });
    const unclosed = await importCsv(draft.id, lesson.key, draft.revision, 'kind,prompt\nsingle,"open');
    expect(unclosed.json().error.fields).toEqual({ 'line.2': 'invalid_format' });
    const latin1 = await importCsv(
      draft.id,
      lesson.key,
      draft.revision,
      Buffer.from([0x6b, 0x69, 0xe9, 0x0a]),
    );
    expect(latin1.json().error.fields).toEqual({ file: 'invalid_format' });
    const none = await importCsv(draft.id, lesson.key, draft.revision, null);
    expect(none.json().error.fields).toEqual({ file: 'required' });
  });

  it('refuses a lesson that is not a quiz, an unknown one, and an older revision', async () => {
    const draft = await readDraft(ctx, mentor, mine[1]!.id);
    const text = draft.curriculum.sections.flatMap((s) => s.lessons).find((l) => l.type !== 'quiz')!;
    const notQuiz = await importCsv(draft.id, text.key, draft.revision, good);
    expect(notQuiz.statusCode).toBe(400);
    expect(notQuiz.json().error.fields).toEqual({ key: 'invalid' });
    expect((await importCsv(draft.id, 'l999999', draft.revision, good)).statusCode).toBe(404);
    const { lesson } = firstQuiz(draft.curriculum);
    const stale = await importCsv(draft.id, lesson.key, draft.revision - 1, good);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('revision_conflict');
    const json = await studio(
      ctx,
      mentor,
      'POST',
      `/api/studio/courses/${draft.id}/lessons/${lesson.key}/quiz-import`,
      {
        revision: draft.revision,
      },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields).toEqual({ file: 'required' });
  });
});

describe('publishing quiz changes', () => {
  it('keeps a past attempt’s score and review as graded when its questions change or go', async () => {
    const draft = await readDraft(ctx, mentor, mine[2]!.id);
    const courseId = draft.course_id!;
    const { lesson } = firstQuiz(draft.curriculum);
    const quizId = idOf(lesson.key);
    const learner = await createLearner(ctx, { owns: [courseId] });
    const { attempt } = await start(ctx, learner.token, quizId);
    const first = attempt.questions[0]!;
    if (first.options.length)
      expect(
        (
          await save(ctx, learner.token, {
            attempt_id: attempt.id,
            question_id: first.id,
            option_ids: [first.options[0]!.id],
          })
        ).statusCode,
      ).toBe(200);
    const graded = await submit(ctx, learner.token, { quiz_id: quizId, attempt_id: attempt.id });
    expect(graded.statusCode, graded.body).toBe(200);
    const result = graded.json().data.result;
    const reviewUrl = `/api/quiz/get-review/${attempt.id}`;
    const reviewBefore = (
      await ctx.app.inject({ url: reviewUrl, headers: learning({ token: learner.token }) })
    ).json().data;

    // Reword the first question, drop the second, add one: the attempt had them all.
    const c = clone(draft.curriculum);
    const questions = firstQuiz(c).lesson.quiz!.questions;
    const [reworded, dropped] = questions;
    reworded!.prompt = `${reworded!.prompt} (reworded)`;
    questions.splice(1, 1);
    questions.push({
      key: 'fresh-question',
      kind: 'true_false',
      prompt: 'A new one',
      explanation: '',
      options: [
        { text: 'Benar', correct: false },
        { text: 'Salah', correct: true },
      ],
      accepted_answers: [],
    });
    expect((await saveCurriculum(ctx, mentor, draft.id, draft.revision, c)).statusCode).toBe(200);
    expect((await publishDraft(ctx, mentor, draft.id)).statusCode).toBe(200);

    const archived = await ctx.database.sql.query<{ id: number }>(
      'SELECT id FROM quiz_questions WHERE quiz_id = $1 AND archived_at IS NOT NULL ORDER BY id',
      [quizId],
    );
    expect(archived.map((r) => r.id)).toEqual(
      [idOf(reworded!.key), idOf(dropped!.key)].sort((a, b) => a - b),
    );
    const published = firstQuiz((await readDraft(ctx, mentor, draft.id)).curriculum).lesson.quiz!.questions;
    expect(published[0]!.key).not.toBe(reworded!.key);
    expect(published[0]!.prompt).toBe(reworded!.prompt);
    expect(published.at(-1)!.key).toMatch(/^q\d+$/);

    // The past attempt reads as it was graded.
    const score = await ctx.app.inject({
      url: `/api/get-score?quiz_id=${quizId}&attempt_id=${attempt.id}`,
      headers: learning({ token: learner.token }),
    });
    expect(score.json().data.result).toEqual(result);
    const reviewAfter = (
      await ctx.app.inject({ url: reviewUrl, headers: learning({ token: learner.token }) })
    ).json().data;
    expect(reviewAfter.questions).toEqual(reviewBefore.questions);
    // A new attempt is given the live questions only.
    const next = await start(ctx, learner.token, quizId);
    expect(next.attempt.questions.map((q) => q.id).sort()).toEqual(published.map((q) => idOf(q.key)).sort());
    expect(next.quiz.question_count).toBe(published.length);
  });

  it('changes a question nobody was given in place, and retires a removed quiz lesson that has attempts', async () => {
    const draft = await readDraft(ctx, mentor, mine[3]!.id);
    const courseId = draft.course_id!;
    const c = clone(draft.curriculum);
    const { lesson } = firstQuiz(c);
    const question = lesson.quiz!.questions[0]!;
    question.explanation = 'Explained again';
    lesson.quiz!.pass_mark = 50;
    expect((await saveCurriculum(ctx, mentor, draft.id, draft.revision, c)).statusCode).toBe(200);
    expect((await publishDraft(ctx, mentor, draft.id)).statusCode).toBe(200);
    const [row] = await ctx.database.sql.query<{ explanation: string; archived: boolean }>(
      'SELECT explanation, archived_at IS NOT NULL AS archived FROM quiz_questions WHERE id = $1',
      [idOf(question.key)],
    );
    expect(row).toEqual({ explanation: 'Explained again', archived: false });

    const learner = await createLearner(ctx, { owns: [courseId] });
    const quizId = idOf(lesson.key);
    const { attempt } = await start(ctx, learner.token, quizId);
    expect((await submit(ctx, learner.token, { quiz_id: quizId, attempt_id: attempt.id })).statusCode).toBe(
      200,
    );
    const after = await readDraft(ctx, mentor, draft.id);
    const without = clone(after.curriculum);
    for (const s of without.sections) s.lessons = s.lessons.filter((l) => l.key !== lesson.key);
    expect((await saveCurriculum(ctx, mentor, draft.id, after.revision, without)).statusCode).toBe(200);
    expect((await publishDraft(ctx, mentor, draft.id)).statusCode).toBe(200);
    expect((await getQuiz(ctx, learner.token, quizId)).statusCode).toBe(404);
    const score = await ctx.app.inject({
      url: `/api/get-score?quiz_id=${quizId}&attempt_id=${attempt.id}`,
      headers: learning({ token: learner.token }),
    });
    expect(score.statusCode, score.body).toBe(200);
    const scores = await ctx.app.inject({
      url: `/api/get-detail-score?data=${encodeURIComponent(JSON.stringify({ email: learner.email, course_id: courseId }))}`,
      headers: learning({ token: learner.token }),
    });
    expect(scores.statusCode, scores.body).toBe(200);
    expect(scores.json().data.quizzes.map((q: { quiz_id: number }) => q.quiz_id)).not.toContain(quizId);
  });
});

describe('a new course with a quiz', () => {
  it('is built, published and taken: the learner starts the quiz the studio wrote', async () => {
    const options = (await studio(ctx, mentor, 'GET', '/api/studio/options')).json().data;
    const [cover] = await ctx.database.sql.query<{ id: string }>(
      `SELECT m.id FROM media m JOIN tenant_domains d ON d.tenant_id = m.tenant_id WHERE d.host = 'localhost' LIMIT 1`,
    );
    const created = await studio(ctx, mentor, 'POST', '/api/studio/courses', {
      title: { id: 'Kursus kuis baru' },
      subtitle: {},
      description: {},
      category_id: options.categories[0].id,
      mentor_id: options.mentors[0].id,
      level: 'beginner',
      price: 100000,
      cover_media_id: cover!.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json().data as StudioCourse;
    expect(draft.curriculum).toEqual({ sections: [] });
    const saved = await saveCurriculum(ctx, mentor, draft.id, draft.revision, {
      sections: [
        {
          key: 'sec-1',
          title: { id: 'Mulai' },
          lessons: [
            {
              key: 'les-1',
              title: { id: 'Pengantar' },
              type: 'text',
              body: { id: [{ type: 'p', runs: [{ text: 'Halo' }] }] },
            },
            {
              key: 'les-2',
              title: { id: 'Kuis' },
              type: 'quiz',
              quiz: {
                time_limit_seconds: 30,
                pass_mark: 100,
                max_attempts: 2,
                scoring: 'partial',
                questions: [
                  { key: 'q-1', kind: 'short_text', prompt: 'Ibu kota?', accepted_answers: ['Jakarta'] },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await publishDraft(ctx, mentor, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    const courseId = published.json().data.course_id as number;
    const lessons = (await readDraft(ctx, mentor, draft.id)).curriculum.sections[0]!.lessons;
    expect(lessons.map((l) => l.key)).toEqual([
      expect.stringMatching(/^l\d+$/),
      expect.stringMatching(/^l\d+$/),
    ]);
    const learner = await createLearner(ctx, { owns: [courseId] });
    const { quiz, attempt } = await start(ctx, learner.token, idOf(lessons[1]!.key));
    expect(quiz).toMatchObject({
      time_limit_seconds: 30,
      pass_mark: 100,
      max_attempts: 2,
      scoring: 'partial',
      question_count: 1,
    });
    expect(attempt.questions[0]).toMatchObject({ kind: 'short_text', prompt: 'Ibu kota?' });
  });
});
