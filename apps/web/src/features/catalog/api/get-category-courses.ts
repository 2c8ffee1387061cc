import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { request } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { COURSE_PAGE_SIZE, type CourseSort } from '../lib/constants';
import type { CoursePage } from './get-course-list';
import { catalogKey } from './keys';

export interface CategoryCoursesParams {
  page: number;
  sort?: CourseSort | undefined;
}

/** spec §7: GET /api/courses/category/{id}: a category's courses (by id or slug), paged and sorted. */
export function getCategoryCourses(category: string, params: CategoryCoursesParams, signal?: AbortSignal) {
  return request<CoursePage>(`/api/courses/category/${encodeURIComponent(category)}`, {
    auth: 'learning',
    localized: true,
    query: { page: params.page, limit: COURSE_PAGE_SIZE, sort: params.sort },
    signal,
  });
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
