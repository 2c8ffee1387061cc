import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getContent } from '@app/contract/learning/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { learningKey } from './keys';

/**
 * product §7: GET /api/get-content/{id}: the course's sections and lessons; an open lesson has its
 * body as blocks and its video or PDF as a signed link.
 */
export function getCourseContent(courseId: number, signal?: AbortSignal) {
  return callData(getContent, { params: { id: String(courseId) } }, { signal });
}

export const courseContentQueryOptions = (courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...learningKey, 'content', locale, courseId] as const,
    queryFn: ({ signal }) => getCourseContent(courseId, signal),
    // Signed file links expire after hours; a page left open refetches well before that.
    staleTime: 30 * 60_000,
  });

export function useCourseContent(courseId: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(courseContentQueryOptions(courseId, locale));
}
