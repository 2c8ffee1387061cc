import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@/shared/i18n/i18n';
import en from '@/shared/i18n/locales/en/catalog';
import id from '@/shared/i18n/locales/id/catalog';
import ms from '@/shared/i18n/locales/ms/catalog';
import { formatLength } from './format';

const words =
  (messages: Record<string, string>) => (key: MessageKey, vars?: Record<string, string | number>) =>
    translate(messages, key, vars);

describe('formatLength', () => {
  it('says a lesson under a minute in seconds in each language, never "0 min"', () => {
    expect([en, id, ms].map((m) => formatLength(28, words(m)))).toEqual(['28 sec', '28 dtk', '28 saat']);
    expect(formatLength(59.6, words(en))).toBe('1 min');
  });

  it('says longer lengths in rounded minutes and hours, as course totals are stored', () => {
    expect([
      formatLength(7 * 60, words(en)),
      formatLength(150, words(en)),
      formatLength(750 * 60, words(id)),
    ]).toEqual(['7 min', '3 min', '12 jam 30 mnt']);
  });
});
