import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { FaqItem } from '@app/contract/tenant/schemas';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Button, LinkButton } from '@/shared/ui/button';
import { chevronDown, Icon, search as searchIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { Skeleton } from '@/shared/ui/skeleton';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { langOf } from '@/shared/i18n/text-lang';
import { useFaq } from '../api/faq';
import type { Locale } from '@app/contract/envelope';

/** Typing pauses this long before the search goes to the server. */
export const FAQ_SEARCH_DELAY_MS = 300;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** One question: a native disclosure, so it opens with Enter/Space and is announced as expandable. */
function Question({ item }: { item: FaqItem }) {
  return (
    <details className="group rounded-xl border border-line bg-white shadow-sm transition-shadow open:shadow-[var(--shadow-card)]">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl px-5 py-4 font-semibold hover:text-brand [&::-webkit-details-marker]:hidden">
        <span {...langOf(item, 'question')}>{item.question}</span>
        <Icon path={chevronDown} className="mt-0.5 text-brand transition-transform group-open:rotate-180" />
      </summary>
      <p {...langOf(item, 'answer')} className="border-t border-line px-5 py-4 leading-7 text-ink-soft">
        {item.answer}
      </p>
    </details>
  );
}

/** Questions grouped under their category, in the order the categories first appear. */
function groupByCategory(items: FaqItem[]) {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

/** The category chips: all, or one category (aria-pressed says which). */
function CategoryChips(props: {
  /** Each category's name, and its language when it is not the page's. */
  categories: { name: string; lang?: Locale | undefined }[];
  category: string;
  onChange: (category: string) => void;
}) {
  const { categories, category, onChange } = props;
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('faq.categories')}
      className="-mx-4 mb-8 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {[{ name: '' }, ...categories].map((c) => (
        <button
          key={c.name || 'all'}
          type="button"
          aria-pressed={category === c.name}
          onClick={() => onChange(c.name)}
          lang={'lang' in c ? c.lang : undefined}
          className={cx(
            'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
            category === c.name
              ? 'border-brand bg-brand text-on-brand'
              : 'border-line bg-white text-ink hover:border-brand hover:text-brand',
          )}
        >
          {c.name || t('faq.all')}
        </button>
      ))}
    </div>
  );
}

/** Beside the questions: where to go when the answer is not there. */
function StillQuestions() {
  const t = useT();
  return (
    <aside aria-label={t('faq.stillTitle')}>
      <div className="on-dark rounded-[var(--radius-card)] bg-brand p-6 text-on-brand lg:sticky lg:top-6">
        <h2 className="text-lg font-bold">{t('faq.stillTitle')}</h2>
        <p className="mt-2">{t('faq.stillText')}</p>
        <div className="mt-5 flex flex-col gap-3">
          <LinkButton to={paths.contact} variant="accent">
            {t('pages.contact')}
          </LinkButton>
          <Link to={paths.help} className="text-center font-semibold underline underline-offset-4">
            {t('pages.help')}
          </Link>
        </div>
      </div>
    </aside>
  );
}

/** product §7: /faq with the get-faq params: a search box and category chips filter on the server. */
export function Component() {
  const t = useT();
  const pluralName = useBrand((b) => b.pluralName);
  const searchId = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const search = useDebounced(text.trim(), FAQ_SEARCH_DELAY_MS);
  useDocumentTitle(t('faq.title'));

  // The unfiltered list names the categories; the filtered one is what is shown.
  const all = useFaq();
  const filtered = useFaq({
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
  });
  const categories = [
    ...new Map((all.data ?? []).map((f) => [f.category, langOf(f, 'category').lang])).entries(),
  ].map(([name, lang]) => ({ name, lang }));
  const filtering = Boolean(search || category);
  const results = filtered.data ?? [];
  const clear = () => {
    setText('');
    setCategory('');
  };

  return (
    <>
      <PageHeader
        crumbs={<Breadcrumbs items={[{ label: t('app.home'), to: paths.home }, { label: t('pages.faq') }]} />}
        eyebrow={t('faq.eyebrow')}
        title={t('faq.title')}
        lead={t('faq.lead', { plural: pluralName.toLowerCase() })}
      >
        <form role="search" className="mt-8 max-w-xl" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            {t('faq.searchLabel')}
          </label>
          <div className="relative">
            <Icon
              path={searchIcon}
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-soft"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('faq.searchPlaceholder')}
              maxLength={100}
              autoComplete="off"
              className="h-14 w-full rounded-2xl border border-line bg-white pr-4 pl-12 text-base shadow-[var(--shadow-card)] placeholder:text-ink-soft focus:border-brand"
            />
          </div>
        </form>
      </PageHeader>

      <div className="container-page py-10 sm:py-14">
        {categories.length > 1 && (
          <CategoryChips categories={categories} category={category} onChange={setCategory} />
        )}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="min-w-0">
            <p aria-live="polite" className="mb-4 text-sm font-medium text-ink-soft">
              {filtered.isSuccess && filtering
                ? results.length === 1
                  ? t('faq.countOne')
                  : t('faq.count', { count: results.length })
                : ''}
            </p>
            {filtered.isPending ? (
              <div role="status" aria-label={t('faq.loading')} className="space-y-3">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-14 rounded-xl" />
                ))}
              </div>
            ) : filtered.isError ? (
              <ErrorState onRetry={() => void filtered.refetch()} />
            ) : results.length === 0 ? (
              filtering ? (
                <EmptyState
                  title={t('faq.noResults')}
                  text={t('faq.noResultsText')}
                  action={
                    <Button variant="secondary" size="sm" onClick={clear}>
                      {t('faq.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t('faq.empty')} text={t('faq.emptyText')} />
              )
            ) : (
              <div className="space-y-10">
                {groupByCategory(results).map(([name, items]) => (
                  <section key={name}>
                    <h2 {...langOf(items[0], 'category')} className="mb-4 text-xl font-bold">
                      {name}
                    </h2>
                    <div className="space-y-3">
                      {items.map((item) => (
                        <Question key={item.id} item={item} />
                      ))}
                    </div>
                  </section>
                ))}
              </div>
            )}
          </div>
          <StillQuestions />
        </div>
      </div>
    </>
  );
}
