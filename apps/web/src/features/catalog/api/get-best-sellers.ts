import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBestSellers as getBestSellersCall } from '@app/contract/catalog/endpoints';
import { callData } from '@/shared/http/client';
import type { Locale } from '@app/contract/envelope';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** How many best sellers the row shows. */
const BEST_SELLERS = 12;

/** product §7: GET /api/courses/best-seller. */
export function getBestSellers(signal?: AbortSignal) {
  return callData(getBestSellersCall, { query: { limit: BEST_SELLERS } }, { signal });
}

export const bestSellersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'best-seller', locale] as const,
    queryFn: ({ signal }) => getBestSellers(signal),
  });

export function useBestSellers() {
  const locale = useI18n((s) => s.locale);
  return useQuery(bestSellersQueryOptions(locale));
}
