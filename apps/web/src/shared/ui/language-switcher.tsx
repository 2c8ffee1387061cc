import { useId } from 'react';
import type { Locale } from '@app/contract/envelope';
import { LOCALES, setLocale, useI18n, useT } from '../i18n/i18n';
import { cx } from '../lib/cx';
import { globe, Icon } from './icons';

/**
 * English, Bahasa Indonesia, Bahasa Melayu; the choice is remembered. `compact` shows the language
 * code only (for the navbar), each option still named in full for assistive technology.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const id = useId();
  const locale = useI18n((s) => s.locale);
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
        value={locale}
        onChange={(e) => void setLocale(e.target.value as Locale)}
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
