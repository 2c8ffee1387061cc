import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routes/route-table';
import { useBrand } from '@/shared/config/brand-store';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { cx } from '@/shared/lib/cx';
import { Icon, search as searchIcon } from '@/shared/ui/icons';
import { normalizeTerm, searchQueryOptions } from '../api/search-courses';

/** Where a search for `term` lands: /course-list?q=term. */
export const searchResultsPath = (term: string) => `${paths.courseList}?${new URLSearchParams({ q: term })}`;

/**
 * The course search box of the navbar. Submitting runs the search; when it succeeds (product §4
 * 'search success') the results open on /course-list. An empty term does nothing.
 */
export function NavbarSearch({ className, label }: { className?: string; label?: string }) {
  const t = useT();
  const id = useId();
  const plural = useBrand((b) => b.pluralName);
  const locale = useI18n((s) => s.locale);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const onResults = location.pathname === paths.courseList;
  const current = onResults ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  // The box shows the term of the results page it is on, until the user types.
  const [draft, setDraft] = useState<{ for: string; value: string } | null>(null);
  const value = draft && draft.for === current ? draft.value : current;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = label ?? t('catalog.search.label', { plural });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const term = normalizeTerm(value);
    if (!term || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await queryClient.fetchQuery(searchQueryOptions(term, 1, locale));
      void navigate(searchResultsPath(term));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form role="search" aria-label={name} onSubmit={submit} className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {name}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => {
          setDraft({ for: current, value: e.target.value });
          setFailed(false);
        }}
        placeholder={t('catalog.search.placeholder', { plural })}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        className="h-11 w-full rounded-full border border-line bg-surface pr-12 pl-4 text-sm text-ink placeholder:text-ink-soft focus:border-brand focus:bg-white md:w-56 lg:w-64 xl:w-48 2xl:w-72"
      />
      <button
        type="submit"
        aria-label={t('catalog.search.submit')}
        aria-busy={busy || undefined}
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand text-on-brand hover:bg-brand-strong"
      >
        {busy ? (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
        ) : (
          <Icon path={searchIcon} size={18} />
        )}
      </button>
      {failed && (
        <p
          id={`${id}-error`}
          role="alert"
          className="absolute top-full left-0 z-30 mt-1 w-max max-w-[80vw] rounded-lg bg-red-50 px-3 py-1.5 text-xs font-semibold text-red-800 shadow"
        >
          {t('catalog.search.failed')}
        </p>
      )}
    </form>
  );
}
