import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Category } from '@app/contract/catalog/schemas';
import { useBrand } from '@/shared/config/brand-store';
import { TextField } from '@/shared/forms/form-field';
import { useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { chevronDown, Icon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextOf } from '@/shared/ui/text-of';
import { courseSorts, type CourseSort } from '@app/contract/catalog/constants';
import { currencySymbol, formatMoney } from '@app/contract/money';

/** The search string of the current URL with some params changed (and the page reset). */
export function searchWith(search: URLSearchParams, patch: Record<string, string | undefined>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

const chipClass = (active: boolean) =>
  cx(
    'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
    active
      ? 'border-brand bg-brand text-on-brand'
      : 'border-line bg-white text-ink hover:border-brand hover:bg-brand-soft',
  );

/** Category filter as links (so they work with the back button and can be opened in a new tab). */
export function CategoryChips({
  categories,
  isPending,
  active,
  search,
}: {
  categories: Category[] | undefined;
  isPending: boolean;
  active: string | undefined;
  search: URLSearchParams;
}) {
  const t = useT();
  return (
    <nav aria-label={t('catalog.filter.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <Link
            to={{ search: searchWith(search, { category: undefined }) }}
            aria-current={active ? undefined : 'true'}
            className={chipClass(!active)}
          >
            {t('catalog.filter.allCategories')}
          </Link>
        </li>
        {isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i} aria-hidden>
              <Skeleton className="h-10 w-28 rounded-full" />
            </li>
          ))}
        {categories?.map((c) => (
          <li key={c.id}>
            <Link
              to={{ search: searchWith(search, { category: c.slug }) }}
              aria-current={active === c.slug ? 'true' : undefined}
              className={chipClass(active === c.slug)}
            >
              <TextOf of={c} field="name" />
              <span className={cx('text-xs font-medium', active === c.slug ? 'opacity-90' : 'text-ink-soft')}>
                {c.courses_count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sortLabels: Record<CourseSort, MessageKey> = {
  popular: 'catalog.sort.popular',
  newest: 'catalog.sort.newest',
  rating: 'catalog.sort.rating',
  price_asc: 'catalog.sort.priceAsc',
  price_desc: 'catalog.sort.priceDesc',
};

export function SortSelect({ value, onChange }: { value: CourseSort; onChange: (sort: CourseSort) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label
        htmlFor={id}
        className="sr-only text-sm font-semibold whitespace-nowrap text-ink-soft sm:not-sr-only"
      >
        {t('catalog.sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as CourseSort)}
        className="h-10 max-w-full min-w-0 cursor-pointer rounded-xl border border-line bg-white pr-8 pl-3 text-sm font-semibold text-ink"
      >
        {courseSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An optional price range in the tenant's currency, applied on submit. */
export function PriceFilter({
  min,
  max,
  onApply,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { min: number | undefined; max: number | undefined }) => void;
}) {
  const t = useT();
  const lang = useI18n((s) => s.locale);
  const currency = useBrand((b) => b.currency);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  const [error, setError] = useState(false);
  const active = min !== undefined || max !== undefined;

  const parse = (value: string) => (value.trim() === '' ? undefined : Number(value));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lo = parse(draft.min);
    const hi = parse(draft.max);
    if (
      (lo !== undefined && (!Number.isFinite(lo) || lo < 0)) ||
      (hi !== undefined && (!Number.isFinite(hi) || hi < 0)) ||
      (lo !== undefined && hi !== undefined && lo > hi)
    ) {
      setError(true);
      return;
    }
    setError(false);
    setOpen(false);
    onApply({ min: lo, max: hi });
  };
  const clear = () => {
    setDraft({ min: '', max: '' });
    setError(false);
    setOpen(false);
    onApply({ min: undefined, max: undefined });
  };
  const summary = active
    ? `${min !== undefined ? formatMoney(min, currency, lang) : '…'} – ${max !== undefined ? formatMoney(max, currency, lang) : '…'}`
    : t('catalog.filter.price');

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (!open) setDraft({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
          setOpen(!open);
        }}
        className={cx(
          'inline-flex h-10 items-center gap-1.5 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap',
          active
            ? 'border-brand bg-brand-soft text-brand-strong'
            : 'border-line bg-white text-ink hover:bg-brand-soft',
        )}
      >
        {summary}
        <Icon path={chevronDown} size={16} className={cx('transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <form
          id={`${id}-panel`}
          onSubmit={submit}
          className="absolute left-0 z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] sm:right-0 sm:left-auto rounded-2xl border border-line bg-white p-4 shadow-[var(--shadow-lift)]"
        >
          <fieldset>
            <legend className="text-sm font-bold">
              {t('catalog.filter.priceRange', { currency: currencySymbol(currency) })}
            </legend>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <TextField
                label={t('catalog.filter.minPrice')}
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.min}
                onChange={(e) => setDraft({ ...draft, min: e.target.value })}
              />
              <TextField
                label={t('catalog.filter.maxPrice')}
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.max}
                onChange={(e) => setDraft({ ...draft, max: e.target.value })}
              />
            </div>
          </fieldset>
          {error && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t('catalog.filter.priceInvalid')}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={clear}
              className="h-9 rounded-lg px-3 text-sm font-semibold text-ink hover:bg-brand-soft"
            >
              {t('catalog.filter.clear')}
            </button>
            <button
              type="submit"
              className="h-9 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand hover:bg-brand-strong"
            >
              {t('catalog.filter.apply')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
