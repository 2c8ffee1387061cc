import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { COURSE_PAGE_SIZE } from '@app/contract/catalog/constants';
import { searchCourses as searchCoursesCall } from '@app/contract/catalog/endpoints';
import { call } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** A search term as sent: trimmed, inner whitespace collapsed. */
export const normalizeTerm = (term: string) => term.trim().replace(/\s+/g, ' ');

/** product §7: GET /api/courses/course-search/{term}, paged. */
export function searchCourses(term: string, page: number, signal?: AbortSignal) {
  return call(searchCoursesCall, { params: { term }, query: { page, limit: COURSE_PAGE_SIZE } }, { signal });
}

export const searchQueryOptions = (term: string, page: number, locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'search', locale, term, page] as const,
    queryFn: ({ signal }) => searchCourses(term, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCourseSearch(term: string, page: number) {
  const locale = useI18n((s) => s.locale);
  return useQuery({ ...searchQueryOptions(term, page, locale), enabled: term !== '' });
}
