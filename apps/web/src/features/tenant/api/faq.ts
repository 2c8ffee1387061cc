import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getFaq } from '@app/contract/tenant/endpoints';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/** product §7: the FAQ call takes params (search text, category). */
export const faqOptions = (locale: Locale, params: { search?: string; category?: string } = {}) =>
  queryOptions({
    queryKey: ['faq', locale, params] as const,
    queryFn: ({ signal }) => callData(getFaq, { query: { lang: locale, ...params } }, { signal }),
  });
/** While a new search runs, the previous answers stay on screen. */
export const useFaq = (params: { search?: string; category?: string } = {}) =>
  useQuery({
    ...faqOptions(
      useI18n((s) => s.locale),
      params,
    ),
    placeholderData: keepPreviousData,
  });
