import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingHistory as getBookingHistoryCall } from '@app/contract/commerce/endpoints';
import type { AnswerOf } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import { bookingHistoryKey } from '@/shared/commerce/orders';
import { call } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { transactionQuery, type TransactionParams } from '../lib/list-params';

/** product §7: GET /api/v1/bookings/history?page&limit&q: the learner's orders, newest first. */
export function getBookingHistory(params: TransactionParams, signal?: AbortSignal) {
  return call(getBookingHistoryCall, { query: transactionQuery(params) }, { signal });
}

export type BookingPage = AnswerOf<typeof getBookingHistoryCall>;

export const bookingHistoryQueryOptions = (params: TransactionParams, locale: Locale) =>
  queryOptions({
    queryKey: [...bookingHistoryKey, locale, params.status, params.q, params.page] as const,
    queryFn: ({ signal }) => getBookingHistory(params, signal),
    placeholderData: keepPreviousData,
    // An order paid on the gateway changes without this app knowing: always ask again on visit.
    staleTime: 0,
  });

export function useBookingHistory(params: TransactionParams) {
  const locale = useI18n((s) => s.locale);
  return useQuery(bookingHistoryQueryOptions(params, locale));
}
