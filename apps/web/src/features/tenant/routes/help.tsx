import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { arrowRight, chat, help, Icon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { TableOfContents } from '@/shared/ui/table-of-contents';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useHelpPage } from '../api/pages';
import { ContentUnavailable, isNotFound, LoadFailed, PageSkeleton } from '../components/page-states';

const sectionId = (id: number) => `help-${id}`;

/** product §2: /help ("FAQ detail"): help sections with an in-page table of contents. */
export function Component() {
  const t = useT();
  const query = useHelpPage();
  const page = query.data;
  const heading = page?.title || t('pages.help');
  const headingLang = page?.title ? langOf(page, 'title') : {};
  useDocumentTitle(heading);

  if (query.isPending) return <PageSkeleton label={t('page.loading')} />;
  const failed = query.isError && !isNotFound(query.error);
  const toc = (page?.sections ?? []).map((s) => ({
    id: sectionId(s.id),
    label: s.title,
    ...langOf(s, 'title'),
  }));

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
        eyebrow={t('help.eyebrow')}
        title={<span {...headingLang}>{heading}</span>}
        {...(page?.summary ? { lead: <TextOf of={page} field="summary" /> } : {})}
      />
      {failed ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !page ? (
        <div className="container-page py-12">
          <ContentUnavailable />
        </div>
      ) : (
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
          <div className="min-w-0">
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 lg:sticky lg:top-6 lg:border-0 lg:bg-transparent lg:p-0">
              <TableOfContents title={t('help.topics')} items={toc} />
            </div>
          </div>
          <div className="min-w-0 space-y-6">
            {page.body.length > 0 && <ContentBlocks blocks={page.body} {...langOf(page, 'body')} />}
            {page.sections.map((section, i) => (
              <section
                key={section.id}
                aria-labelledby={sectionId(section.id)}
                className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
              >
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-sm font-bold text-brand"
                  >
                    {i + 1}
                  </span>
                  <h2
                    id={sectionId(section.id)}
                    {...langOf(section, 'title')}
                    className="text-xl font-bold tracking-tight sm:text-2xl"
                  >
                    {section.title}
                  </h2>
                </div>
                <ContentBlocks blocks={section.body} className="mt-4" {...langOf(section, 'body')} />
              </section>
            ))}
            <div className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-brand-soft p-6 sm:flex-row sm:items-center sm:p-8">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand">
                <Icon path={chat} size={24} />
              </span>
              <div className="flex-1">
                <h2 className="text-lg font-bold">{t('help.moreTitle')}</h2>
                <p className="mt-1 text-ink-soft">{t('help.moreText')}</p>
              </div>
              <div className="flex flex-wrap gap-3">
                <Link
                  to={paths.faq}
                  className="inline-flex h-11 items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-ink ring-1 ring-line hover:text-brand"
                >
                  <Icon path={help} size={18} />
                  {t('pages.faq')}
                </Link>
                <Link
                  to={paths.contact}
                  className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong"
                >
                  {t('pages.contact')}
                  <Icon path={arrowRight} size={18} />
                </Link>
              </div>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
