import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import type { General } from '@app/contract/tenant';
import { getData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/**
 * The tenant's general company data (login banner `file_path_banner`, `contributor_url`). Same
 * call and cache key as the tenant feature's, so the answer the app already loaded is reused.
 */
export const getGeneral = (locale: Locale, signal?: AbortSignal) =>
  getData<General>('/api/general/get-general', { auth: 'public', localized: true, signal });

export const generalQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['general', locale] as const,
    queryFn: ({ signal }) => getGeneral(locale, signal),
  });

export const useGeneral = () => useQuery(generalQueryOptions(useI18n((s) => s.locale)));
