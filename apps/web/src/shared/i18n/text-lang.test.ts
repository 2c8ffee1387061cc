import { describe, expect, it } from 'vitest';
import type { TextLang } from '@app/contract/envelope';
import { langOf } from './text-lang';

describe('langOf', () => {
  const course = { title: 'Data Analysis', subtitle: 'Analisis data', text_lang: { title: 'en' as const } };

  it('gives the language of a text the answer names in text_lang', () => {
    expect(langOf(course, 'title')).toEqual({ lang: 'en' });
  });

  it('gives nothing for a text in the page’s language, or a record without text_lang', () => {
    expect(langOf(course, 'subtitle')).toEqual({});
    const plain: { title: string; text_lang?: TextLang } = { title: 'Kursus' };
    expect(langOf(plain, 'title')).toEqual({});
    expect(langOf<typeof plain>(null, 'title')).toEqual({});
  });
});
