import type { ImageFacts } from './rules.ts';
import type { QuestionKind, QuizScoring } from '@app/contract/quiz/constants';
import type { StudioLesson } from '@app/contract/studio/schemas';
import type { SqlRunner, SqlTransaction } from '../../../db/client.ts';
import type { FileFacts } from './rules.ts';

/**
 * Data access of a draft's curriculum (issue 24 items 3, 5, 6): reading the published sections,
 * lessons and quizzes as the studio edits them, and writing a draft's into them on publish. Every
 * statement is bound to one course, which the caller found in the editor's own company; archived
 * rows (0030_lesson_archive.sql) are never read back into a draft.
 */

type Sql = Pick<SqlRunner, 'query'>;
type LessonType = StudioLesson['type'];
const json = (value: unknown) => JSON.stringify(value);

export interface SectionRow {
  id: number;
  title_id: string;
  title_en: string;
  title_ms: string;
}

export interface LessonRow {
  id: number;
  section_id: number;
  title_id: string;
  title_en: string;
  title_ms: string;
  type: LessonType;
  is_preview: boolean;
  duration_seconds: number;
  body_id: string;
  body_en: string;
  body_ms: string;
  file_id: string | null;
  captions: { language: string; file_id: string }[];
}

export interface QuestionRow {
  id: number;
  quiz_id: number;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  accepted_answers: string[];
  options: { text: string; correct: boolean }[];
}

export interface QuizRow {
  lesson_id: number;
  time_limit_seconds: number;
  pass_mark: number;
  max_attempts: number | null;
  scoring: QuizScoring;
}

/** A course's live curriculum in its order: sections, lessons (with captions), quizzes, questions. */
export async function liveCurriculumRows(sql: Sql, courseId: number) {
  const [sections, lessons, quizzes, questions] = await Promise.all([
    sql.query<SectionRow>(
      `SELECT id, title_id, title_en, title_ms FROM course_sections
        WHERE course_id = $1 AND archived_at IS NULL ORDER BY position, id`,
      [courseId],
    ),
    sql.query<LessonRow>(
      `SELECT l.id, l.section_id, l.title_id, l.title_en, l.title_ms, l.type, l.is_preview, l.duration_seconds,
              l.body_id, l.body_en, l.body_ms, l.file_id,
              coalesce((SELECT json_agg(json_build_object('language', lc.language, 'file_id', lc.file_id)
                                        ORDER BY lc.language)
                          FROM lesson_captions lc WHERE lc.lesson_id = l.id), '[]') AS captions
         FROM lessons l WHERE l.course_id = $1 AND l.archived_at IS NULL ORDER BY l.position, l.id`,
      [courseId],
    ),
    sql.query<QuizRow>(
      `SELECT q.lesson_id, q.time_limit_seconds, q.pass_mark, q.max_attempts, q.scoring
         FROM quizzes q JOIN lessons l ON l.id = q.lesson_id
        WHERE l.course_id = $1 AND l.archived_at IS NULL`,
      [courseId],
    ),
    liveQuestions(sql, courseId),
  ]);
  return { sections, lessons, quizzes, questions };
}

/** The live questions of a course's quizzes, in order, with their options and whether an attempt had them. */
async function liveQuestions(sql: Sql, courseId: number) {
  return sql.query<QuestionRow & { given: boolean }>(
    `SELECT qq.id, qq.quiz_id, qq.kind, qq.prompt, qq.explanation, qq.accepted_answers,
            coalesce((SELECT json_agg(json_build_object('text', o.text, 'correct', o.is_correct) ORDER BY o.position)
                        FROM quiz_options o WHERE o.question_id = qq.id), '[]') AS options,
            EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = qq.quiz_id AND qq.id = ANY (a.question_order)) AS given
       FROM quiz_questions qq JOIN lessons l ON l.id = qq.quiz_id
      WHERE l.course_id = $1 AND l.archived_at IS NULL AND qq.archived_at IS NULL
      ORDER BY qq.quiz_id, qq.position`,
    [courseId],
  );
}

