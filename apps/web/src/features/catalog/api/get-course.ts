import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCourse as getCourseCall } from '@app/contract/catalog/endpoints';
import type { Locale } from '@app/contract/envelope';
import { ApiError, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';
import { otherViewersAnswer, useViewer, type Viewer } from './viewer';

/** product §7: GET /api/courses/course-show/{id}, addressed by the course's slug (the URL of /education/:slug). */
export function getCourse(slug: string, signal?: AbortSignal) {
  return callData(getCourseCall, { params: { id: slug } }, { signal });
}

export const courseKey = [...catalogKey, 'course'] as const;

export const courseQueryOptions = (slug: string, locale: Locale, viewer: Viewer) =>
  queryOptions({
    queryKey: [...courseKey, locale, slug, viewer] as const,
    queryFn: ({ signal }) => getCourse(slug, signal),
  });

export function useCourse(slug: string) {
  const locale = useI18n((s) => s.locale);
  const options = courseQueryOptions(slug, locale, useViewer());
  return useQuery({ ...options, placeholderData: otherViewersAnswer(options.queryKey) });
}

/**
 * The course a login or register page shows when the visitor came from its page (product §2):
 * null when there is no such course, which leaves that page as it is rather than missing.
 */
export const courseCardQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'course-card', locale, slug] as const,
    queryFn: ({ signal }) =>
      getCourse(slug, signal).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
  });

export function useCourseCard(slug: string) {
  const locale = useI18n((s) => s.locale);
  return useQuery(courseCardQueryOptions(slug, locale));
}
