import { useCallback } from 'react';
import { useBrand } from '../config/brand-store';
import { create } from 'zustand';
import type { Locale } from '@app/contract/envelope';
import { INTL_LOCALE } from '@app/contract/money';
import en, { type BaseMessages, type MessageKey, type Messages } from './locales/en';

export type { MessageKey };
// The Intl locales are the contract's, so dates and numbers read as the API's receipts do.
export const LOCALES: { code: Locale; label: string; intl: string }[] = [
  { code: 'en', label: 'English', intl: INTL_LOCALE.en },
  { code: 'id', label: 'Bahasa Indonesia', intl: INTL_LOCALE.id },
  { code: 'ms', label: 'Bahasa Melayu', intl: INTL_LOCALE.ms },
];

const STORAGE_KEY = 'locale';
type Dictionary = Partial<Messages>;
type Loader = () => Promise<{ default: Dictionary }>;

const baseLoaders: Record<Locale, () => Promise<BaseMessages>> = {
  en: async () => en,
  id: () => import('./locales/id').then((m) => m.default),
  ms: () => import('./locales/ms').then((m) => m.default),
};

/** Feature namespaces: their words load with the feature's pages, in the current language. */
const namespaceLoaders = {
  account: {
    en: () => import('./locales/en/account'),
    id: () => import('./locales/id/account'),
    ms: () => import('./locales/ms/account'),
  },
  catalog: {
    en: () => import('./locales/en/catalog'),
    id: () => import('./locales/id/catalog'),
    ms: () => import('./locales/ms/catalog'),
  },
  commerce: {
    en: () => import('./locales/en/commerce'),
    id: () => import('./locales/id/commerce'),
    ms: () => import('./locales/ms/commerce'),
  },
  learning: {
    en: () => import('./locales/en/learning'),
    id: () => import('./locales/id/learning'),
    ms: () => import('./locales/ms/learning'),
  },
  errors: {
    en: () => import('./locales/en/errors'),
    id: () => import('./locales/id/errors'),
    ms: () => import('./locales/ms/errors'),
  },
} satisfies Record<string, Record<Locale, Loader>>;
export type Namespace = keyof typeof namespaceLoaders;

/** Namespaces some page has asked for; a language switch loads them again in the new language. */
const wanted = new Set<Namespace>();
const loaded = new Map<string, Promise<Dictionary>>();
const load = (key: string, loader: () => Promise<Dictionary>) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loader().catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, promise);
  }
  return promise;
};
const loadBase = (locale: Locale) => load(`${locale}:base`, baseLoaders[locale]);
const loadNs = (locale: Locale, ns: Namespace) =>
  load(`${locale}:${ns}`, () => namespaceLoaders[ns][locale]().then((m) => m.default));

interface I18nState {
  locale: Locale;
  messages: Dictionary;
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

/** The language the visitor picked earlier on this device, if any. */
export const storedChoice = (): Locale | null => (stored && stored in baseLoaders ? stored : null);

export const useI18n = create<I18nState>((_set, get, api) => {
  // Server rendering and hydration read a store through its "initial" state (React's server
  // snapshot): here that is the current language, set before either renders.
  api.getInitialState = get;
  return {
    locale: 'en',
    messages: en,
    chosen: stored === 'en' || stored === 'id' || stored === 'ms',
  };
});

/**
 * Switches language: English base words ship in the main bundle; other languages and feature
 * namespaces load on demand, which keeps the first load small (docs/decisions.md).
 */
export async function setLocale(locale: Locale, options: { remember?: boolean; chosen?: boolean } = {}) {
  const parts = await Promise.all([loadBase(locale), ...[...wanted].map((ns) => loadNs(locale, ns))]);
  const messages: Dictionary = Object.assign({}, ...parts);
  if (options.remember !== false) {
    localStorage.setItem(STORAGE_KEY, locale);
    // The server renders the next page in the chosen language too (apps/api/src/modules/pages).
    document.cookie = `${STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
  document.documentElement.lang = locale;
  useI18n.setState({
    locale,
    messages,
    chosen: useI18n.getState().chosen || options.remember !== false || options.chosen === true,
  });
}

/**
 * The stored choice, or else the tenant's default when the page brought it (app/boot.ts), loaded
 * before the first render so no text flashes in another language.
 */
export async function initLocale(tenantDefault?: Locale) {
  if (stored && stored in baseLoaders) await setLocale(stored);
  else if (tenantDefault && tenantDefault !== 'en' && tenantDefault in baseLoaders)
    await setLocale(tenantDefault, { remember: false });
}

/** A language's words with the given namespaces, leaving the store alone (the server renderer's). */
export async function wordsFor(locale: Locale, namespaces: Namespace[]): Promise<Dictionary> {
  const parts = await Promise.all([loadBase(locale), ...namespaces.map((ns) => loadNs(locale, ns))]);
  return Object.assign({}, ...parts) as Dictionary;
}

/**
 * Loads a feature's words in the current language before its page renders (the router awaits
 * this together with the page's code).
 */
export async function loadNamespace(ns: Namespace) {
  wanted.add(ns);
  const locale = currentLocale();
  const dictionary = await loadNs(locale, ns);
  // The language may have changed while loading; setLocale then loads the namespace itself.
  if (currentLocale() === locale) useI18n.setState((s) => ({ messages: { ...s.messages, ...dictionary } }));
}

export const currentLocale = () => useI18n.getState().locale;
export const intlLocale = (locale: Locale = currentLocale()) => LOCALES.find((l) => l.code === locale)!.intl;

/**
 * The company's product noun, always at hand in every string (issue 23 item 3): `{singular}` and
 * `{plural}` as the company writes them ("Class", "Classes"), `{singularLower}` and
 * `{pluralLower}` inside a sentence, so no string names a course where the company sells
 * something else.
 */
function nounVars(locale: Locale) {
  const { singularName, pluralName } = useBrand.getState();
  const lower = (word: string) => word.toLocaleLowerCase(intlLocale(locale));
  return {
    singular: singularName,
    plural: pluralName,
    singularLower: lower(singularName),
    pluralLower: lower(pluralName),
  };
}

export function translate(messages: Dictionary, key: MessageKey, vars?: Record<string, string | number>) {
  const text = messages[key] ?? (en as Dictionary)[key] ?? key;
  if (!text.includes('{')) return text;
  const all: Record<string, string | number> = { ...nounVars(currentLocale()), ...vars };
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(all[name] ?? `{${name}}`));
}

/** Every UI string goes through this: `t('nav.login')`, `t('learning.my.empty')`. */
export function useT() {
  const messages = useI18n((s) => s.messages);
  // The noun is read by translate(); these make a new noun re-render what uses it.
  const singular = useBrand((b) => b.singularName);
  const plural = useBrand((b) => b.pluralName);
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => translate(messages, key, vars),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the noun is read inside translate()
    [messages, singular, plural],
  );
}
