import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseProgress } from '@app/contract/learning/schemas';
import { getLessonProgress } from '@app/contract/learning/endpoints';
import { ApiError, callData } from '@/shared/http/client';
import { learnerEmail } from '../lib/learner';
import { learningKey } from './keys';

export const lessonProgressKey = (courseId: number) => [...learningKey, 'progress', courseId] as const;

/**
 * product §7: GET /api/get-lesson-progress/{email}?course_id: the learner's progress lesson by
 * lesson. A course the learner does not own answers 403: that is no progress, not a failure.
 */
export async function getCourseProgress(
  courseId: number,
  signal?: AbortSignal,
): Promise<CourseProgress | null> {
  try {
    const progress = await callData(
      getLessonProgress,
      { params: { email: await learnerEmail(signal) }, query: { course_id: courseId } },
      { signal },
    );
    // With course_id the answer is that one course (a list is the answer without it).
    return Array.isArray(progress) ? (progress.find((p) => p.course_id === courseId) ?? null) : progress;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const lessonProgressQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: lessonProgressKey(courseId),
    queryFn: ({ signal }) => getCourseProgress(courseId, signal),
  });

export const useLessonProgress = (courseId: number) => useQuery(lessonProgressQueryOptions(courseId));
