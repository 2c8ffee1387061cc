import { useCallback } from 'react';
import { create } from 'zustand';
import type { Locale } from '@app/contract/envelope';
import en, { type MessageKey, type Messages } from './locales/en';

export type { MessageKey };
export const LOCALES: { code: Locale; label: string; intl: string }[] = [
  { code: 'en', label: 'English', intl: 'en-GB' },
  { code: 'id', label: 'Bahasa Indonesia', intl: 'id-ID' },
  { code: 'ms', label: 'Bahasa Melayu', intl: 'ms-MY' },
];

const STORAGE_KEY = 'locale';
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  id: () => import('./locales/id').then((m) => m.default),
  ms: () => import('./locales/ms').then((m) => m.default),
};

interface I18nState {
  locale: Locale;
  messages: Messages;
  /** True once the user picked a language; otherwise the tenant's default applies. */
  chosen: boolean;
}

const stored = (() => {
  try {
    return localStorage.getItem(STORAGE_KEY) as Locale | null;
  } catch {
    return null;
  }
})();

export const useI18n = create<I18nState>(() => ({
  locale: 'en',
  messages: en,
  chosen: stored === 'en' || stored === 'id' || stored === 'ms',
}));

/**
 * Switches language: English ships in the main bundle, the others load on demand (a few kB),
 * which keeps the first load small.
 */
export async function setLocale(locale: Locale, options: { remember?: boolean } = {}) {
  const messages = await loaders[locale]();
  if (options.remember !== false) localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
  useI18n.setState({ locale, messages, chosen: useI18n.getState().chosen || options.remember !== false });
}

/** The stored choice, loaded before the first render so no text flashes in another language. */
export async function initLocale() {
  if (stored && stored in loaders) await setLocale(stored);
}

export const currentLocale = () => useI18n.getState().locale;
export const intlLocale = (locale: Locale = currentLocale()) => LOCALES.find((l) => l.code === locale)!.intl;

export function translate(messages: Messages, key: MessageKey, vars?: Record<string, string | number>) {
  const text = messages[key] ?? en[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
}

/** Every UI string goes through this: `t('nav.login')`, `t('menu.myCourses', { plural })`. */
export function useT() {
  const messages = useI18n((s) => s.messages);
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => translate(messages, key, vars),
    [messages],
  );
}
