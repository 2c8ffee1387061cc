import { describe, expect, it } from 'vitest';
import { setLocale } from '@/shared/i18n/i18n';
import { formatMonth, formatPeriod } from './format';

describe('formatPeriod', () => {
  it('writes months in the page’s language, and an ongoing period up to the present', async () => {
    await setLocale('en', { remember: false });
    expect(formatPeriod('2020-03', '2023-06', 'Present')).toBe('Mar 2020 – Jun 2023');
    expect(formatPeriod('2023-08', null, 'Present')).toBe('Aug 2023 – Present');
    await setLocale('id', { remember: false });
    expect(formatMonth('2024-05')).toBe('Mei 2024');
    await setLocale('en', { remember: false });
    expect(formatMonth('not a month')).toBe('not a month');
  });
});
