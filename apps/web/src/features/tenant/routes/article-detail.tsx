import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { arrowLeft, Icon } from '@/shared/ui/icons';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton, TextSkeleton } from '@/shared/ui/skeleton';
import { Picture } from '@/shared/ui/picture';
import { langOf } from '@/shared/i18n/text-lang';
import { articleOptions } from '../api/articles';
import { ArticleMeta } from '../components/article-card';
import { isNotFound, LoadFailed } from '../components/page-states';

const SLUG = /^[a-z0-9-]{1,120}$/;

/** /articles/:slug: one article; an unknown slug is Page not found. */
export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  // A slug the API would refuse is not asked for: it is simply not found.
  const query = useQuery({
    ...articleOptions(
      useI18n((s) => s.locale),
      slug,
    ),
    enabled: valid,
  });
  const article = query.data;
  useDocumentTitle(article?.title ?? t('pages.articles'));

  if (!valid || (query.isError && isNotFound(query.error))) return <NotFoundPage showHomeLink />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!article)
    return (
      <div
        role="status"
        aria-label={t('articles.loadingOne')}
        className="container-page max-w-3xl py-10 sm:py-14"
      >
        <Skeleton className="h-4 w-48" />
        <Skeleton className="mt-6 h-10 w-11/12" />
        <Skeleton className="mt-3 h-10 w-2/3" />
        <Skeleton className="mt-8 aspect-[40/21] w-full rounded-2xl" />
        <div className="mt-8">
          <TextSkeleton lines={8} label={t('articles.loadingOne')} />
        </div>
      </div>
    );

  return (
    <article className="pb-16">
      <header className="container-page max-w-3xl pt-8 sm:pt-12">
        <Breadcrumbs
          items={[
            { label: t('app.home'), to: paths.home },
            { label: t('pages.articles'), to: paths.articles },
            { label: article.title, ...langOf(article, 'title') },
          ]}
        />
        <h1
          {...langOf(article, 'title')}
          className="mt-6 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl"
        >
          {article.title}
        </h1>
        {article.excerpt && (
          <p {...langOf(article, 'excerpt')} className="mt-4 text-lg text-ink-soft sm:text-xl">
            {article.excerpt}
          </p>
        )}
        <div className="mt-6 flex items-center gap-3 border-y border-line py-4">
          <span
            aria-hidden
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand"
          >
            {article.author
              .split(/\s+/)
              .map((w) => w[0])
              .join('')
              .slice(0, 2)
              .toUpperCase()}
          </span>
          <div>
            <p className="font-semibold">{article.author}</p>
            <ArticleMeta article={article} />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl">
        <Picture
          src={article.image}
          alt=""
          // The max-w-4xl column less its padding.
          sizes="(min-width: 896px) 848px, 100vw"
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] w-full rounded-[var(--radius-card)] bg-brand-soft object-cover"
        />
      </div>
      <div className="container-page max-w-3xl">
        <ContentBlocks blocks={article.body} className="mt-10" {...langOf(article, 'body')} />
        <Link
          to={paths.articles}
          className="mt-12 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Icon path={arrowLeft} size={18} />
          {t('articles.back')}
        </Link>
      </div>
    </article>
  );
}
