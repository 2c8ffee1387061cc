import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getPreview } from '@app/contract/preview/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/**
 * GET /api/preview/{token} (docs/decisions.md §47): a draft course as learners will see it, in the
 * course page's and the player's shapes, read with the studio's signed link instead of a session.
 */
export function getCoursePreview(token: string, signal?: AbortSignal) {
  return callData(getPreview, { params: { token } }, { signal });
}

export const previewQueryOptions = (token: string, locale: Locale) =>
  queryOptions({
    queryKey: ['preview', token, locale] as const,
    queryFn: ({ signal }) => getCoursePreview(token, signal),
    // A draft changes while the contributor works on it: each visit reads it again.
    staleTime: 0,
  });

export function useCoursePreview(token: string) {
  const locale = useI18n((s) => s.locale);
  return useQuery(previewQueryOptions(token, locale));
}
