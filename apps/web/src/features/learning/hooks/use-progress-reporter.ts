import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { addLessonProgress, storeProgressResult, type ProgressReport } from '../api/add-lesson-progress';

/**
 * Sends a lesson's progress reports one after another (the server measures each against the one
 * before, so they must arrive in order) and stores each answer as the course's progress. A failed
 * report is not retried: the next one covers its time only in part, which the server allows for.
 * When `enabled` is false the reports go nowhere (a preview's lessons are no one's progress).
 */
export function useProgressReporter(lessonId: number, enabled = true) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const report = useCallback(
    (report: Omit<ProgressReport, 'lesson_id'>, { now = false } = {}) => {
      if (!enabled) return;
      const post = () =>
        addLessonProgress({ lesson_id: lessonId, ...report }).then(
          (result) => {
            storeProgressResult(queryClient, result);
            setFailed(false);
          },
          () => setFailed(true),
        );
      // As the page goes away there is no time to wait for the report before: it leaves at once.
      if (now) void post();
      else queue.current = queue.current.then(post);
    },
    [lessonId, queryClient, enabled],
  );
  return { report, failed };
}
