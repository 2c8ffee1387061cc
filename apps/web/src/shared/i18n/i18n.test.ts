import { describe, expect, it } from 'vitest';
import { useBrand } from '../config/brand-store';
import { loadNamespace, setLocale, translate, useI18n } from './i18n';

const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate(useI18n.getState().messages, key, vars);

describe('i18n', () => {
  it('speaks the spec English verbatim and fills variables', async () => {
    await setLocale('en');
    expect(t('app.loading')).toBe('Loading...');
    expect(t('app.pageNotFound')).toBe('Page not found');
    expect(t('app.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('switches language, remembers it, and reloads feature words already in use', async () => {
    await loadNamespace('account');
    await setLocale('id');
    expect(useI18n.getState().locale).toBe('id');
    expect(localStorage.getItem('locale')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
    expect(t('nav.login')).toBe('Masuk');
    // A namespace loaded before the switch now answers in Indonesian too.
    expect(t('account.login.title')).toBe('Selamat datang kembali');
    await setLocale('ms');
    expect(t('nav.login')).toBe('Log masuk');
    await setLocale('en');
  });

  it('loads a namespace in the current language', async () => {
    await setLocale('id');
    await loadNamespace('catalog');
    expect(t('catalog.search.title')).toBe('Hasil pencarian');
    await setLocale('en');
    expect(t('catalog.search.title')).toBe('Search results');
  });

  it("names the company's product with its own noun in every language (issue 23 item 3)", async () => {
    await loadNamespace('catalog');
    await loadNamespace('learning');
    const before = useBrand.getState();
    useBrand.setState({ singularName: 'Class', pluralName: 'Classes' });
    try {
      await setLocale('en');
      expect(t('catalog.detail.curriculum')).toBe('Class content');
      expect(t('catalog.resultsCount.other', { count: 2 })).toBe('2 classes');
      expect(t('learning.my.empty')).toBe('No classes yet');
      useBrand.setState({ singularName: 'Kelas', pluralName: 'Kelas' });
      await setLocale('ms');
      expect(t('catalog.detail.curriculum')).toBe('Kandungan kelas');
      await setLocale('id');
      expect(t('catalog.detail.curriculum')).toBe('Isi kelas');
    } finally {
      useBrand.setState(before);
      await setLocale('en');
    }
  });
});
