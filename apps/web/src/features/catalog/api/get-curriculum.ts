import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getContent } from '@app/contract/learning/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';
import { otherViewersAnswer, useViewer, type Viewer } from './viewer';

/** product §7: GET /api/get-content/{id}: sections and lessons of a course (the syllabus). */
export function getCurriculum(courseId: number, signal?: AbortSignal) {
  return callData(getContent, { params: { id: String(courseId) } }, { signal });
}

export const curriculumQueryOptions = (courseId: number, locale: Locale, viewer: Viewer) =>
  queryOptions({
    queryKey: [...catalogKey, 'curriculum', locale, courseId, viewer] as const,
    queryFn: ({ signal }) => getCurriculum(courseId, signal),
  });

export function useCurriculum(courseId: number) {
  const locale = useI18n((s) => s.locale);
  const options = curriculumQueryOptions(courseId, locale, useViewer());
  return useQuery({ ...options, placeholderData: otherViewersAnswer(options.queryKey) });
}
