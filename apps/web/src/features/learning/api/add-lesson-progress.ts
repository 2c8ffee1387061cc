import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DataOf } from '@app/contract/endpoint';
import { addLessonProgress as addLessonProgressCall } from '@app/contract/learning/endpoints';
import { callData } from '@/shared/http/client';
import { applyProgressResult } from '../lib/progress';
import { learnerEmail } from '../lib/learner';
import { learningKey } from './keys';
import { lessonProgressQueryOptions } from './get-lesson-progress';

export type ProgressResult = DataOf<typeof addLessonProgressCall>;

/** What a lesson reports: nothing more marks a text or PDF lesson done; a video adds what it played. */
export interface ProgressReport {
  lesson_id: number;
  played_from?: number;
  played_to?: number;
  position?: number;
}

/**
 * product §7: POST /api/add-lesson-progress. Sent with `keepalive`, so a report made as the page
 * goes away (pagehide) still arrives.
 */
export async function addLessonProgress(report: ProgressReport) {
  const email = await learnerEmail();
  return callData(addLessonProgressCall, { body: { email, ...report } }, { keepalive: true });
}

/** The server's answer becomes the course's progress at once; the lists refresh when next shown. */
export function storeProgressResult(queryClient: QueryClient, result: ProgressResult) {
  queryClient.setQueryData(lessonProgressQueryOptions(result.course_id).queryKey, (old) =>
    applyProgressResult(old, result),
  );
  void queryClient.invalidateQueries({ queryKey: [...learningKey, 'mine'] });
}

export function useMarkLessonDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => addLessonProgress({ lesson_id: lessonId }),
    onSuccess: (result) => storeProgressResult(queryClient, result),
  });
}
