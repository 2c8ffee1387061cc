import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories as getCategoriesCall } from '@app/contract/catalog/endpoints';
import { callData } from '@/shared/http/client';
import type { Locale } from '@app/contract/envelope';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** product §7: GET /api/category/get-category. */
export function getCategories(signal?: AbortSignal) {
  return callData(getCategoriesCall, {}, { signal });
}

export const categoriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...catalogKey, 'categories', locale] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  const locale = useI18n((s) => s.locale);
  return useQuery(categoriesQueryOptions(locale));
}
