import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Curriculum } from '@app/contract/catalog';
import type { Locale } from '@app/contract/envelope';
import { getData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** spec §7: GET /api/get-content/{id}: sections and lessons of a course. */
export function getCurriculum(courseId: number, signal?: AbortSignal) {
  return getData<Curriculum>(`/api/get-content/${courseId}`, { auth: 'learning', localized: true, signal });
}

export const curriculumQueryOptions = (courseId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'curriculum', locale, courseId] as const,
    queryFn: ({ signal }) => getCurriculum(courseId, signal),
  });

export function useCurriculum(courseId: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery(curriculumQueryOptions(courseId, locale));
}
