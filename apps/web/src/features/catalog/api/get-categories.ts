import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@app/contract/catalog';
import type { Locale } from '@app/contract/envelope';
import { getData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { catalogKey } from './keys';

/** spec §7: GET /api/category/get-category. */
export function getCategories(signal?: AbortSignal) {
  return getData<Category[]>('/api/category/get-category', { auth: 'learning', localized: true, signal });
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
