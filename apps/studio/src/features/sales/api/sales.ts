import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalesOptions,
  getSalesOrder,
  getSalesSummary,
  listPaymentsToRefund,
  listSalesOrders,
  refundOrder,
  refundPayment,
} from '@app/contract/sales/endpoints';
import type { RefundOrderBody } from '@app/contract/sales/schemas';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import type { OrdersFilter, SummaryFilter } from '../lib/filters';

const salesKey = ['studio', 'sales'] as const;

/** What the filters offer (the courses in the studio's language) and today in the company's zone. */
export function useSalesOptions() {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...salesKey, 'options', lang],
    queryFn: ({ signal }) => callData(getSalesOptions, { query: { lang } }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

const filterQuery = (f: { course_id: number | null; method: string; voucher: string }) => ({
  course_id: f.course_id ?? undefined,
  method: (f.method || undefined) as never,
  voucher: f.voucher || undefined,
});

/** The dashboard's figures; waits for the range (today comes with the options). */
export const useSalesSummary = (filter: SummaryFilter | null) =>
  useQuery({
    queryKey: [...salesKey, 'summary', filter],
    queryFn: ({ signal }) =>
      callData(
        getSalesSummary,
        { query: { from: filter!.from, to: filter!.to, group: filter!.group, ...filterQuery(filter!) } },
        { signal },
      ),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useSalesOrders = (filter: OrdersFilter) => {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...salesKey, 'orders', filter, lang],
    queryFn: ({ signal }) =>
      callData(
        listSalesOrders,
        {
          query: {
            q: filter.q || undefined,
            status: (filter.status || undefined) as never,
            from: filter.from || undefined,
            to: filter.to || undefined,
            page: filter.page,
            lang,
            ...filterQuery(filter),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

export const useSalesOrder = (id: number) => {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...salesKey, 'order', id, lang],
    queryFn: ({ signal }) => callData(getSalesOrder, { params: { id }, query: { lang } }, { signal }),
  });
};

/** Every sales answer read again after money went back: the order, the lists, the figures. */
const useRefreshSales = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: salesKey });
};

/** Refunds an order (admins): the dialog's refund key makes a repeated click the same refund. */
export const useRefundOrder = (id: number) => {
  const refresh = useRefreshSales();
  return useMutation({
    mutationFn: (body: RefundOrderBody) => callData(refundOrder, { params: { id }, body }),
    onSettled: refresh,
  });
};

/** The payments flagged to give back (paid twice, course owned…), for admins. */
export const usePaymentsToRefund = () => {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...salesKey, 'to-refund', lang],
    queryFn: ({ signal }) => callData(listPaymentsToRefund, { query: { lang } }, { signal }),
  });
};

export const useRefundPayment = () => {
  const refresh = useRefreshSales();
  return useMutation({
    mutationFn: (input: { id: number; refund_key: string }) =>
      callData(refundPayment, { params: { id: input.id }, body: { refund_key: input.refund_key } }),
    onSettled: refresh,
  });
};

/** A new refund's idempotency key (drawn when a refund is about to be asked). */
export const newRefundKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `rk-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