/** The stored files of this company among `ids`, with what the rules check. */
export async function filesOf(sql: Sql, tenantId: number, ids: string[]): Promise<Map<string, FileFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<FileFacts & { id: string }>(
    `SELECT id, content_type, duration_ms FROM stored_files WHERE tenant_id = $1 AND id = ANY ($2::uuid[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, { content_type: r.content_type, duration_ms: r.duration_ms }]));
}

/** The images of this company among `ids` (media rows), with their stored size. */
export async function imagesOf(sql: Sql, tenantId: number, ids: string[]): Promise<Map<string, ImageFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<ImageFacts & { id: string }>(
    `SELECT id, width, height FROM media
      WHERE tenant_id = $1 AND id = ANY ($2::uuid[]) AND content_type LIKE 'image/%'`,
    [tenantId, ids],
  );
  return new Map(rows.map((r) => [r.id, { width: r.width, height: r.height }]));
}

/** What publishing needs to know of the rows in place: which exist, and which learners have used. */
export async function rowsInPlace(tx: SqlTransaction, courseId: number) {
  const [sections, lessons, questions] = await Promise.all([
    tx.query<{ id: number }>('SELECT id FROM course_sections WHERE course_id = $1 AND archived_at IS NULL', [
      courseId,
    ]),
    tx.query<{ id: number; type: LessonType; used: boolean; attempted: boolean }>(
      `SELECT l.id, l.type,
              EXISTS (SELECT 1 FROM lesson_progress p WHERE p.lesson_id = l.id)
                OR EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = l.id) AS used,
              EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = l.id) AS attempted
         FROM lessons l WHERE l.course_id = $1 AND l.archived_at IS NULL`,
      [courseId],
    ),
    liveQuestions(tx, courseId),
  ]);
  return { sections, lessons, questions };
}

/**
 * Moves every live section and lesson of the course to position -id, out of the way of the
 * 1..n they are given next: UNIQUE (course_id, position) and (section_id, position) hold at every
 * row, whatever the new order (archived rows already sit at -id).
 */
export async function parkPositions(tx: SqlTransaction, courseId: number) {
  await tx.query('UPDATE course_sections SET position = -id WHERE course_id = $1 AND archived_at IS NULL', [
    courseId,
  ]);
  await tx.query('UPDATE lessons SET position = -id WHERE course_id = $1 AND archived_at IS NULL', [
    courseId,
  ]);
}

export interface SectionWrite {
  id?: number;
  position: number;
  title_id: string;
  title_en: string;
  title_ms: string;
}

export async function updateSections(tx: SqlTransaction, courseId: number, rows: SectionWrite[]) {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE course_sections s SET position = x.position, title_id = x.title_id, title_en = x.title_en,
            title_ms = x.title_ms
       FROM jsonb_to_recordset($2::jsonb) AS x(id int, position int, title_id text, title_en text, title_ms text)
      WHERE s.id = x.id AND s.course_id = $1`,
    [courseId, json(rows)],
  );
}

/** New sections; answers their ids by position (unique in the course). */
export async function insertSections(tx: SqlTransaction, courseId: number, rows: SectionWrite[]) {
  if (rows.length === 0) return new Map<number, number>();
  const made = await tx.query<{ id: number; position: number }>(
    `INSERT INTO course_sections (course_id, position, title_id, title_en, title_ms)
     SELECT $1, x.position, x.title_id, x.title_en, x.title_ms
       FROM jsonb_to_recordset($2::jsonb) AS x(position int, title_id text, title_en text, title_ms text)
     RETURNING id, position`,
    [courseId, json(rows)],
  );
  return new Map(made.map((r) => [r.position, r.id]));
}

export interface LessonWrite {
  id?: number;
  section_id: number;
  position: number;
  title_id: string;
  title_en: string;
  title_ms: string;
  type: LessonType;
  is_preview: boolean;
  duration_seconds: number;
  body_id: string;
  body_en: string;
  body_ms: string;
  file_id: string | null;
}

const lessonColumns = `section_id int, position int, title_id text, title_en text, title_ms text, type text,
  is_preview boolean, duration_seconds int, body_id text, body_en text, body_ms text, file_id uuid`;

