import type { CourseProgress, LessonProgress } from '@app/contract/learning/schemas';

/** What add-lesson-progress answers: the lesson's progress and the course's share. */
export interface ProgressAnswer extends LessonProgress {
  course_id: number;
  progress_percent: number;
  certificate_code: string | null;
}

/**
 * The course's progress once the server has answered a report: the lesson's row replaced, the
 * share and the certificate as the server says (it decides what counts, docs/product.md §15).
 */
export function applyProgressResult(
  old: CourseProgress | null | undefined,
  result: ProgressAnswer,
): CourseProgress | null | undefined {
  if (!old) return old;
  const { course_id: _course, progress_percent, certificate_code, ...lesson } = result;
  const known = old.lessons.some((l) => l.lesson_id === lesson.lesson_id);
  const lessons = known
    ? old.lessons.map((l) => (l.lesson_id === lesson.lesson_id ? lesson : l))
    : [...old.lessons, lesson];
  const completed = Math.min(old.lessons_count, lessons.filter((l) => l.completed).length);
  return {
    ...old,
    lessons,
    completed_lessons: completed,
    progress_percent,
    certificate_code: certificate_code ?? old.certificate_code,
    completed_at: old.completed_at ?? (progress_percent >= 100 ? new Date().toISOString() : null),
  };
}

/** A share for a bar: a whole number 0–100, whatever the input. */
export const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0;

/** A video position as a clock: 75 → "1:15", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Whole days between an instant and now, for "last activity 3 days ago" (0 = today). */
export function daysAgo(iso: string, now = new Date()): number {
  const then = new Date(iso);
  const start = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.max(0, Math.round((start(now) - start(then)) / 86_400_000));
}
