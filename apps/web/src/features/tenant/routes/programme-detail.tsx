import { useParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { LinkButton } from '@/shared/ui/button';
import { ContentBlocks } from '@/shared/ui/content-blocks';
import { clock, Icon, signal } from '@/shared/ui/icons';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { Skeleton } from '@/shared/ui/skeleton';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useProgrammes } from '../api/content';
import { DetailHero } from '../components/detail-hero';
import { LoadFailed } from '../components/page-states';
import { ProgrammeCard } from '../components/programme-card';

/** /program/:id: a programme found by id in the programmes list; an unknown id is Page not found. */
export function Component() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  const { id } = useParams();
  const programmes = useProgrammes();
  const programme = programmes.data?.find((p) => String(p.id) === id);
  useDocumentTitle(programme?.title ?? t('pages.programmes'));

  if (programmes.isPending)
    return (
      <div role="status" aria-label={t('page.loading')} className="container-page py-10">
        <Skeleton className="h-4 w-48" />
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4">
            <Skeleton className="h-10 w-5/6" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          <Skeleton className="aspect-[2/1] w-full rounded-2xl" />
        </div>
      </div>
    );
  if (programmes.isError) return <LoadFailed onRetry={() => void programmes.refetch()} />;
  if (!programme) return <NotFoundPage showHomeLink />;

  const others = programmes.data.filter((p) => p.id !== programme.id).slice(0, 3);
  return (
    <>
      <DetailHero
        crumbs={
          <Breadcrumbs
            items={[
              { label: t('app.home'), to: paths.home },
              { label: t('pages.programmes'), to: `${paths.home}#programmes` },
              { label: programme.title, ...langOf(programme, 'title') },
            ]}
          />
        }
        eyebrow={t('programme.eyebrow')}
        title={<TextOf of={programme} field="title" />}
        lead={<TextOf of={programme} field="summary" />}
        image={programme.image}
        facts={
          <dl className="flex flex-wrap gap-3">
            {programme.level && (
              <div className="flex items-center gap-2 rounded-xl bg-white px-4 py-2 ring-1 ring-line">
                <Icon path={signal} size={18} className="text-brand" />
                <dt className="sr-only">{t('programme.level')}</dt>
                <dd {...langOf(programme, 'level')} className="font-semibold">
                  {programme.level}
                </dd>
              </div>
            )}
            {programme.duration && (
              <div className="flex items-center gap-2 rounded-xl bg-white px-4 py-2 ring-1 ring-line">
                <Icon path={clock} size={18} className="text-brand" />
                <dt className="sr-only">{t('programme.duration')}</dt>
                <dd {...langOf(programme, 'duration')} className="font-semibold">
                  {programme.duration}
                </dd>
              </div>
            )}
          </dl>
        }
        actions={
          <>
            <LinkButton to={paths.register} size="lg">
              {t('programme.enrol')}
            </LinkButton>
            <LinkButton to={paths.contact} size="lg" variant="secondary">
              {t('programme.ask')}
            </LinkButton>
          </>
        }
      />
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0">
          <ContentBlocks blocks={programme.body} {...langOf(programme, 'body')} />
        </div>
        <aside aria-label={t('programme.ctaTitle')}>
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] lg:sticky lg:top-6">
            <h2 className="text-lg font-bold">{t('programme.ctaTitle')}</h2>
            <p className="mt-2 text-ink-soft">
              {t('programme.ctaText', { plural: pluralName.toLowerCase() })}
            </p>
            <div className="mt-5 flex flex-col gap-3">
              <LinkButton to={paths.register}>{t('programme.enrol')}</LinkButton>
              <LinkButton to={paths.education} variant="secondary">
                {t('home.browse', { plural: pluralName.toLowerCase() })}
              </LinkButton>
            </div>
          </div>
        </aside>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="other-programmes" className="border-t border-line bg-white py-12 sm:py-16">
          <div className="container-page">
            <h2 id="other-programmes" className="mb-8 text-2xl font-extrabold tracking-tight">
              {t('programme.other')}
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((p) => (
                <li key={p.id}>
                  <ProgrammeCard programme={p} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
