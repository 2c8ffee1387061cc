import { useSearchParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { LinkButton } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Pagination } from '@/shared/ui/pagination';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useArticles } from '../api/articles';
import { ArticleCard } from '../components/article-card';

/** Articles per page: three rows of three. */
export const ARTICLES_PER_PAGE = 9;

/** /articles: newest first, paged through ?page= so a page can be linked and reloaded. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const articles = useArticles(page, ARTICLES_PER_PAGE);
  useDocumentTitle(page > 1 ? t('articles.titlePage', { page }) : t('pages.articles'));

  const meta = articles.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1;
  const list = articles.data?.data ?? [];
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeader
        crumbs={
          <Breadcrumbs items={[{ label: t('app.home'), to: paths.home }, { label: t('pages.articles') }]} />
        }
        eyebrow={t('articles.eyebrow')}
        title={t('pages.articles')}
        lead={t('articles.lead')}
      />
      <div className="container-page py-10 sm:py-14">
        {articles.isPending ? (
          <CardGridSkeleton count={6} label={t('articles.loading')} />
        ) : articles.isError ? (
          <ErrorState onRetry={() => void articles.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={page > 1 ? t('articles.noPage') : t('articles.empty')}
            text={t('articles.emptyText')}
            action={
              page > 1 ? (
                <LinkButton to={paths.articles} variant="secondary" size="sm">
                  {t('articles.first')}
                </LinkButton>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((article, i) => (
                <li key={article.id}>
                  <ArticleCard article={article} eager={i < 3} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} onChange={goTo} />
          </>
        )}
      </div>
    </>
  );
}
