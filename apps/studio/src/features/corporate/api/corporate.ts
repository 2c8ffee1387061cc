import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCorporateCohort,
  getCorporateOptions,
  listCorporateOrders,
} from '@app/contract/corporate/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

export const corporateKey = ['studio', 'corporate'] as const;

/** The company's courses (in the studio's language) and its default language, for the form. */
export function useCorporateOptions() {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...corporateKey, 'options', lang],
    queryFn: ({ signal }) => callData(getCorporateOptions, { query: { lang } }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface CorporateFilter {
  q: string;
  page: number;
}

export function useCorporateOrders(filter: CorporateFilter) {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...corporateKey, 'list', filter, lang],
    queryFn: ({ signal }) =>
      callData(listCorporateOrders, { query: { q: filter.q || undefined, page: filter.page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCohort(id: number, page: number) {
  const lang = useI18n((s) => s.locale);
  return useQuery({
    queryKey: [...corporateKey, 'cohort', id, page, lang],
    queryFn: ({ signal }) =>
      callData(getCorporateCohort, { params: { id }, query: { page, lang } }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
