import { describe, expect, it } from 'vitest';
import { loadNamespace, setLocale, translate, useI18n } from '@/shared/i18n/i18n';
import { loadCvWords } from './words';

const t = (key: Parameters<typeof translate>[1]) => translate(useI18n.getState().messages, key);

describe('the CV’s words (product §18)', () => {
  it('load in the current language and follow every switch, beside other namespaces', async () => {
    await setLocale('id');
    await loadCvWords();
    expect(t('cv.title')).toBe('CV Saya');
    expect(t('cv.work.title')).toBe('Pengalaman kerja');
    // The other languages arrive in the background; the switch then finds them at hand.
    await setLocale('en');
    await expect.poll(() => t('cv.work.title')).toBe('Work experience');
    await setLocale('ms');
    expect(t('cv.present')).toBe('Kini');
    // Another namespace loading later keeps them.
    await loadNamespace('account');
    expect(t('cv.present')).toBe('Kini');
    await setLocale('en');
    expect(t('cv.present')).toBe('Present');
  });
});
