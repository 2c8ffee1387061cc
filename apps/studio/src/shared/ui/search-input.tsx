import { useEffect, useRef, useState } from 'react';
import { Icon, icons } from '@/shared/ui/icons';

/**
 * The words of a list's search box, kept in the address as `current`: they are sent after a pause
 * in typing (or at once with `submit`), and the box follows the address when it changes (Back,
 * "Clear the filters").
 */
export function useSearchWords(current: string, onSearch: (q: string) => void) {
  const [q, setQ] = useState(current);
  // The latest callback, so a parent's new function each render does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setQ(current);
  }
  useEffect(() => {
    if (q.trim() === current) return;
    const timer = window.setTimeout(() => search.current(q.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [q, current]);
  return { q, setQ, submit: () => onSearch(q.trim()) };
}

/** A search box with its magnifier; the label is the caller's (`id` ties them). */
export function SearchInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <div className="relative">
      <Icon
        path={icons.search}
        size={18}
        className="pointer-events-none absolute top-3 left-3 text-ink-soft"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="control pl-10"
      />
    </div>
  );
}

/** A list's one search box as a form of its own: labelled, searching after a pause or on Enter. */
export function SearchForm({
  id,
  label,
  placeholder,
  maxLength,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (q: string) => void;
}) {
  const { q, setQ, submit } = useSearchWords(value, onChange);
  return (
    <form
      role="search"
      aria-label={label}
      className="card p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <SearchInput id={id} value={q} onChange={setQ} maxLength={maxLength} placeholder={placeholder} />
    </form>
  );
}
