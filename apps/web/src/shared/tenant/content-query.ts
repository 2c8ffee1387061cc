import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyEndpoint, DataOf } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/**
 * A public content call (product §7) cached under the spec's key (banner, general, logo, …) plus
 * the language, since the server localises the answer.
 */
export function contentQuery<E extends AnyEndpoint>(key: string, endpoint: E) {
  const options = (locale: Locale) =>
    queryOptions({
      queryKey: [key, locale] as const,
      queryFn: ({ signal }): Promise<DataOf<E>> =>
        callData(endpoint, { query: { lang: locale } } as never, { signal }),
    });
  // Switching language keeps the previous answer on screen until the translated one arrives.
  const useContent = () =>
    useQuery({ ...options(useI18n((s) => s.locale)), placeholderData: keepPreviousData });
  return { options, useContent };
}
