import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { ApiError } from '@/shared/http/client';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { TextOf } from '@/shared/ui/text-of';
import { useCategories } from '../api/get-categories';
import { useCategoryCourses } from '../api/get-category-courses';
import { SortSelect } from '../components/catalog-filters';
import { CatalogHero } from '../components/catalog-hero';
import { CourseGrid } from '../components/course-grid';
import { useListParams } from '../hooks/use-list-params';
import { countLabel } from '../lib/format';

/** product §2 /education/category/:category: the courses of one category, by its slug. */
export function Component() {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const { category: slug = '' } = useParams();
  const { params, update } = useListParams();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === slug);
  const courses = useCategoryCourses(slug, { page: params.page, sort: params.sort });
  const gridTop = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(category?.name ?? plural);

  if (categories.isPending)
    return (
      <div className="container-page py-12">
        <TextSkeleton lines={3} label={t('catalog.loading')} />
      </div>
    );
  if (categories.isError)
    return (
      <div className="container-page py-12">
        <ErrorState onRetry={() => void categories.refetch()} />
      </div>
    );
  // An unknown slug: the category list does not have it (or the API says 404).
  if (!category || (courses.error instanceof ApiError && courses.error.status === 404))
    return <NotFoundPage showHomeLink />;

  const others = categories.data.filter((c) => c.id !== category.id);
  return (
    <>
      <CatalogHero
        crumbs={[
          { label: t('app.home'), to: paths.home },
          { label: t('catalog.education.all', { plural }), to: paths.education },
          { label: category.name, ...langOf(category, 'name') },
        ]}
        eyebrow={t('catalog.category.eyebrow')}
        title={<TextOf of={category} field="name" />}
        lead={category.description && <TextOf of={category} field="description" />}
      >
        <p className="mt-4 text-sm font-semibold text-ink-soft">
          {countLabel(t, 'catalog.resultsCount', category.courses_count)}
        </p>
      </CatalogHero>
      <div className="container-page space-y-12 py-10">
        <section aria-labelledby="category-courses-title" className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            <h2
              id="category-courses-title"
              ref={gridTop}
              className="text-xl font-extrabold tracking-tight sm:text-2xl"
            >
              {t('catalog.category.courses', { name: category.name })}
            </h2>
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
                title={t('catalog.empty.categoryTitle')}
                text={t('catalog.empty.categoryText')}
                action={
                  <Link
                    to={paths.education}
                    className="font-semibold text-brand underline underline-offset-4"
                  >
                    {t('catalog.browseAll', { plural })}
                  </Link>
                }
              />
            }
          />
        </section>
        {others.length > 0 && (
          <nav
            aria-labelledby="other-categories-title"
            className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <h2 id="other-categories-title" className="text-lg font-bold">
              {t('catalog.category.others')}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {others.map((c) => (
                <li key={c.id}>
                  <Link
                    to={paths.educationCategory(c.slug)}
                    className={cx(
                      'inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand hover:bg-brand-soft',
                    )}
                  >
                    <TextOf of={c} field="name" />
                    <span className="text-xs font-medium text-ink-soft">{c.courses_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
