import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@app/contract/envelope';
import { getArticle, getArticles } from '@app/contract/tenant/endpoints';
import { call, callData } from '@/shared/http/client';
import { useI18n } from '@/shared/i18n/i18n';

export const articlesOptions = (locale: Locale, page: number, limit = 9) =>
  queryOptions({
    queryKey: ['articles', locale, page, limit] as const,
    queryFn: ({ signal }) => call(getArticles, { query: { lang: locale, page, limit } }, { signal }),
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
    queryFn: ({ signal }) => callData(getArticle, { params: { slug }, query: { lang: locale } }, { signal }),
  });
export const useArticle = (slug: string) =>
  useQuery(
    articleOptions(
      useI18n((s) => s.locale),
      slug,
    ),
  );
