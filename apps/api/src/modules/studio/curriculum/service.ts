import type { AuditEvent } from '../../../lib/audit.ts';
import type { Locale } from '@app/contract/envelope';
import { locales } from '@app/contract/envelope';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import type { Curriculum, StudioCourse, StudioLesson, StudioQuiz } from '@app/contract/studio/schemas';
import type { LessonBlock } from '@app/contract/learning/schemas';
import type { SignedInCaller } from '../../../lib/caller.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { normalizeLessonBlocks } from '../../learning/content/service.ts';
import type { StudioContext } from '../context.ts';
import {
  answer,
  audit,
  curriculumOf,
  defaultLanguage,
  documentOf,
  editorOf,
  notYours,
  revisionConflict,
} from '../courses/service.ts';
import * as drafts from '../courses/queries.ts';
import { limits } from '../limits.ts';
import { courseLanguage, filesOf, imagesOf } from './queries.ts';
import { questionsFromCsv, csvText } from './quiz-csv.ts';
import { curriculumProblems, fileIdsOf, imageIdsOf, type ImageFacts } from './rules.ts';

/**
 * A draft's curriculum in the studio (issue 24 items 3, 5; docs/product.md "The studio"): saving
 * it whole, and importing quiz questions from a CSV file. Publishing it is publish.ts, inside the
 * course's publish.
 */

/** A new quiz lesson's quiz until the contributor sets one: the demo quizzes' rules (README). */
const NEW_QUIZ: StudioQuiz = {
  time_limit_seconds: 600,
  pass_mark: 70,
  max_attempts: null,
  scoring: 'all_or_nothing',
  questions: [],
};

/**
 * Checks a curriculum against the rules its shapes cannot say (rules.ts, with this company's
 * files), and answers it as the draft keeps it: bodies in the player's own block form, a video's
 * length its file's when known. Every problem is a 400 naming its field.
 */
async function checked(ctx: StudioContext, caller: SignedInCaller, input: Curriculum): Promise<Curriculum> {
  const [files, images] = await Promise.all([
    filesOf(ctx.sql, caller.tenant.id, fileIdsOf(input)),
    imagesOf(ctx.sql, caller.tenant.id, imageIdsOf(input)),
  ]);
  const problems = curriculumProblems(input, defaultLanguage(caller), files, images);
  if (Object.keys(problems).length) throw badRequest('Some fields need a change', problems);
  const normal = (l: StudioLesson): StudioLesson => {
    const ms = l.type === 'video' && l.file_id ? files.get(l.file_id)?.duration_ms : null;
    return {
      ...l,
      body: Object.fromEntries(
        locales.map((lang) => [lang, normalizeLessonBlocks(withImageFacts(l.body[lang], images))]),
      ) as StudioLesson['body'],
      duration_seconds: ms ? Math.round(ms / 1000) : l.duration_seconds,
    };
  };
  return { sections: input.sections.map((s) => ({ ...s, lessons: s.lessons.map(normal) })) };
}

/** A body's image blocks with the address and size of their media row, not what was sent. */
function withImageFacts(
  blocks: StudioLesson['body'][Locale],
  images: Map<string, ImageFacts>,
): LessonBlock[] {
  return blocks.map((b) => {
    if (b.type !== 'img') return b;
    const facts = images.get(b.media_id)!;
    return { ...b, url: mediaUrl(b.media_id), width: facts.width, height: facts.height };
  });
}

/** What a save changed, for the audit trail: lessons added, removed and edited, by key. */
function changesOf(before: Curriculum, after: Curriculum) {
  const lessons = (c: Curriculum) => new Map(c.sections.flatMap((s) => s.lessons.map((l) => [l.key, l])));
  const old = lessons(before);
  const now = lessons(after);
  const order = (c: Curriculum) =>
    JSON.stringify(c.sections.map((s) => [s.key, s.lessons.map((l) => l.key)]));
  return {
    sections: after.sections.length,
    lessons: now.size,
    added: [...now.keys()].filter((k) => !old.has(k)),
    removed: [...old.keys()].filter((k) => !now.has(k)),
    edited: [...now]
      .filter(([k, l]) => old.has(k) && JSON.stringify(old.get(k)) !== JSON.stringify(l))
      .map(([k]) => k),
    reordered: order(before) !== order(after),
  };
}

