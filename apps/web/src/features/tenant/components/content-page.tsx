import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@app/contract/tenant/schemas';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { PageHeader } from '@/shared/ui/page-header';
import { Picture } from '@/shared/ui/picture';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { ContentUnavailable, isNotFound, LoadFailed, PageSkeleton } from './page-states';

/** A card beside a page's body: a short pitch and one or two actions. */
export function AsideCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-6">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-2 text-ink-soft">{text}</p>
      {children && <div className="mt-5 flex flex-col gap-3">{children}</div>}
    </div>
  );
}

/**
 * A content page from the API (about, corporate solution, career): header band, optional
 * picture, body blocks and a call-to-action card. An unpublished page (404) shows a friendly note.
 */
export function ContentPage({
  query,
  title,
  eyebrow,
  aside,
  children,
}: {
  query: UseQueryResult<Page>;
  /** Shown while loading and when the page is unpublished. */
  title: string;
  eyebrow: string;
  aside?: ReactNode;
  /** Extra content under the body. */
  children?: ReactNode;
}) {
  const t = useT();
  const page = query.data;
  const heading = page?.title || title;
  const headingLang = page?.title ? langOf(page, 'title') : {};
  useDocumentTitle(heading);

  if (query.isPending) return <PageSkeleton label={t('page.loading')} />;
  const failed = query.isError && !isNotFound(query.error);
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
        eyebrow={eyebrow}
        title={<span {...headingLang}>{heading}</span>}
        {...(page?.summary ? { lead: <TextOf of={page} field="summary" /> } : {})}
      />
      {failed ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="min-w-0">
            {page ? (
              <>
                {page.image && (
                  <Picture
                    src={page.image}
                    alt=""
                    // The text column beside the 20rem aside from lg.
                    sizes="(min-width: 1024px) 700px, 100vw"
                    width={1200}
                    height={480}
                    className="mb-8 aspect-[5/2] w-full rounded-[var(--radius-card)] bg-brand-soft object-cover"
                  />
                )}
                <ContentBlocks blocks={page.body} {...langOf(page, 'body')} />
              </>
            ) : (
              <ContentUnavailable />
            )}
            {children}
          </div>
          {aside && <aside aria-label={eyebrow}>{aside}</aside>}
        </div>
      )}
    </>
  );
}
