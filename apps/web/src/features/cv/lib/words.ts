import type { Locale } from '@app/contract/envelope';
import { LOCALES, loadNamespace, useI18n } from '@/shared/i18n/i18n';
import type en from '@/shared/i18n/locales/en/cv';

type Words = Record<keyof typeof en, string>;

/**
 * The CV's words, kept out of shared/i18n's table of namespaces on purpose: that table is part of
 * the first load of `/`, which is at its budget (docs/decisions.md 22). The page loads its words
 * before it renders, and puts them back after every language switch (which rebuilds the messages
 * from the namespaces i18n knows). The other languages are fetched in the background, so a switch
 * finds them at hand and no key ever shows.
 */
const files: Record<Locale, () => Promise<{ default: Words }>> = {
  en: () => import('@/shared/i18n/locales/en/cv'),
  id: () => import('@/shared/i18n/locales/id/cv'),
  ms: () => import('@/shared/i18n/locales/ms/cv'),
};
const ready = new Map<Locale, Words>();
const pending = new Map<Locale, Promise<void>>();

/** Merges a language's words into the messages, if that language is still the current one. */
function apply(locale: Locale) {
  const words = ready.get(locale);
  if (words) useI18n.setState((s) => (s.locale === locale ? { messages: { ...s.messages, ...words } } : s));
}

function fetchWords(locale: Locale): Promise<void> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = files[locale]().then(
      (m) => {
        ready.set(locale, m.default);
        apply(locale);
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

let watching = false;

export async function loadCvWords() {
  if (!watching) {
    watching = true;
    useI18n.subscribe((state, previous) => {
      if (state.locale !== previous.locale || !('cv.title' in state.messages)) {
        if (ready.has(state.locale)) apply(state.locale);
        else void fetchWords(state.locale).catch(() => undefined);
      }
    });
  }
  const locale = useI18n.getState().locale;
  // The CV's forms check their fields in the browser: the words of the field codes, in the background.
  void loadNamespace('errors').catch(() => undefined);
  await fetchWords(locale);
  for (const { code } of LOCALES) if (code !== locale) void fetchWords(code).catch(() => undefined);
}
