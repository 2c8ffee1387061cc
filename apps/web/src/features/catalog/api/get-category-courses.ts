import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_PAGE_SIZE } from '@app/contract/catalog/constants';
import { getCategoryCourses as getCategoryCoursesCall } from '@app/contract/catalog/endpoints';
import type { CourseListQuery } from '@app/contract/catalog/schemas';
import { call } from '@/shared/http/client';
import type { Locale } from '@app/contract/envelope';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

export type CategoryCoursesParams = Pick<CourseListQuery, 'page' | 'sort'> & { page: number };

/** product §7: GET /api/courses/category/{id}: a category's courses (by id or slug), paged and sorted. */
export function getCategoryCourses(category: string, params: CategoryCoursesParams, signal?: AbortSignal) {
  return call(
    getCategoryCoursesCall,
    { params: { id: category }, query: { page: params.page, limit: COURSE_PAGE_SIZE, sort: params.sort } },
    { signal },
  );
}

export const categoryCoursesQueryOptions = (
  category: string,
  params: CategoryCoursesParams,
  locale: Locale,
) =>
  queryOptions({
    queryKey: [...catalogKey, 'category-courses', locale, category, params] as const,
    queryFn: ({ signal }) => getCategoryCourses(category, params, signal),
    placeholderData: keepPreviousData,
  });

export function useCategoryCourses(category: string, params: CategoryCoursesParams) {
  const locale = useI18n((s) => s.locale);
  return useQuery(categoryCoursesQueryOptions(category, params, locale));
}
