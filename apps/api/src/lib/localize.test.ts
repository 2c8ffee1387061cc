import { describe, expect, it } from 'vitest';
import { localize, textLangFrom, textLangOf } from './localize.ts';

describe('localize', () => {
  const page = {
    title: { en: 'Help', id: 'Bantuan', ms: 'Bantuan' },
    summary: { en: 'How the site works', id: 'Cara kerja situs' },
    body: { en: [{ type: 'p', text: 'Ask us anything.' }] },
    sections: [{ title: { en: 'Payments', ms: 'Pembayaran' }, body: { en: [], id: [] } }],
  };

  it('picks the asked language and names every English fallback in the record’s text_lang', () => {
    expect(localize(page, 'ms')).toEqual({
      title: 'Bantuan',
      summary: 'How the site works',
      body: [{ type: 'p', text: 'Ask us anything.' }],
      // An empty English text has nothing to mark.
      sections: [{ title: 'Pembayaran', body: [] }],
      text_lang: { summary: 'en', body: 'en' },
    });
    expect(localize<{ sections: unknown[] }>(page, 'id').sections).toEqual([
      { title: 'Payments', body: [], text_lang: { title: 'en' } },
    ]);
  });

  it('adds no text_lang when every text is in the asked language', () => {
    expect(localize(page, 'en')).not.toHaveProperty('text_lang');
    expect(localize({ title: { en: 'A', ms: 'B' } }, 'ms')).toEqual({ title: 'B' });
  });
});

describe('textLangOf and textLangFrom', () => {
  it('name the fields that fell back, or nothing', () => {
    expect(textLangOf({ tagline: { en: 'Learn', id: 'Belajar' } }, 'ms')).toEqual({ tagline: 'en' });
    expect(textLangOf({ tagline: { en: 'Learn', ms: 'Belajar' } }, 'ms')).toBeUndefined();
    expect(textLangFrom({ title: 'en', body: null })).toEqual({ title: 'en' });
    expect(textLangFrom({ title: null })).toBeUndefined();
  });
});
