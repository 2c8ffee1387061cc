import { locales, type Locale } from '@app/contract/envelope';
import type { Curriculum, StudioQuiz } from '@app/contract/studio/schemas';
import { lessonBodyBlocks } from '../../learning/content/service.ts';
import { liveCurriculumRows } from './queries.ts';

type Sql = Parameters<typeof liveCurriculumRows>[0];

/** The keys of published rows: what publishing updates in place (curriculumKey in the contract). */
export const keyOf = {
  section: (id: number) => `s${id}`,
  lesson: (id: number) => `l${id}`,
  question: (id: number) => `q${id}`,
};

/** The id a key of `prefix` names, or null for a key the studio drew for a new row. */
export function idOfKey(prefix: 's' | 'l' | 'q', key: string): number | null {
  const match = /^([slq])([1-9][0-9]{0,9})$/.exec(key);
  if (!match || match[1] !== prefix) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? id : null;
}

/** Rows by a key, in their order (Map.groupBy is Node 21; the API runs on 20). */
function groupBy<T>(rows: T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const isLocale = (language: string): language is Locale => (locales as readonly string[]).includes(language);

/**
 * A published course's curriculum as the studio edits it (its draft before anyone changed it):
 * the live sections and lessons in order, bodies read into blocks the way the player reads them,
 * captions, quizzes with their questions and options.
 */
export async function liveCurriculum(sql: Sql, courseId: number): Promise<Curriculum> {
  const rows = await liveCurriculumRows(sql, courseId);
  const quizzes = new Map(rows.quizzes.map((q) => [q.lesson_id, q]));
  const questions = groupBy(rows.questions, (q) => q.quiz_id);
  const lessons = groupBy(rows.lessons, (l) => l.section_id);
  return {
    sections: rows.sections.map((s) => ({
      key: keyOf.section(s.id),
      title: { id: s.title_id, en: s.title_en, ms: s.title_ms },
      lessons: (lessons.get(s.id) ?? []).map((l) => {
        const quiz = l.type === 'quiz' ? quizzes.get(l.id) : undefined;
        const studioQuiz: StudioQuiz | null = quiz
          ? {
              time_limit_seconds: quiz.time_limit_seconds,
              pass_mark: quiz.pass_mark,
              max_attempts: quiz.max_attempts,
              scoring: quiz.scoring,
              questions: (questions.get(l.id) ?? []).map((q) => ({
                key: keyOf.question(q.id),
                kind: q.kind,
                prompt: q.prompt,
                explanation: q.explanation,
                options: q.options,
                accepted_answers: q.accepted_answers,
              })),
            }
          : null;
        return {
          key: keyOf.lesson(l.id),
          title: { id: l.title_id, en: l.title_en, ms: l.title_ms },
          type: l.type,
          is_preview: l.is_preview,
          duration_seconds: l.duration_seconds,
          body: {
            id: lessonBodyBlocks(l.body_id),
            en: lessonBodyBlocks(l.body_en),
            ms: lessonBodyBlocks(l.body_ms),
          },
          file_id: l.file_id,
          // The studio edits captions in the companies' languages only.
          captions: l.captions.flatMap((c) =>
            isLocale(c.language) ? [{ language: c.language, file_id: c.file_id }] : [],
          ),
          quiz: studioQuiz,
        };
      }),
    })),
  };
}
