import { describe, expect, it } from 'vitest';
import type { CourseContent, CourseProgress } from '@app/contract/learning/schemas';
import { lessonsOf, neighbours, pickLesson } from './curriculum';

const lesson = (id: number, open = true) => ({
  id,
  title: `Lesson ${id}`,
  type: 'text' as const,
  duration_seconds: 300,
  duration_minutes: 5,
  is_preview: id === 1,
  open,
  body: [],
  file: null,
  quiz_id: null,
});
const content: CourseContent = {
  course_id: 3,
  slug: 'c',
  title: 'C',
  owned: true,
  sections: [
    { id: 1, title: 'A', position: 1, lessons: [lesson(1), lesson(2)] },
    { id: 2, title: 'B', position: 2, lessons: [lesson(3), lesson(4)] },
  ],
};
const progress = (done: number[]): CourseProgress => ({
  course_id: 3,
  progress_percent: 0,
  completed_lessons: done.length,
  lessons_count: 4,
  completed_at: null,
  certificate_code: null,
  lessons: [1, 2, 3, 4].map((id) => ({
    lesson_id: id,
    completed: done.includes(id),
    completed_at: null,
    watched_percent: 0,
    position_seconds: 0,
  })),
});

describe('which lesson the player opens', () => {
  const lessons = lessonsOf(content);

  it('takes ?lesson= when it names a lesson of the course', () => {
    expect(pickLesson(lessons, progress([]), '3')?.id).toBe(3);
  });

  it('otherwise opens the first lesson not done yet, or the first when all are', () => {
    expect(pickLesson(lessons, progress([1, 2]), null)?.id).toBe(3);
    expect(pickLesson(lessons, progress([1, 2]), '99')?.id).toBe(3);
    expect(pickLesson(lessons, progress([1, 2, 3, 4]), null)?.id).toBe(1);
  });

  it('opens the first lesson a non-owner may open', () => {
    const locked = [lesson(1, false), lesson(2, true), lesson(3, false)];
    expect(pickLesson(locked, null, null)?.id).toBe(2);
  });

  it('knows the lessons before and after, across sections', () => {
    expect(neighbours(lessons, 2)).toMatchObject({ previous: { id: 1 }, next: { id: 3 }, index: 1 });
    expect(neighbours(lessons, 1).previous).toBeUndefined();
    expect(neighbours(lessons, 4).next).toBeUndefined();
  });
});