/** Saves a draft's curriculum if it is still at `revision` (else 409), and records it. */
async function store(
  ctx: StudioContext,
  caller: SignedInCaller,
  id: number,
  revision: number,
  change: (before: Curriculum, draft: drafts.DraftRow) => Promise<Curriculum>,
  event: AuditEvent,
  detail: (before: Curriculum, after: Curriculum) => Record<string, string | number | boolean | string[]>,
): Promise<StudioCourse> {
  const draft = await drafts.draftOf(ctx.sql, editorOf(caller), id);
  if (!draft) throw notYours();
  const doc = await documentOf(ctx, draft);
  const before = await curriculumOf(ctx, draft, doc);
  const after = await change(before, draft);
  const saved = await drafts.updateDraft(ctx.sql, {
    id,
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    revision,
    mentorId: doc.course.mentor_id,
    title: doc.course.title[defaultLanguage(caller)],
    document: { ...doc, curriculum: after },
  });
  if (!saved) throw revisionConflict();
  await audit(ctx, caller, event, id, detail(before, after));
  return answer(ctx, caller, id);
}

/** PUT …/curriculum: the whole curriculum, in its order. */
export async function saveCurriculum(
  ctx: StudioContext,
  caller: SignedInCaller,
  id: number,
  body: Curriculum & { revision: number },
) {
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  const { revision, ...input } = body;
  return store(
    ctx,
    caller,
    id,
    revision,
    () => checked(ctx, caller, input),
    'studio_curriculum_saved',
    changesOf,
  );
}

/**
 * POST …/lessons/:key/quiz-import: adds the questions of a CSV file at the end of a quiz lesson's
 * quiz. Every row is checked first; one bad row names its line and nothing is imported.
 */
export async function importQuizQuestions(
  ctx: StudioContext,
  caller: SignedInCaller,
  input: { id: number; key: string; revision: number; file: Buffer | null },
) {
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  let imported = 0;
  const course = await store(
    ctx,
    caller,
    input.id,
    input.revision,
    async (before, draft) => {
      const lesson = before.sections.flatMap((s) => s.lessons).find((l) => l.key === input.key);
      if (!lesson) throw notFound('No such lesson in this draft');
      if (lesson.type !== 'quiz') throw badRequest('Only a quiz lesson takes questions', { key: 'invalid' });
      if (!input.file || input.file.length === 0) throw badRequest('Choose a CSV file', { file: 'required' });
      const text = csvText(input.file);
      if (text === null) throw badRequest('The file is not UTF-8 text', { file: 'invalid_format' });
      const quiz = lesson.quiz ?? NEW_QUIZ;
      // True/false options are worded in the course's language, like its questions.
      const language = await courseLanguage(ctx.sql, draft.course_id);
      const result = questionsFromCsv(
        text,
        isLocale(language) ? language : defaultLanguage(caller),
        STUDIO_LIMITS.questionsPerQuiz - quiz.questions.length,
      );
      if ('problems' in result) {
        const lines = Object.entries(result.problems).map(([field, code]) => `${field}: ${code}`);
        throw badRequest(`Nothing was imported. ${lines.slice(0, 10).join('; ')}`, result.problems);
      }
      imported = result.questions.length;
      const withQuestions: StudioLesson = {
        ...lesson,
        quiz: { ...quiz, questions: [...quiz.questions, ...result.questions] },
      };
      return checked(ctx, caller, {
        sections: before.sections.map((s) => ({
          ...s,
          lessons: s.lessons.map((l) => (l.key === input.key ? withQuestions : l)),
        })),
      });
    },
    'studio_quiz_imported',
    () => ({ lesson: input.key, questions: imported }),
  );
  return { imported, course };
}

const isLocale = (language: string | null): language is Locale =>
  language !== null && (locales as readonly string[]).includes(language);
