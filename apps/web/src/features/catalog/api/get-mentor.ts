import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMentor as getMentorCall } from '@app/contract/catalog/endpoints';
import type { Mentor } from '@app/contract/catalog/schemas';
import type { Locale } from '@app/contract/envelope';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** product §7: GET /api/mentor/get-mentor/{id}. */
export function getMentor(mentorId: number, signal?: AbortSignal) {
  return callData(getMentorCall, { params: { id: String(mentorId) } }, { signal });
}

export const mentorQueryOptions = (mentorId: number, locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'mentor', locale, mentorId] as const,
    queryFn: ({ signal }) => getMentor(mentorId, signal),
  });

/** The mentor's card; what the course answer already says about them shows while this loads. */
export function useMentor(mentorId: number, known?: Mentor) {
  const locale = useI18n((s) => s.locale);
  return useQuery({ ...mentorQueryOptions(mentorId, locale), placeholderData: known });
}
