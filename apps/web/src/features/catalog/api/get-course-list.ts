import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COURSE_PAGE_SIZE } from '@app/contract/catalog/constants';
import { getCourseList as getCourseListCall } from '@app/contract/catalog/endpoints';
import type { CourseListQuery } from '@app/contract/catalog/schemas';
import type { AnswerOf } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import { call } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** A page of course cards with its `meta` (the list, a category's, or search results). */
export type CoursePage = AnswerOf<typeof getCourseListCall>;

/** The contract's query as the UI holds it: a page always, the bootcamp filter as a boolean. */
export type CourseListParams = Omit<CourseListQuery, 'lang' | 'page' | 'bootcamp'> & {
  page: number;
  bootcamp?: boolean | undefined;
};

/** product §7: GET /api/courses/get-course-list (paged, with category, sort, price and bootcamp filters). */
export function getCourseList(params: CourseListParams, signal?: AbortSignal) {
  const query = {
    page: params.page,
    limit: params.limit ?? COURSE_PAGE_SIZE,
    category: params.category,
    sort: params.sort,
    min_price: params.min_price,
    max_price: params.max_price,
    bootcamp: params.bootcamp === undefined ? undefined : (String(params.bootcamp) as 'true' | 'false'),
  };
  return call(getCourseListCall, { query }, { signal });
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
