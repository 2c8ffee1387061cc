import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRating as getRatingCall } from '@app/contract/catalog/endpoints';
import { callData } from '@/shared/http/client';
import { catalogKey } from './keys';
import { otherViewersAnswer, useViewer, type Viewer } from './viewer';

/** product §7: GET /api/courses/get-rating/{id}: average, count, distribution and my rating. */
export function getRating(courseId: number, signal?: AbortSignal) {
  return callData(getRatingCall, { params: { id: String(courseId) } }, { signal });
}

export const ratingKey = (courseId: number) => [...catalogKey, 'rating', courseId] as const;

export const ratingQueryOptions = (courseId: number, viewer: Viewer) =>
  queryOptions({
    queryKey: [...ratingKey(courseId), viewer] as const,
    queryFn: ({ signal }) => getRating(courseId, signal),
  });

export function useRating(courseId: number) {
  const options = ratingQueryOptions(courseId, useViewer());
  return useQuery({ ...options, placeholderData: otherViewersAnswer(options.queryKey) });
}
