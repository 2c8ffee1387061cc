import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { arrowRight, award, briefcase, Icon, users } from '@/shared/ui/icons';
import { EmptyState } from '@/shared/ui/states';
import { useCourseList } from '../api/get-course-list';
import { SortSelect } from '../components/catalog-filters';
import { CourseGrid } from '../components/course-grid';
import { useListParams } from '../hooks/use-list-params';
import { rocket } from '../lib/catalog-icons';
import { countLabel } from '../lib/format';

/** product §2 /bootcamps: the intensive, mentor-led programmes (courses flagged as bootcamps). */
export function Component() {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const { params, update } = useListParams();
  const courses = useCourseList({ page: params.page, sort: params.sort, bootcamp: true });
  const gridTop = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('catalog.bootcamps.title'));

  const highlights = [
    { icon: users, title: t('catalog.bootcamps.mentored'), text: t('catalog.bootcamps.mentoredText') },
    { icon: briefcase, title: t('catalog.bootcamps.projects'), text: t('catalog.bootcamps.projectsText') },
    { icon: award, title: t('catalog.bootcamps.certificate'), text: t('catalog.bootcamps.certificateText') },
  ];
  const total = courses.data?.meta.total;

  return (
    <>
      <header className="on-dark relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,var(--tenant-primary),transparent_55%),radial-gradient(circle_at_10%_110%,var(--tenant-accent),transparent_45%)] opacity-60"
        />
        <div className="relative container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold ring-1 ring-white/20">
              <Icon path={rocket} size={16} />
              {t('catalog.bootcamps.eyebrow')}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {t('catalog.bootcamps.title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-white/85">{t('catalog.bootcamps.lead')}</p>
            <a
              href="#bootcamp-list"
              className="mt-7 inline-flex h-12 items-center gap-2 rounded-xl bg-accent px-6 font-bold text-on-accent shadow-lg hover:brightness-95"
            >
              {t('catalog.bootcamps.cta')}
              <Icon path={arrowRight} size={18} />
            </a>
          </div>
          <ul className="grid gap-3">
            {highlights.map((h) => (
              <li
                key={h.title}
                className="flex gap-4 rounded-2xl bg-white/[0.08] p-4 ring-1 ring-white/15 backdrop-blur"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
                  <Icon path={h.icon} size={22} />
                </span>
                <span>
                  <span className="block font-bold">{h.title}</span>
                  <span className="mt-0.5 block text-sm text-white/80">{h.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <section
        id="bootcamp-list"
        aria-labelledby="bootcamp-list-title"
        className="container-page space-y-5 py-10"
      >
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
          <div>
            <h2
              id="bootcamp-list-title"
              ref={gridTop}
              className="text-2xl font-extrabold tracking-tight sm:text-3xl"
            >
              {t('catalog.bootcamps.listTitle')}
            </h2>
            <p className="mt-1 text-sm font-medium text-ink-soft" aria-live="polite">
              {total !== undefined && countLabel(t, 'catalog.resultsCount', total)}
            </p>
          </div>
          <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
        </div>
        <CourseGrid
          result={courses}
          page={params.page}
          onPageChange={(page) => {
            update({ page });
            gridTop.current?.scrollIntoView({ block: 'start' });
          }}
          empty={
            <EmptyState
              title={t('catalog.empty.bootcampsTitle')}
              text={t('catalog.empty.bootcampsText')}
              action={
                <Link to={paths.education} className="font-semibold text-brand underline underline-offset-4">
                  {t('catalog.browseAll', { plural })}
                </Link>
              }
            />
          }
        />
      </section>
    </>
  );
}
