import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import type { MyLearningFilter } from '@app/contract/learning/constants';
import { getMyLearning as getMyLearningCall } from '@app/contract/learning/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { learnerEmail } from '../lib/learner';
import { learningKey } from './keys';

/**
 * product §7: GET /api/courses/get-my-learning/{email}?filter: the owned courses of one tab with
 * their progress and next lesson, the count of every tab, and minutes learned per day.
 */
export async function getMyLearning(filter: MyLearningFilter, signal?: AbortSignal) {
  const email = await learnerEmail(signal);
  return callData(getMyLearningCall, { params: { email }, query: { filter } }, { signal });
}

export const myLearningQueryOptions = (filter: MyLearningFilter, locale: Locale) =>
  queryOptions({
    queryKey: [...learningKey, 'mine', locale, filter] as const,
    queryFn: ({ signal }) => getMyLearning(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useMyLearning(filter: MyLearningFilter) {
  const locale = useI18n((s) => s.locale);
  return useQuery(myLearningQueryOptions(filter, locale));
}
