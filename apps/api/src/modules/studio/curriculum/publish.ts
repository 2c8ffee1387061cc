import type { Locale } from '@app/contract/envelope';
import type { Curriculum, LessonBody, StudioQuestion } from '@app/contract/studio/schemas';
import type { SqlTransaction } from '../../../db/client.ts';
import { lessonBlocksHtml } from '../../learning/content/service.ts';
import { keyOf, idOfKey } from './read.ts';
import type { FileFacts } from './rules.ts';
import * as q from './queries.ts';

/** Captions are labelled in their own language (as the demo's are, docs/product.md §15). */
const CAPTION_LABELS: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English', ms: 'Bahasa Melayu' };

type LocalizedTitle = { id: string; en: string; ms: string };

const sameQuestion = (row: q.QuestionRow, question: StudioQuestion) =>
  row.kind === question.kind &&
  row.prompt === question.prompt &&
  row.explanation === question.explanation &&
  JSON.stringify(row.accepted_answers) === JSON.stringify(question.accepted_answers) &&
  JSON.stringify(row.options.map((o) => [o.text, o.correct])) ===
    JSON.stringify(question.options.map((o) => [o.text, o.correct]));

/**
 * Writes a draft's curriculum into the published tables inside the publish's transaction (issue
 * 24 item 6, decision 40), and answers the curriculum with the keys of the rows it made (`s12`,
 * `l345`, `q67`) so that the next publish updates them:
 *
 * - sections and lessons are upserted by key, their positions the arrays' order (every live row
 *   is first parked at -id, so the UNIQUE positions hold while reordering);
 * - a lesson the draft dropped is archived when learners have progress on it or attempts at its
 *   quiz, else deleted; a dropped section is archived while it holds archived lessons;
 * - text bodies are stored as the HTML the player reads back into the same blocks;
 * - a question an attempt was given is never changed in place: a change archives it and adds a
 *   new one, so past scores and reviews read it as it was graded.
 */
export async function publishCurriculum(
  tx: SqlTransaction,
  p: { courseId: number; curriculum: Curriculum; fallback: Locale; files: Map<string, FileFacts> },
): Promise<Curriculum> {
  const c: Curriculum = structuredClone(p.curriculum);
  const inPlace = await q.rowsInPlace(tx, p.courseId);
  await q.parkPositions(tx, p.courseId);
  const sectionIds = await publishSections(tx, p, c, inPlace.sections);
  const { lessonIdOf, kept } = await publishLessons(tx, p, c, sectionIds, inPlace.lessons);
  // Once their lessons have moved out, been archived or deleted.
  await q.removeSections(
    tx,
    p.courseId,
    inPlace.sections.map((s) => s.id).filter((id) => !sectionIds.includes(id)),
  );

  const lessons = c.sections.flatMap((s) => s.lessons);
  await q.replaceCaptions(
    tx,
    p.courseId,
    lessons.flatMap((l) =>
      l.type === 'video'
        ? l.captions.map((cap) => ({
            lesson_id: lessonIdOf.get(l.key)!,
            language: cap.language,
            label: CAPTION_LABELS[cap.language],
            file_id: cap.file_id,
          }))
        : [],
    ),
  );

  // Quizzes: a lesson that is no longer a quiz keeps its quiz only while attempts need it.
  const quizLessons = lessons.filter((l) => l.type === 'quiz' && l.quiz);
  const quizIds = new Set(quizLessons.map((l) => lessonIdOf.get(l.key)!));
  await q.deleteQuizzes(
    tx,
    inPlace.lessons.filter((l) => kept.has(l.id) && !l.attempted && !quizIds.has(l.id)).map((l) => l.id),
  );
  await q.upsertQuizzes(
    tx,
    quizLessons.map((l) => ({
      lesson_id: lessonIdOf.get(l.key)!,
      time_limit_seconds: l.quiz!.time_limit_seconds,
      pass_mark: l.quiz!.pass_mark,
      max_attempts: l.quiz!.max_attempts,
      scoring: l.quiz!.scoring,
    })),
  );
  await publishQuestions(tx, quizLessons, lessonIdOf, inPlace.questions);
  await q.recountCourse(tx, p.courseId);
  return c;
}

interface Publishing {
  courseId: number;
  fallback: Locale;
  files: Map<string, FileFacts>;
}

// English falls back to the default language's text, as the catalogue reads it (decision 11).
const englishOf = (t: LocalizedTitle, fallback: Locale) => t.en || t[fallback];

/** Sections upserted by key in their order, dropped ones removed; answers their ids by index. */
async function publishSections(
  tx: SqlTransaction,
  p: Publishing,
  c: Curriculum,
  inPlace: { id: number }[],
): Promise<number[]> {
  const live = new Set(inPlace.map((s) => s.id));
  const ids: number[] = [];
  const writes = c.sections.map((s, i) => {
    const id = idOfKey('s', s.key);
    const row: q.SectionWrite = {
      position: i + 1,
      title_id: s.title.id,
      title_en: englishOf(s.title, p.fallback),
      title_ms: s.title.ms,
    };
    if (id === null || !live.has(id)) return row;
    ids[i] = id;
    return { ...row, id };
  });
  await q.updateSections(
    tx,
    p.courseId,
    writes.filter((s) => s.id !== undefined),
  );
  const made = await q.insertSections(
    tx,
    p.courseId,
    writes.filter((s) => s.id === undefined),
  );
  c.sections.forEach((s, i) => {
    if (ids[i] !== undefined) return;
    ids[i] = made.get(i + 1)!;
    s.key = keyOf.section(ids[i]);
  });
  return ids;
}

