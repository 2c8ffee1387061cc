import { useEffect, useId, useState } from 'react';
import { inputClass } from '@/shared/forms/form-field';
import { Icon, search as searchIcon } from '@/shared/ui/icons';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box that reports its text once typing pauses (and at once on Enter). The value it shows
 * follows `value` when that changes from outside (the back button, a "clear filters").
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (term: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Icon
          path={searchIcon}
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-soft"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={inputClass(false, 'pl-10')}
        />
      </div>
    </form>
  );
}
