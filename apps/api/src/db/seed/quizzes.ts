import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { DEMO_LEARNER_COURSES } from './catalog.ts';
import { themes, type Pair, type ThemeKey } from './catalog-themes.ts';
import { quizBank, readingQuestion, type BankQuestion } from './quiz-bank.ts';
import type { SeededTenant } from './index.ts';

/** Every module quiz: 10 minutes, 70 % to pass, retakes as often as the learner likes. */
const TIME_LIMIT_SECONDS = 600;
const PASS_MARK = 70;
/**
 * The first module quiz of the demo learner's second course is a one-minute speed round with three
 * attempts, so the time running out and the attempts limit can be tried (and tested) quickly.
 */
const SPEED_ROUND = { timeLimitSeconds: 60, maxAttempts: 3 };
const speedRoundBody: Pair = [
  'A one-minute speed round: five questions, 70% to pass and three attempts. The quiz submits itself when the time is up.',
  'Babak kilat satu menit: lima pertanyaan, nilai lulus 70%, dan tiga kesempatan. Kuis terkirim sendiri saat waktu habis.',
];

const themeOfTopic = new Map<string, ThemeKey>(
  (Object.entries(themes) as [ThemeKey, (typeof themes)[ThemeKey]][]).flatMap(([key, theme]) =>
    theme.topics.map((topic) => [topic[0], key] as const),
  ),
);

/**
 * A choice question's options in an order fixed by `key`: the bank lists the right options first,
 * as authors tend to, and stored that way the first option would always be right (decision 28).
 * A hash of the key rather than Math.random, so that every seed of the demo is the same.
 */
function seededShuffle<T>(list: readonly T[], key: string): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = createHash('sha256').update(`${key}:${i}`).digest().readUInt32BE(0) % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Inserts rows with one JSON parameter (as the catalogue seed does): fast on PGlite. */
async function insertRows<T>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: object[],
  returning = '',
) {
  if (rows.length === 0) return [] as T[];
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const result = await db.execute(
    sql`${sql.raw(`INSERT INTO ${table} (${names}) SELECT ${names}`)} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(${sql.raw(types)}) ${sql.raw(returning ? `RETURNING ${returning}` : '')}`,
  );
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * The demo quizzes: for every quiz lesson of the tenant's courses, five questions in the course's
 * language (its theme's four, one of each kind, and one on the module's reading), with
 * explanations. Multiple choice scores partially in even modules, all or nothing in odd ones.
 */
export async function seedQuizzes(db: Db, tenant: SeededTenant) {
  const result = await db.execute(sql`
    SELECT l.id, c.language, s.position AS section, s.title_en AS topic_en, s.title_id AS topic_id,
           dense_rank() OVER (ORDER BY c.id) - 1 AS course_index
      FROM lessons l
      JOIN courses c ON c.id = l.course_id
      JOIN course_sections s ON s.id = l.section_id
     WHERE c.tenant_id = ${tenant.id} AND l.type = 'quiz'
     ORDER BY l.id`);
  const lessons = (
    result as unknown as {
      rows: {
        id: number;
        language: string;
        section: number;
        topic_en: string;
        topic_id: string;
        course_index: number | string;
      }[];
    }
  ).rows;

  const quizzes: object[] = [];
  const questions: object[] = [];
  const options: { quiz: number; position: number; option: number; text: string; is_correct: boolean }[] = [];
  const speedRounds: number[] = [];
  for (const lesson of lessons) {
    const lang = lesson.language === 'id' ? 1 : 0;
    const speed = Number(lesson.course_index) === DEMO_LEARNER_COURSES[1] && lesson.section === 1;
    if (speed) speedRounds.push(lesson.id);
    quizzes.push({
      lesson_id: lesson.id,
      time_limit_seconds: speed ? SPEED_ROUND.timeLimitSeconds : TIME_LIMIT_SECONDS,
      pass_mark: PASS_MARK,
      max_attempts: speed ? SPEED_ROUND.maxAttempts : null,
      scoring: lesson.section % 2 === 0 ? 'partial' : 'all_or_nothing',
    });
    const theme = themeOfTopic.get(lesson.topic_en) ?? 'business';
    const topic = [lesson.topic_en, lesson.topic_id][lang]!;
    const bank: BankQuestion[] = [...quizBank[theme]];
    // The reading question sits in a different place in each module.
    bank.splice(lesson.section % 5, 0, readingQuestion);
    bank.forEach((q, i) => {
      const position = i + 1;
      questions.push({
        quiz_id: lesson.id,
        position,
        kind: q.kind,
        prompt: q.prompt[lang]!.replace('{t}', topic),
        explanation: q.explanation[lang]!,
        accepted_answers: q.kind === 'short_text' ? q.accepted[lang] : [],
      });
      const choices: (readonly [Pair, boolean])[] =
        q.kind === 'true_false'
          ? [
              [['True', 'Benar'], q.answer],
              [['False', 'Salah'], !q.answer],
            ]
          : q.kind === 'short_text'
            ? []
            : seededShuffle(
                q.options.map(([text, correct]) => [text, correct === true] as const),
                `${tenant.demo.slug}:${lesson.course_index}:${lesson.section}:${position}`,
              );
      choices.forEach(([text, correct], k) =>
        options.push({ quiz: lesson.id, position, option: k + 1, text: text[lang]!, is_correct: correct }),
      );
    });
  }

  await insertRows(
    db,
    'quizzes',
    { lesson_id: 'int', time_limit_seconds: 'int', pass_mark: 'int', max_attempts: 'int', scoring: 'text' },
    quizzes,
  );
  const ids = await insertRows<{ id: number; quiz_id: number; position: number }>(
    db,
    'quiz_questions',
    {
      quiz_id: 'int',
      position: 'int',
      kind: 'text',
      prompt: 'text',
      explanation: 'text',
      accepted_answers: 'text[]',
    },
    questions,
    'id, quiz_id, position',
  );
  const questionId = new Map(ids.map((q) => [`${q.quiz_id}:${q.position}`, q.id]));
  await insertRows(
    db,
    'quiz_options',
    { question_id: 'int', position: 'int', text: 'text', is_correct: 'boolean' },
    options.map((o) => ({
      question_id: questionId.get(`${o.quiz}:${o.position}`),
      position: o.option,
      text: o.text,
      is_correct: o.is_correct,
    })),
  );
  if (speedRounds.length > 0)
    await db.execute(sql`
      UPDATE lessons SET body_en = ${speedRoundBody[0]}, body_id = ${speedRoundBody[1]}
       WHERE id = ANY(${`{${speedRounds.join(',')}}`}::int[])`);
}