/**
 * Lessons upserted by key in their sections' order, bodies as HTML; dropped ones archived (used)
 * or deleted, then dropped sections removed. Answers every draft lesson's id by its key.
 */
async function publishLessons(
  tx: SqlTransaction,
  p: Publishing,
  c: Curriculum,
  sectionIds: number[],
  inPlace: { id: number; used: boolean }[],
) {
  const live = new Set(inPlace.map((l) => l.id));
  const kept = new Set<number>();
  const html = (body: LessonBody) => ({
    body_id: lessonBlocksHtml(body.id),
    body_en: lessonBlocksHtml(body.en.length ? body.en : body[p.fallback]),
    body_ms: lessonBlocksHtml(body.ms),
  });
  const writes: q.LessonWrite[] = c.sections.flatMap((s, i) =>
    s.lessons.map((l, j) => {
      // A video lesson is as long as its video, once its length is known (product §15).
      const ms = l.type === 'video' && l.file_id ? p.files.get(l.file_id)?.duration_ms : null;
      if (ms) l.duration_seconds = Math.round(ms / 1000);
      const id = idOfKey('l', l.key);
      const row: q.LessonWrite = {
        section_id: sectionIds[i]!,
        position: j + 1,
        title_id: l.title.id,
        title_en: englishOf(l.title, p.fallback),
        title_ms: l.title.ms,
        type: l.type,
        is_preview: l.is_preview,
        duration_seconds: l.duration_seconds,
        ...html(l.body),
        file_id: l.type === 'video' || l.type === 'pdf' ? l.file_id : null,
      };
      if (id === null || !live.has(id)) return row;
      kept.add(id);
      return { ...row, id };
    }),
  );
  await q.updateLessons(
    tx,
    p.courseId,
    writes.filter((l) => l.id !== undefined),
  );
  const made = await q.insertLessons(
    tx,
    p.courseId,
    writes.filter((l) => l.id === undefined),
  );
  const lessonIdOf = new Map<string, number>();
  c.sections.forEach((s, i) =>
    s.lessons.forEach((l, j) => {
      let id = idOfKey('l', l.key);
      if (id === null || !kept.has(id)) {
        id = made.get(`${sectionIds[i]}:${j + 1}`)!;
        l.key = keyOf.lesson(id);
      }
      lessonIdOf.set(l.key, id);
    }),
  );
  const dropped = inPlace.filter((l) => !kept.has(l.id));
  await q.removeLessons(
    tx,
    p.courseId,
    dropped.filter((l) => l.used).map((l) => l.id),
    dropped.filter((l) => !l.used).map((l) => l.id),
  );
  return { lessonIdOf, kept };
}

/** The questions of the draft's quizzes (see publishCurriculum). */
async function publishQuestions(
  tx: SqlTransaction,
  quizLessons: Curriculum['sections'][number]['lessons'],
  lessonIdOf: Map<string, number>,
  live: (q.QuestionRow & { given: boolean })[],
) {
  const quizIds = quizLessons.map((l) => lessonIdOf.get(l.key)!);
  const liveById = new Map(live.map((row) => [row.id, row]));
  await q.parkQuestions(tx, quizIds);
  const kept = new Set<number>();
  const archive: number[] = [];
  const updates: q.QuestionWrite[] = [];
  const inserts: (q.QuestionWrite & { question: StudioQuestion })[] = [];
  const newOptions = new Map<number, StudioQuestion>();
  for (const lesson of quizLessons) {
    const quizId = lessonIdOf.get(lesson.key)!;
    lesson.quiz!.questions.forEach((question, k) => {
      const write: q.QuestionWrite = {
        quiz_id: quizId,
        position: k + 1,
        kind: question.kind,
        prompt: question.prompt,
        explanation: question.explanation,
        accepted_answers: question.accepted_answers,
      };
      const id = idOfKey('q', question.key);
      const row = id === null ? undefined : liveById.get(id);
      if (!row || row.quiz_id !== quizId) {
        inserts.push({ ...write, question });
        return;
      }
      kept.add(row.id);
      if (sameQuestion(row, question)) updates.push({ ...write, id: row.id });
      else if (row.given) {
        archive.push(row.id);
        inserts.push({ ...write, question });
      } else {
        updates.push({ ...write, id: row.id });
        newOptions.set(row.id, question);
      }
    });
  }
  const dropped = live.filter((row) => quizIds.includes(row.quiz_id) && !kept.has(row.id));
  await q.removeQuestions(
    tx,
    [...archive, ...dropped.filter((r) => r.given).map((r) => r.id)],
    dropped.filter((r) => !r.given).map((r) => r.id),
  );
  await q.updateQuestions(tx, updates);
  const made = await q.insertQuestions(
    tx,
    inserts.map(({ question: _, ...write }) => write),
  );
  for (const write of inserts) {
    const id = made.get(`${write.quiz_id}:${write.position}`)!;
    write.question.key = keyOf.question(id);
    newOptions.set(id, write.question);
  }
  await q.replaceOptions(
    tx,
    [...newOptions.keys()],
    [...newOptions].flatMap(([questionId, question]) =>
      question.options.map((o, position) => ({
        question_id: questionId,
        position: position + 1,
        text: o.text,
        is_correct: o.correct,
      })),
    ),
  );
}
