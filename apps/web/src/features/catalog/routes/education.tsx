import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { EmptyState } from '@/shared/ui/states';
import { useCategories } from '../api/get-categories';
import { useCourseList } from '../api/get-course-list';
import { BestSellerRow } from '../components/best-seller-row';
import { CategoryChips, PriceFilter, SortSelect } from '../components/catalog-filters';
import { CatalogHero } from '../components/catalog-hero';
import { CourseGrid } from '../components/course-grid';
import { useListParams } from '../hooks/use-list-params';
import { countLabel } from '../lib/format';

/** product §2 /education: every course, filtered by category and price, sorted, paged; best sellers on top. */
export function Component() {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const { params, update, search } = useListParams();
  const categories = useCategories();
  const courses = useCourseList({
    page: params.page,
    category: params.category,
    sort: params.sort,
    min_price: params.minPrice,
    max_price: params.maxPrice,
  });
  const gridTop = useRef<HTMLHeadingElement>(null);
  const activeCategory = categories.data?.find((c) => c.slug === params.category);
  const filtered = Boolean(params.category || params.minPrice !== undefined || params.maxPrice !== undefined);
  useDocumentTitle(activeCategory ? `${activeCategory.name} · ${plural}` : plural);

  const goToPage = (page: number) => {
    update({ page });
    gridTop.current?.scrollIntoView({ block: 'start' });
  };
  const total = courses.data?.meta.total;

  return (
    <>
      <CatalogHero
        eyebrow={t('catalog.education.eyebrow')}
        title={t('catalog.education.title', { plural })}
        lead={t('catalog.education.lead')}
      />
      <div className="container-page space-y-12 py-10">
        {!filtered && params.page === 1 && <BestSellerRow eagerCovers={4} />}
        <section aria-labelledby="all-courses-title" className="space-y-5">
          <h2
            id="all-courses-title"
            ref={gridTop}
            className="text-2xl font-extrabold tracking-tight sm:text-3xl"
          >
            {activeCategory ? activeCategory.name : t('catalog.education.all', { plural })}
          </h2>
          <CategoryChips
            categories={categories.data}
            isPending={categories.isPending}
            active={params.category}
            search={search}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            <p className="text-sm font-medium text-ink-soft" aria-live="polite">
              {total !== undefined && countLabel(t, 'catalog.resultsCount', total)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <PriceFilter
                min={params.minPrice}
                max={params.maxPrice}
                onApply={({ min, max }) => update({ min_price: min, max_price: max })}
              />
              <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
            </div>
          </div>
          <CourseGrid
            result={courses}
            page={params.page}
            belowFold={!filtered && params.page === 1}
            onPageChange={goToPage}
            empty={
              <EmptyState
                title={t('catalog.empty.filteredTitle')}
                text={t('catalog.empty.filteredText')}
                action={
                  <Link
                    to={paths.education}
                    className="font-semibold text-brand underline underline-offset-4"
                  >
                    {t('catalog.filter.reset')}
                  </Link>
                }
              />
            }
          />
        </section>
      </div>
    </>
  );
}
