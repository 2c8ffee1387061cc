import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@app/contract/envelope';
import { LOCALES, setLocale, useI18n, useT } from '../i18n/i18n';
import { cx } from '../lib/cx';
import { globe, Icon } from './icons';

/** Keys that step a closed select's value on their own, with no list open to confirm in. */
const STEP_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * English, Bahasa Indonesia, Bahasa Melayu; the choice is remembered. `compact` shows the language
 * code only (for the navbar), each option still named in full for assistive technology.
 *
 * A closed select changes its value on each arrow key; switching the whole site on each would read
 * every page out again in another voice while the user only browses the list (issue 28 item 4).
 * A value stepped to by those keys waits until Enter or leaving the select; a pick from the open
 * list (mouse, touch, or Enter in the list) switches at once.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const locale = useI18n((s) => s.locale);
  const stepped = useRef(false);
  const [pending, setPending] = useState<Locale | null>(null);
  const apply = (next: Locale | null) => {
    setPending(null);
    if (next && next !== locale) void setLocale(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (STEP_KEYS.has(event.key)) stepped.current = true;
    else if (event.key === 'Enter' && pending) {
      event.preventDefault();
      apply(pending);
    }
  };
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('app.language')}
      </label>
      {compact && (
        <Icon
          path={globe}
          size={16}
          className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-ink-soft"
        />
      )}
      <select
        id={id}
        value={pending ?? locale}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          const next = e.target.value as Locale;
          if (stepped.current) setPending(next);
          else apply(next);
          stepped.current = false;
        }}
        onBlur={() => apply(pending)}
        className={cx(
          'h-9 cursor-pointer rounded-lg border border-line bg-white pr-7 text-sm font-medium text-ink',
          compact ? 'w-28 pl-8 font-semibold' : 'pl-2',
        )}
      >
        {LOCALES.map((l) => (
          <option
            key={l.code}
            value={l.code}
            lang={l.code}
            aria-label={compact ? `${l.code.toUpperCase()} · ${l.label}` : undefined}
          >
            {compact ? l.code.toUpperCase() : `${l.code.toUpperCase()} · ${l.label}`}
          </option>
        ))}
      </select>
    </div>
  );
}
