import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingSummary } from '@app/contract/catalog';
import { request } from '@/shared/http/client';
import { courseKey } from './get-course';
import { courseListKey } from './get-course-list';
import { ratingKey } from './get-rating';

export interface UpdateRatingInput {
  course_id: number;
  rating: number;
}

/** spec §7: PATCH /api/courses/update-rating (1–5; a new rating replaces the learner's old one). */
export async function updateRating(input: UpdateRatingInput) {
  const answer = await request<{ data: RatingSummary | null }>('/api/courses/update-rating', {
    method: 'PATCH',
    auth: 'learning',
    localized: true,
    json: input,
  });
  return answer?.data ?? null;
}

export function useUpdateRating(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => updateRating({ course_id: courseId, rating }),
    onSuccess: async (summary) => {
      if (summary && typeof summary.average === 'number')
        queryClient.setQueryData(ratingKey(courseId), summary);
      // The course's average and the lists' stars change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKey(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKey }),
        queryClient.invalidateQueries({ queryKey: courseListKey }),
      ]);
    },
  });
}
