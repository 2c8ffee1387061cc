import { useId } from 'react';
import type { Locale } from '@app/contract/envelope';
import { nounFrom } from '../brand/brand';
import { LOCALES, setLocale, useI18n, useT } from '../i18n/i18n';
import { Icon, icons } from './icons';

/** The studio's language: starts in the company's, and a choice here is kept for next time. */
export function LanguageSwitcher() {
  const t = useT();
  const id = useId();
  const locale = useI18n((s) => s.locale);
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('app.language')}
      </label>
      <Icon path={icons.globe} size={16} className="pointer-events-none absolute left-2.5 text-ink-soft" />
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          void setLocale(next, { remember: true });
          nounFrom(undefined, next);
        }}
        className="min-h-9 appearance-none rounded-lg border border-line bg-white py-1 pr-3 pl-8 text-sm font-semibold text-ink hover:border-brand-muted"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
