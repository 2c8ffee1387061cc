import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseSummary } from '@app/contract/catalog';
import type { Locale, PageMeta } from '@app/contract/envelope';
import { request } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { COURSE_PAGE_SIZE, type CourseSort } from '../lib/constants';
import { catalogKey } from './keys';

export interface CoursePage {
  data: CourseSummary[];
  meta: PageMeta;
}

export interface CourseListParams {
  page: number;
  limit?: number;
  /** Category slug. */
  category?: string | undefined;
  sort?: CourseSort | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  bootcamp?: boolean | undefined;
}

/** spec §7: GET /api/courses/get-course-list (paged, with category, sort, price and bootcamp filters). */
export function getCourseList(params: CourseListParams, signal?: AbortSignal) {
  return request<CoursePage>('/api/courses/get-course-list', {
    auth: 'learning',
    localized: true,
    query: {
      page: params.page,
      limit: params.limit ?? COURSE_PAGE_SIZE,
      category: params.category,
      sort: params.sort,
      min_price: params.min_price,
      max_price: params.max_price,
      bootcamp: params.bootcamp === undefined ? undefined : String(params.bootcamp),
    },
    signal,
  });
}

export const courseListKey = [...catalogKey, 'course-list'] as const;

export const courseListQueryOptions = (params: CourseListParams, locale: Locale) =>
  queryOptions({
    queryKey: [...courseListKey, locale, params] as const,
    queryFn: ({ signal }) => getCourseList(params, signal),
    // Paging and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useCourseList(params: CourseListParams) {
  const locale = useI18n((s) => s.locale);
  return useQuery(courseListQueryOptions(params, locale));
}
