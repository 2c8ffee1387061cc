import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCourse as getCourseCall } from '@app/contract/catalog/endpoints';
import type { Locale } from '@app/contract/envelope';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** product §7: GET /api/courses/course-show/{id}, addressed by the course's slug (the URL of /education/:slug). */
export function getCourse(slug: string, signal?: AbortSignal) {
  return callData(getCourseCall, { params: { id: slug } }, { signal });
}

export const courseKey = [...catalogKey, 'course'] as const;

export const courseQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: [...courseKey, locale, slug] as const,
    queryFn: ({ signal }) => getCourse(slug, signal),
  });

export function useCourse(slug: string) {
  const locale = useI18n((s) => s.locale);
  return useQuery(courseQueryOptions(slug, locale));
}
