import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducationsTrainings as getEducationsTrainingsCall } from '@app/contract/cv/endpoints';
import type { Locale } from '@app/contract/envelope';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { cvKeys } from '../lib/keys';

/**
 * GET /api/v1/educations_trainings/all: both kinds, newest first, with the verified training of
 * completed courses (their titles in the page's language).
 */
export const getEducationsTrainings = (signal?: AbortSignal) =>
  callData(getEducationsTrainingsCall, { query: {} }, { signal });

export const educationsTrainingsQueryOptions = (locale?: Locale) =>
  queryOptions({
    queryKey: locale ? ([...cvKeys.education, locale] as const) : cvKeys.education,
    queryFn: ({ signal }) => getEducationsTrainings(signal),
  });

export function useEducationsTrainings() {
  const locale = useI18n((s) => s.locale);
  return useQuery(educationsTrainingsQueryOptions(locale));
}
