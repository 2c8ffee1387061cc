import { useCallback } from 'react';
import { create } from 'zustand';
import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';
import type { ErrorWordKey } from '../../../../web/src/shared/i18n/locales/en/errors';
import en, { type StudioKey } from './locales/en';

/**
 * The studio's languages (Indonesian, English, Malay). English words ship with the app (the
 * fallback of every key); Indonesian and Malay are loaded when first spoken, before the first
 * screen for the language a visit starts in (main.tsx), so a browser downloads one language, not
 * three. The words of the server's error codes are the learners' site's own catalogue
 * (apps/web/src/shared/i18n/locales/<lang>/errors.ts), loaded on demand too, so a code is worded
 * once for both apps and a new code without words fails the web's test.
 */
export type MessageKey = StudioKey | ErrorWordKey;
type Dictionary = Partial<Record<MessageKey, string>>;

export const LOCALES: { code: Locale; label: string }[] = [
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'en', label: 'English' },
  { code: 'ms', label: 'Bahasa Melayu' },
];
const STORAGE_KEY = 'studio-locale';

const wordLoaders: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  en: () => Promise.resolve({ default: en }),
  id: () => import('./locales/id'),
  ms: () => import('./locales/ms'),
};

const errorLoaders: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  en: () => import('../../../../web/src/shared/i18n/locales/en/errors'),
  id: () => import('../../../../web/src/shared/i18n/locales/id/errors'),
  ms: () => import('../../../../web/src/shared/i18n/locales/ms/errors'),
};

interface I18nState {
  locale: Locale;
  /** The studio's own words of each language loaded so far (English always). */
  words: Partial<Record<Locale, Dictionary>>;
  errors: Partial<Record<Locale, Dictionary>>;
  /** The company's product noun ("Kursus", "Class"), in every string as {singular} and {plural}. */
  noun: { singular: string; plural: string };
}

export const useI18n = create<I18nState>(() => ({
  locale: 'en',
  words: { en },
  errors: {},
  noun: { singular: 'Course', plural: 'Courses' },
}));

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'id' || value === 'ms';

/** The language picked earlier in this studio, if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** A language's own words, loaded once. */
async function loadWords(locale: Locale) {
  if (useI18n.getState().words[locale]) return;
  const words = (await wordLoaders[locale]()).default;
  useI18n.setState((s) => ({ words: { ...s.words, [locale]: words } }));
}

/**
 * Switches language once its words are here (a failed download keeps the current language);
 * `remember` keeps the choice for the next visit (the switcher's).
 */
export async function setLocale(locale: Locale, { remember = false } = {}) {
  await loadWords(locale);
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page.
    }
  }
  document.documentElement.lang = locale;
  useI18n.setState({ locale });
  void loadErrorWords(locale);
}

/** The words of the server's error codes in a language (the current one by default). */
export async function loadErrorWords(locale: Locale = useI18n.getState().locale) {
  if (useI18n.getState().errors[locale]) return;
  const words = (await errorLoaders[locale]()).default;
  useI18n.setState((s) => ({ errors: { ...s.errors, [locale]: words } }));
}

export const currentLocale = () => useI18n.getState().locale;
export const intlLocale = (locale: Locale = currentLocale()) => INTL_LOCALE[locale];

export function translate(state: I18nState, key: MessageKey, vars?: Record<string, string | number>) {
  const text =
    state.words[state.locale]?.[key] ??
    state.errors[state.locale]?.[key] ??
    en[key as StudioKey] ??
    state.errors.en?.[key] ??
    key;
  if (!text.includes('{')) return text;
  const lower = (word: string) => word.toLocaleLowerCase(intlLocale(state.locale));
  const all: Record<string, string | number> = {
    singular: state.noun.singular,
    plural: state.noun.plural,
    singularLower: lower(state.noun.singular),
    pluralLower: lower(state.noun.plural),
    ...vars,
  };
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(all[name] ?? `{${name}}`));
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Every word on screen goes through this: `t('courses.title')`. */
export function useT(): Translate {
  const locale = useI18n((s) => s.locale);
  const words = useI18n((s) => s.words);
  const errors = useI18n((s) => s.errors);
  const noun = useI18n((s) => s.noun);
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) =>
      translate({ locale, words, errors, noun }, key, vars),
    [locale, words, errors, noun],
  );
}

/** A date as the language writes it ("28 Nov 2026, 08.25"). */
export function formatDate(iso: string, locale: Locale = currentLocale()) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
