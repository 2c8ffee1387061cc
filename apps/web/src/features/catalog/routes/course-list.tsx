import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Icon, search as searchIcon } from '@/shared/ui/icons';
import { TextOf } from '@/shared/ui/text-of';
import { useCategories } from '../api/get-categories';
import { normalizeTerm, useCourseSearch } from '../api/search-courses';
import { CatalogHero } from '../components/catalog-hero';
import { CourseGrid } from '../components/course-grid';
import { NavbarSearch } from '../components/navbar-search';
import { useListParams } from '../hooks/use-list-params';
import { countLabel } from '../lib/format';

/** What to try when a search finds nothing: tips and the categories to browse instead. */
function NoResults({ term }: { term: string }) {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const categories = useCategories();
  return (
    <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon path={searchIcon} size={30} />
      </span>
      <h2 className="mt-4 text-xl font-bold">{t('catalog.search.noResultsTitle', { term })}</h2>
      <ul className="mx-auto mt-3 max-w-md list-disc space-y-1 pl-5 text-left text-ink-soft marker:text-brand">
        <li>{t('catalog.search.tipSpelling')}</li>
        <li>{t('catalog.search.tipFewer')}</li>
        <li>{t('catalog.search.tipGeneral')}</li>
      </ul>
      {categories.data && categories.data.length > 0 && (
        <nav aria-labelledby="suggested-categories" className="mt-7">
          <h3 id="suggested-categories" className="text-sm font-bold tracking-wider text-ink-soft uppercase">
            {t('catalog.search.browseCategories')}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {categories.data.slice(0, 8).map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.educationCategory(c.slug)}
                  className="inline-flex h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand hover:bg-brand-soft"
                >
                  <TextOf of={c} field="name" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link
        to={paths.education}
        className="mt-6 inline-block font-semibold text-brand underline underline-offset-4"
      >
        {t('catalog.browseAll', { plural })}
      </Link>
    </div>
  );
}

/** product §2, §4 /course-list: the results of a course search; the term is the URL's `q`. */
export function Component() {
  const t = useT();
  const plural = useBrand((b) => b.pluralName);
  const { params, update } = useListParams();
  const term = normalizeTerm(params.q);
  const results = useCourseSearch(term, params.page);
  const gridTop = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(term ? t('catalog.search.resultsFor', { term }) : t('catalog.search.title'));
  const total = results.data?.meta.total;

  return (
    <>
      <CatalogHero
        crumbs={[
          { label: t('app.home'), to: paths.home },
          { label: t('catalog.education.all', { plural }), to: paths.education },
          { label: t('catalog.search.title') },
        ]}
        eyebrow={t('catalog.search.title')}
        title={term ? t('catalog.search.resultsFor', { term }) : t('catalog.search.prompt', { plural })}
      >
        <div className="mt-5 max-w-xl [&_input]:h-12 [&_input]:w-full [&_input]:bg-white [&_input]:text-base md:[&_input]:w-full [&_button]:top-1.5">
          <NavbarSearch label={t('catalog.search.refine')} />
        </div>
      </CatalogHero>
      <section aria-labelledby="results-title" className="container-page space-y-5 py-10">
        <h2 id="results-title" ref={gridTop} className="text-lg font-bold" aria-live="polite">
          {term && total !== undefined
            ? countLabel(t, 'catalog.search.count', total, { term })
            : t('catalog.search.title')}
        </h2>
        {term ? (
          <CourseGrid
            result={results}
            page={params.page}
            onPageChange={(page) => {
              update({ page });
              gridTop.current?.scrollIntoView({ block: 'start' });
            }}
            empty={<NoResults term={term} />}
          />
        ) : (
          <p className="text-ink-soft">{t('catalog.search.emptyTerm')}</p>
        )}
      </section>
    </>
  );
}