export async function updateLessons(tx: SqlTransaction, courseId: number, rows: LessonWrite[]) {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE lessons l SET section_id = x.section_id, position = x.position, title_id = x.title_id,
            title_en = x.title_en, title_ms = x.title_ms, type = x.type, is_preview = x.is_preview,
            duration_seconds = x.duration_seconds, body_id = x.body_id, body_en = x.body_en,
            body_ms = x.body_ms, file_id = x.file_id
       FROM jsonb_to_recordset($2::jsonb) AS x(id int, ${lessonColumns})
      WHERE l.id = x.id AND l.course_id = $1`,
    [courseId, json(rows)],
  );
}

/** New lessons; answers their ids by "section:position" (unique in a section). */
export async function insertLessons(tx: SqlTransaction, courseId: number, rows: LessonWrite[]) {
  if (rows.length === 0) return new Map<string, number>();
  const made = await tx.query<{ id: number; section_id: number; position: number }>(
    `INSERT INTO lessons (course_id, section_id, position, title_id, title_en, title_ms, type, is_preview,
                          duration_seconds, body_id, body_en, body_ms, file_id)
     SELECT $1, x.section_id, x.position, x.title_id, x.title_en, x.title_ms, x.type, x.is_preview,
            x.duration_seconds, x.body_id, x.body_en, x.body_ms, x.file_id
       FROM jsonb_to_recordset($2::jsonb) AS x(${lessonColumns})
     RETURNING id, section_id, position`,
    [courseId, json(rows)],
  );
  return new Map(made.map((r) => [`${r.section_id}:${r.position}`, r.id]));
}

/**
 * Lessons the draft no longer has: archived when learners have progress on them (their rows and
 * certificates stay; the lesson leaves every learner's view), deleted otherwise.
 */
export async function removeLessons(
  tx: SqlTransaction,
  courseId: number,
  archive: number[],
  remove: number[],
) {
  if (archive.length)
    await tx.query(
      'UPDATE lessons SET archived_at = now() WHERE course_id = $1 AND id = ANY ($2::int[]) AND archived_at IS NULL',
      [courseId, archive],
    );
  if (remove.length)
    await tx.query('DELETE FROM lessons WHERE course_id = $1 AND id = ANY ($2::int[])', [courseId, remove]);
}

/** Sections the draft no longer has: deleted when empty, else archived with their archived lessons. */
export async function removeSections(tx: SqlTransaction, courseId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx.query(
    `DELETE FROM course_sections s WHERE s.course_id = $1 AND s.id = ANY ($2::int[])
        AND NOT EXISTS (SELECT 1 FROM lessons l WHERE l.section_id = s.id)`,
    [courseId, ids],
  );
  await tx.query(
    'UPDATE course_sections SET archived_at = now() WHERE course_id = $1 AND id = ANY ($2::int[]) AND archived_at IS NULL',
    [courseId, ids],
  );
}

/** The live lessons' captions become the draft's (an archived lesson keeps its own). */
export async function replaceCaptions(
  tx: SqlTransaction,
  courseId: number,
  rows: { lesson_id: number; language: string; label: string; file_id: string }[],
) {
  await tx.query(
    `DELETE FROM lesson_captions
      WHERE lesson_id IN (SELECT id FROM lessons WHERE course_id = $1 AND archived_at IS NULL)`,
    [courseId],
  );
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO lesson_captions (lesson_id, language, label, file_id)
     SELECT x.lesson_id, x.language, x.label, x.file_id
       FROM jsonb_to_recordset($1::jsonb) AS x(lesson_id int, language text, label text, file_id uuid)`,
    [json(rows)],
  );
}

