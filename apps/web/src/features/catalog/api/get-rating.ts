import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingSummary } from '@app/contract/catalog';
import { getData } from '@/shared/http/client';
import { catalogKey } from './keys';

/** spec §7: GET /api/courses/get-rating/{id}: average, count, distribution and my rating. */
export function getRating(courseId: number, signal?: AbortSignal) {
  return getData<RatingSummary>(`/api/courses/get-rating/${courseId}`, {
    auth: 'learning',
    localized: true,
    signal,
  });
}

export const ratingKey = (courseId: number) => [...catalogKey, 'rating', courseId] as const;

export const ratingQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ratingKey(courseId),
    queryFn: ({ signal }) => getRating(courseId, signal),
  });

export function useRating(courseId: number) {
  return useQuery(ratingQueryOptions(courseId));
}
