import { useId } from 'react';
import type { Locale } from '@app/contract/envelope';
import { LOCALES, setLocale, useI18n, useT } from '../i18n/i18n';

/** English, Bahasa Indonesia, Bahasa Melayu; the choice is remembered. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const locale = useI18n((s) => s.locale);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('app.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => void setLocale(e.target.value as Locale)}
        className="h-9 cursor-pointer rounded-lg border border-line bg-white pr-7 pl-2 text-sm font-medium text-ink"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.code.toUpperCase()} · {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
