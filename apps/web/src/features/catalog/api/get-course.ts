import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@app/contract/catalog';
import type { Locale } from '@app/contract/envelope';
import { getData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** spec §7: GET /api/courses/course-show/{id}, addressed by the course's slug (the URL of /education/:slug). */
export function getCourse(slug: string, signal?: AbortSignal) {
  return getData<CourseDetail>(`/api/courses/course-show/${encodeURIComponent(slug)}`, {
    auth: 'learning',
    localized: true,
    signal,
  });
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
