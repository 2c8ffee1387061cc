import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import type {
  Article,
  ArticleSummary,
  Banner,
  FaqItem,
  Feature,
  General,
  HelpPage,
  Page,
  PageKey,
  ProductSettings,
  Programme,
  Testimony,
  Theme,
} from '@app/contract/tenant';
import type { PageMeta } from '@app/contract/envelope';
import { getData, request } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

/**
 * The public content calls of spec §7, cached under the spec's keys (banner, general, logo, …)
 * plus the language, since the server localises the answer.
 */
function contentQuery<T>(key: string, path: string) {
  const options = (locale: Locale) =>
    queryOptions({
      queryKey: [key, locale] as const,
      queryFn: ({ signal }) => getData<T>(path, { auth: 'public', localized: true, signal }),
    });
  // Switching language keeps the previous answer on screen until the translated one arrives.
  const useContent = () =>
    useQuery({ ...options(useI18n((s) => s.locale)), placeholderData: keepPreviousData });
  return { options, useContent };
}

export const generalQuery = contentQuery<General>('general', '/api/general/get-general');
export const logoQuery = contentQuery<{ company_name: string; file_path_logo: string }>(
  'logo',
  '/api/general/get-company-logo',
);
export const themeQuery = contentQuery<Theme>('theme', '/api/theme-settings/get-theme');
export const productQuery = contentQuery<ProductSettings>(
  'product',
  '/api/product-settings/get-product-settings',
);
export const bannerQuery = contentQuery<Banner[]>('banner', '/api/banner/get-banner');
export const featuresQuery = contentQuery<Feature[]>('features', '/api/features/get-features');
export const testimoniesQuery = contentQuery<Testimony[]>('testimonies', '/api/testimonies/get-testimonies');
export const programmesQuery = contentQuery<Programme[]>('programmes', '/api/programmes/get-programmes');
export const aboutQuery = contentQuery<Page>('about', '/api/about/get-about');
export const helpQuery = contentQuery<HelpPage>('help', '/api/help-page/get-help-page');
export const termsQuery = contentQuery<Page>('terms', '/api/terms-condition/get-terms-condition');
export const privacyQuery = contentQuery<Page>('privacy', '/api/privacy/get-privacy');
export const refundQuery = contentQuery<Page>('refund', '/api/refund-policy/get-refund');
export const cancellationQuery = contentQuery<Page>('cancellation', '/api/cancellation/get-cancellation');

export const useGeneral = generalQuery.useContent;
export const useLogo = logoQuery.useContent;
export const useTheme = themeQuery.useContent;
export const useProductSettings = productQuery.useContent;
export const useBanners = bannerQuery.useContent;
export const useFeatures = featuresQuery.useContent;
export const useTestimonies = testimoniesQuery.useContent;
export const useProgrammes = programmesQuery.useContent;
export const useAbout = aboutQuery.useContent;
export const useHelpPage = helpQuery.useContent;
export const useTerms = termsQuery.useContent;
export const usePrivacy = privacyQuery.useContent;
export const useRefund = refundQuery.useContent;
export const useCancellation = cancellationQuery.useContent;

/** spec §7: "GET /api/faq/get-faq (with params)". */
export const faqOptions = (locale: Locale, params: { search?: string; category?: string } = {}) =>
  queryOptions({
    queryKey: ['faq', locale, params] as const,
    queryFn: ({ signal }) =>
      getData<FaqItem[]>('/api/faq/get-faq', { auth: 'public', localized: true, query: params, signal }),
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

export const pageOptions = (locale: Locale, key: PageKey) =>
  queryOptions({
    queryKey: ['page', key, locale] as const,
    queryFn: ({ signal }) =>
      getData<Page>(`/api/pages/get-page/${key}`, { auth: 'public', localized: true, signal }),
  });
export const usePage = (key: PageKey) =>
  useQuery(
    pageOptions(
      useI18n((s) => s.locale),
      key,
    ),
  );

export const articlesOptions = (locale: Locale, page: number, limit = 9) =>
  queryOptions({
    queryKey: ['articles', locale, page, limit] as const,
    queryFn: ({ signal }) =>
      request<{ data: ArticleSummary[]; meta: PageMeta }>('/api/articles/get-articles', {
        auth: 'public',
        localized: true,
        query: { page, limit },
        signal,
      }),
  });
export const useArticles = (page: number, limit = 9) =>
  useQuery(
    articlesOptions(
      useI18n((s) => s.locale),
      page,
      limit,
    ),
  );

export const articleOptions = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['article', slug, locale] as const,
    queryFn: ({ signal }) =>
      getData<Article>(`/api/articles/get-article/${encodeURIComponent(slug)}`, {
        auth: 'public',
        localized: true,
        signal,
      }),
  });
export const useArticle = (slug: string) =>
  useQuery(
    articleOptions(
      useI18n((s) => s.locale),
      slug,
    ),
  );
