import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getVoucher, getVoucherOptions, listVouchers } from '@app/contract/vouchers/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

export const vouchersKey = ['studio', 'vouchers'] as const;
export const voucherKey = (id: number) => [...vouchersKey, 'one', id] as const;

/** The company's courses (in the studio's language), currency and time zone, for the form. */
export function useVoucherOptions() {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...vouchersKey, 'options', lang],
    queryFn: ({ signal }) => callData(getVoucherOptions, { query: { lang } }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface VoucherFilter {
  q: string;
  batch: string;
  page: number;
}

export const useVouchers = (filter: VoucherFilter) =>
  useQuery({
    queryKey: [...vouchersKey, 'list', filter],
    queryFn: ({ signal }) =>
      callData(
        listVouchers,
        { query: { q: filter.q || undefined, batch: filter.batch || undefined, page: filter.page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useVoucher = (id: number) =>
  useQuery({
    queryKey: voucherKey(id),
    queryFn: ({ signal }) => callData(getVoucher, { params: { id } }, { signal }),
    retry: false,
  });
