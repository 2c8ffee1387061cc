import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Page } from '@app/contract/tenant/schemas';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { formatDate } from '@/shared/i18n/format';
import { useI18n, useT, intlLocale, type MessageKey } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { blockHeadings, ContentBlocks } from '@/shared/ui/content-blocks';
import { arrowRight, calendar, chevronDown, fileText, Icon, mail } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { TableOfContents } from '@/shared/ui/table-of-contents';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { ContentUnavailable, isNotFound, LoadFailed, PageSkeleton } from './page-states';

export type LegalKey = 'terms' | 'privacy' | 'refund' | 'cancellation';

const legalPages: { key: LegalKey; to: string; label: MessageKey }[] = [
  { key: 'terms', to: paths.terms, label: 'pages.terms' },
  { key: 'privacy', to: paths.privacy, label: 'pages.privacy' },
  { key: 'refund', to: paths.refund, label: 'pages.refund' },
  { key: 'cancellation', to: paths.cancellation, label: 'pages.cancellation' },
];

/**
 * Terms, privacy, refund and cancellation: the date it was last updated (per locale), a table of
 * contents built from the h2 blocks, the text, and the sibling policies.
 */
export function LegalPage({ query, current }: { query: UseQueryResult<Page>; current: LegalKey }) {
  const t = useT();
  const locale = useI18n((s) => s.locale);
  const supportEmail = useBrand((b) => b.supportEmail);
  const page = query.data;
  const fallback = t(legalPages.find((p) => p.key === current)!.label);
  const heading = page?.title || fallback;
  const headingLang = page?.title ? langOf(page, 'title') : {};
  useDocumentTitle(heading);

  if (query.isPending) return <PageSkeleton label={t('page.loading')} />;
  const failed = query.isError && !isNotFound(query.error);
  const toc = page ? blockHeadings(page.body, langOf(page, 'body').lang) : [];

  return (
    <>
      <PageHeader
        crumbs={
          <Breadcrumbs
            items={[
              { label: t('app.home'), to: paths.home },
              { label: heading, ...headingLang },
            ]}
          />
        }
        eyebrow={t('legal.eyebrow')}
        title={<span {...headingLang}>{heading}</span>}
        {...(page?.summary ? { lead: <TextOf of={page} field="summary" /> } : {})}
      >
        {page && (
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-ink-soft ring-1 ring-line">
            <Icon path={calendar} size={16} className="text-brand" />
            {t('page.updated')}{' '}
            <time dateTime={page.updated_at} className="font-semibold text-ink">
              {formatDate(page.updated_at, intlLocale(locale), 'long')}
            </time>
          </p>
        )}
      </PageHeader>
      {failed ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          {toc.length > 1 && (
            <div className="min-w-0">
              <details className="group rounded-xl border border-line bg-white lg:hidden">
                <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                  {t('page.onThisPage')}
                  <Icon path={chevronDown} className="transition-transform group-open:rotate-180" />
                </summary>
                <div className="border-t border-line px-4 py-4">
                  <TableOfContents title={t('page.onThisPage')} items={toc} />
                </div>
              </details>
              <div className="hidden lg:sticky lg:top-6 lg:block">
                <TableOfContents title={t('page.onThisPage')} items={toc} />
              </div>
            </div>
          )}
          <div className={toc.length > 1 ? 'min-w-0' : 'min-w-0 lg:col-span-2'}>
            <article className="max-w-3xl rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-10">
              {page ? (
                <ContentBlocks blocks={page.body} anchors {...langOf(page, 'body')} />
              ) : (
                <ContentUnavailable />
              )}
            </article>
            <section aria-labelledby="legal-related" className="mt-10 max-w-3xl">
              <h2 id="legal-related" className="text-lg font-bold">
                {t('legal.related')}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {legalPages
                  .filter((p) => p.key !== current)
                  .map((p) => (
                    <li key={p.key}>
                      <Link
                        to={p.to}
                        className="group flex h-full items-center gap-3 rounded-xl border border-line bg-white p-4 font-semibold transition hover:border-brand hover:text-brand"
                      >
                        <Icon path={fileText} className="text-brand" />
                        <span className="flex-1">{t(p.label)}</span>
                        <Icon
                          path={arrowRight}
                          size={16}
                          className="transition-transform group-hover:translate-x-0.5"
                        />
                      </Link>
                    </li>
                  ))}
              </ul>
              {supportEmail && (
                <p className="mt-6 flex flex-wrap items-center gap-2 text-ink-soft">
                  <Icon path={mail} size={18} className="text-brand" />
                  {t('legal.questions')}{' '}
                  <a
                    href={`mailto:${supportEmail}`}
                    className="font-semibold text-brand underline underline-offset-4"
                  >
                    {supportEmail}
                  </a>
                </p>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}
