import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRating as updateRatingCall } from '@app/contract/catalog/endpoints';
import type { InputOf } from '@app/contract/endpoint';
import { callData } from '@/shared/http/client';
import { courseKey } from './get-course';
import { courseListKey } from './get-course-list';
import { ratingKey } from './get-rating';

/** product §7: PATCH /api/courses/update-rating (1–5; a new rating replaces the learner's old one). */
export const updateRating = (body: InputOf<typeof updateRatingCall>['body']) =>
  callData(updateRatingCall, { body });

export function useUpdateRating(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => updateRating({ course_id: courseId, rating }),
    onSuccess: async (summary) => {
      if (summary && typeof summary.average === 'number')
        queryClient.setQueriesData({ queryKey: ratingKey(courseId) }, summary);
      // The course's average and the lists' stars change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKey(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKey }),
        queryClient.invalidateQueries({ queryKey: courseListKey }),
      ]);
    },
  });
}
