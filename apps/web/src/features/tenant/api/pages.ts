import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import {
  getAbout,
  getCancellation,
  getHelpPage,
  getPage,
  getPrivacy,
  getRefund,
  getTerms,
} from '@app/contract/tenant/endpoints';
import type { PageKey } from '@app/contract/tenant/schemas';
import { callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';
import { contentQuery } from '@/shared/tenant/content-query';

/** Content and legal pages (product §7 "Public content"), cached under the spec's keys. */
export const aboutQuery = contentQuery('about', getAbout);
export const helpQuery = contentQuery('help', getHelpPage);
export const termsQuery = contentQuery('terms', getTerms);
export const privacyQuery = contentQuery('privacy', getPrivacy);
export const refundQuery = contentQuery('refund', getRefund);
export const cancellationQuery = contentQuery('cancellation', getCancellation);
export const useAbout = aboutQuery.useContent;
export const useHelpPage = helpQuery.useContent;
export const useTerms = termsQuery.useContent;
export const usePrivacy = privacyQuery.useContent;
export const useRefund = refundQuery.useContent;
export const useCancellation = cancellationQuery.useContent;

export const pageOptions = (locale: Locale, key: PageKey) =>
  queryOptions({
    queryKey: ['page', key, locale] as const,
    queryFn: ({ signal }) => callData(getPage, { params: { key }, query: { lang: locale } }, { signal }),
  });
export const usePage = (key: PageKey) =>
  useQuery(
    pageOptions(
      useI18n((s) => s.locale),
      key,
    ),
  );