/** Quiz settings of the quiz lessons (new or kept). */
export async function upsertQuizzes(tx: SqlTransaction, rows: QuizRow[]) {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO quizzes (lesson_id, time_limit_seconds, pass_mark, max_attempts, scoring)
     SELECT x.lesson_id, x.time_limit_seconds, x.pass_mark, x.max_attempts, x.scoring
       FROM jsonb_to_recordset($1::jsonb)
         AS x(lesson_id int, time_limit_seconds int, pass_mark int, max_attempts int, scoring text)
     ON CONFLICT (lesson_id) DO UPDATE SET time_limit_seconds = EXCLUDED.time_limit_seconds,
       pass_mark = EXCLUDED.pass_mark, max_attempts = EXCLUDED.max_attempts, scoring = EXCLUDED.scoring`,
    [json(rows)],
  );
}

/** Quizzes of lessons that are no longer quiz lessons and that nobody attempted. */
export async function deleteQuizzes(tx: SqlTransaction, lessonIds: number[]) {
  if (lessonIds.length) await tx.query('DELETE FROM quizzes WHERE lesson_id = ANY ($1::int[])', [lessonIds]);
}

export interface QuestionWrite {
  id?: number;
  quiz_id: number;
  position: number;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  accepted_answers: string[];
}

/** Moves the live questions of these quizzes to position -id (see parkPositions). */
export async function parkQuestions(tx: SqlTransaction, quizIds: number[]) {
  if (quizIds.length)
    await tx.query(
      'UPDATE quiz_questions SET position = -id WHERE quiz_id = ANY ($1::int[]) AND archived_at IS NULL',
      [quizIds],
    );
}

/**
 * Questions the draft changed or dropped: archived when an attempt was given them (its score and
 * review read them as they were), deleted otherwise (decision 40).
 */
export async function removeQuestions(tx: SqlTransaction, archive: number[], remove: number[]) {
  if (archive.length)
    await tx.query('UPDATE quiz_questions SET archived_at = now() WHERE id = ANY ($1::int[])', [archive]);
  if (remove.length) await tx.query('DELETE FROM quiz_questions WHERE id = ANY ($1::int[])', [remove]);
}

export async function updateQuestions(tx: SqlTransaction, rows: QuestionWrite[]) {
  if (rows.length === 0) return;
  await tx.query(
    `UPDATE quiz_questions q SET position = x.position, kind = x.kind, prompt = x.prompt,
            explanation = x.explanation, accepted_answers = x.accepted_answers
       FROM jsonb_to_recordset($1::jsonb)
         AS x(id int, quiz_id int, position int, kind text, prompt text, explanation text, accepted_answers text[])
      WHERE q.id = x.id AND q.quiz_id = x.quiz_id`,
    [json(rows)],
  );
}

/** New questions; answers their ids by "quiz:position" (unique in a quiz). */
export async function insertQuestions(tx: SqlTransaction, rows: QuestionWrite[]) {
  if (rows.length === 0) return new Map<string, number>();
  const made = await tx.query<{ id: number; quiz_id: number; position: number }>(
    `INSERT INTO quiz_questions (quiz_id, position, kind, prompt, explanation, accepted_answers)
     SELECT x.quiz_id, x.position, x.kind, x.prompt, x.explanation, x.accepted_answers
       FROM jsonb_to_recordset($1::jsonb)
         AS x(quiz_id int, position int, kind text, prompt text, explanation text, accepted_answers text[])
     RETURNING id, quiz_id, position`,
    [json(rows)],
  );
  return new Map(made.map((r) => [`${r.quiz_id}:${r.position}`, r.id]));
}

/** The options of these questions become `rows` (only questions no attempt was given). */
export async function replaceOptions(
  tx: SqlTransaction,
  questionIds: number[],
  rows: { question_id: number; position: number; text: string; is_correct: boolean }[],
) {
  if (questionIds.length)
    await tx.query('DELETE FROM quiz_options WHERE question_id = ANY ($1::int[])', [questionIds]);
  if (rows.length)
    await tx.query(
      `INSERT INTO quiz_options (question_id, position, text, is_correct)
       SELECT x.question_id, x.position, x.text, x.is_correct
         FROM jsonb_to_recordset($1::jsonb) AS x(question_id int, position int, text text, is_correct boolean)`,
      [json(rows)],
    );
}

/** The course's figures the catalogue shows: its live sections and its length (lessons_count has its trigger). */
export async function recountCourse(tx: SqlTransaction, courseId: number) {
  await tx.query(
    `UPDATE courses c SET
        sections_count = (SELECT count(*) FROM course_sections s WHERE s.course_id = c.id AND s.archived_at IS NULL),
        duration_minutes = whole_minutes((SELECT coalesce(sum(l.duration_seconds), 0) FROM lessons l
                                           WHERE l.course_id = c.id AND l.archived_at IS NULL))
      WHERE c.id = $1`,
    [courseId],
  );
}

/** The language a course's quizzes are written in: the published course's, else the company's. */
export async function courseLanguage(sql: Sql, courseId: number | null): Promise<string | null> {
  if (courseId === null) return null;
  const [row] = await sql.query<{ language: string }>('SELECT language FROM courses WHERE id = $1', [
    courseId,
  ]);
  return row?.language ?? null;
}
