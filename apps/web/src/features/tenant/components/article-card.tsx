import { Link } from 'react-router';
import type { ArticleSummary } from '@app/contract/tenant/schemas';
import { CARD_IMAGE_SIZES } from '@app/contract/media';
import { paths } from '@/shared/routes/route-table';
import { formatDate } from '@/shared/i18n/format';
import { intlLocale, useI18n, useT } from '@/shared/i18n/i18n';
import { clock, Icon } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { langOf } from '@/shared/i18n/text-lang';

/** Date and reading time, as "12 March 2026 · 6 min read". */
export function ArticleMeta({
  article,
}: {
  article: Pick<ArticleSummary, 'published_at' | 'reading_minutes'>;
}) {
  const t = useT();
  const locale = useI18n((s) => s.locale);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
      <time dateTime={article.published_at}>
        {formatDate(article.published_at, intlLocale(locale), 'long')}
      </time>
      <span aria-hidden>·</span>
      <span className="inline-flex items-center gap-1">
        <Icon path={clock} size={14} />
        {t('articles.readingTime', { minutes: article.reading_minutes })}
      </span>
    </p>
  );
}

/** An article in the list: picture, meta, title (the link), excerpt and author. */
export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)] transition duration-200 focus-within:ring-2 focus-within:ring-brand hover:-translate-y-1 hover:shadow-[var(--shadow-lift)]">
      <Picture
        src={article.image}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-soft object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <ArticleMeta article={article} />
        <h2 className="mt-2 text-lg leading-snug font-bold">
          <Link
            to={paths.article(article.slug)}
            {...langOf(article, 'title')}
            className="stretched-link outline-none group-hover:text-brand"
          >
            {article.title}
          </Link>
        </h2>
        <p {...langOf(article, 'excerpt')} className="mt-2 line-clamp-3 text-sm leading-6 text-ink-soft">
          {article.excerpt}
        </p>
        {article.author && (
          <p className="mt-auto pt-4 text-sm font-medium text-ink">
            {t('articles.by', { author: article.author })}
          </p>
        )}
      </div>
    </article>
  );
}
