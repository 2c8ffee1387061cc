import type { Locale } from '@app/contract/envelope';
import { currentLocale, useI18n } from '@/shared/i18n/i18n';

type Words = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Words }>> = {
  en: () => import('@/shared/i18n/locales/en/quiz'),
  id: () => import('@/shared/i18n/locales/id/quiz'),
  ms: () => import('@/shared/i18n/locales/ms/quiz'),
};

/** A key of this namespace: present in the messages once the words are in. */
const PROBE = 'quiz.loading';

async function addWords(locale: Locale) {
  const { default: words } = await loaders[locale]();
  if (currentLocale() === locale) useI18n.setState((s) => ({ messages: { ...s.messages, ...words } }));
}

/**
 * The quiz pages' words, in the current language. They load here, with the pages' own chunk,
 * instead of through the namespace table of shared/i18n/i18n.ts: an entry there is part of the
 * first load, which has no bytes to spare (docs/decisions.md). A language switch replaces the
 * messages, so the words are added again in the new language.
 */
export function loadQuizWords() {
  useI18n.subscribe((state, previous) => {
    if (state.locale !== previous.locale || !(PROBE in state.messages)) void addWords(state.locale);
  });
  return addWords(currentLocale());
}

// Every quiz page imports this module, so the page's code resolves only with its words in place.
await loadQuizWords();
