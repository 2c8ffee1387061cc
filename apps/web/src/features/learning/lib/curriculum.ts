import type { CourseContent, CourseProgress, ContentLesson } from '@app/contract/learning/schemas';

export type Lesson = ContentLesson;

/** Every lesson of the course in curriculum order. */
export const lessonsOf = (content: CourseContent): Lesson[] => content.sections.flatMap((s) => s.lessons);

/** The lesson ids the learner has completed. */
export const completedIds = (progress: CourseProgress | null | undefined) =>
  new Set(progress?.lessons.filter((l) => l.completed).map((l) => l.lesson_id));

/**
 * The lesson the player opens: `?lesson=` when it names a lesson of this course; otherwise, like
 * "Continue" (the server's next lesson), the first lesson not completed yet, else the first; for
 * a learner who does not own the course, the first lesson they may open.
 */
export function pickLesson(
  lessons: Lesson[],
  progress: CourseProgress | null | undefined,
  requested: string | null,
): Lesson | undefined {
  const wanted = requested ? lessons.find((l) => String(l.id) === requested) : undefined;
  if (wanted) return wanted;
  if (!progress) return lessons.find((l) => l.open) ?? lessons[0];
  const done = completedIds(progress);
  return lessons.find((l) => !done.has(l.id)) ?? lessons[0];
}

/** The lessons before and after one, for previous and next. */
export function neighbours(lessons: Lesson[], id: number) {
  const index = lessons.findIndex((l) => l.id === id);
  return {
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: index >= 0 ? lessons[index + 1] : undefined,
    index,
  };
}
