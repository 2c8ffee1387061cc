import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/cli/tenant/folder/catalog.ts';
import { readArticles, readFaq, readHome, readPages } from '../../src/cli/tenant/folder/content.ts';
import { FolderReader } from '../../src/cli/tenant/folder/reader.ts';
import { readTenantJson, tenantOf } from '../../src/cli/tenant/folder/tenant.ts';
import { textsOf } from '../../src/cli/tenant/folder/texts.ts';

/**
 * The demo companies show every page in English, Indonesian and Malay (docs/decisions.md §11): each
 * localised text of their folders, content and catalogue alike, is written in all three. The
 * folders are read as the tenant command reads them (src/cli/tenant/folder), without converting
 * their pictures, and every text missing a language is named by its file and field. Quizzes are
 * left out: they are written in the course's language (docs/tenant-folder.md).
 */

const LANGS = ['en', 'id', 'ms'] as const;
const folderOf = (name: string) =>
  fileURLToPath(new URL(`../../../../examples/tenants/${name}`, import.meta.url));
/** Field names as the folder's files spell them. */
const FILE_FIELD: Record<string, string> = { ctaLabel: 'cta_label', whatYouLearn: 'what_you_learn' };

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Every localised text ({en, id?, ms?}) inside `value`, with its path. */
function* localisedTexts(
  value: unknown,
  path: string,
): Generator<{ path: string; text: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* localisedTexts(item, `${path}[${i}]`);
    return;
  }
  if (!value || typeof value !== 'object' || value instanceof Date || value instanceof Map) return;
  const keys = Object.keys(value);
  if (keys.includes('en') && keys.every((k) => (LANGS as readonly string[]).includes(k))) {
    yield { path, text: value as Record<string, unknown> };
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key === 'quiz') continue;
    const name = FILE_FIELD[key] ?? key;
    yield* localisedTexts(v, path ? `${path}.${name}` : name);
  }
}

/** "file: field: no id, ms" for each text of the folder that is not written in every language. */
function missingLanguages(name: string): string[] {
  const reader = new FolderReader(folderOf(name));
  const t = readTenantJson(reader);
  expect(t, `${name}/tenant.json`).not.toBeNull();
  const texts = textsOf(t!.default_language);
  const { hours, tagline, singularName, pluralName } = tenantOf(reader, t!, texts);
  const { categories, mentors, courses, vouchers } = readCatalog(reader, texts, {
    currency: t!.currency,
    primaryColor: t!.colors.primary,
  });
  const parts: [file: string, value: unknown, path: string][] = [
    ['tenant.json', { tagline, hours, product_noun: { singular: singularName, plural: pluralName } }, ''],
    ['home.json', readHome(reader, texts), ''],
    ['faq.json', readFaq(reader, texts), ''],
    ['articles.json', readArticles(reader, texts), ''],
    ...readPages(reader, texts).map((p): [string, unknown, string] => [`pages/${p.key}.json`, p, '']),
    ...categories.map((c): [string, unknown, string] => ['catalog/categories', c, c.slug]),
    ...mentors.map((m): [string, unknown, string] => ['catalog/mentors', m, m.key]),
    ...courses.map(({ sections: _, ...c }): [string, unknown, string] => ['catalog/courses', c, c.slug]),
    ...courses.map((c): [string, unknown, string] => [
      `catalog/curriculum/${c.slug}.json`,
      { sections: c.sections },
      '',
    ]),
    ...vouchers.map((v): [string, unknown, string] => ['catalog/vouchers.json', v, v.code]),
  ];
  expect(reader.issues, `${name} is a sound folder`).toEqual([]);
  const missing: string[] = [];
  for (const [file, value, path] of parts) {
    for (const { path: field, text } of localisedTexts(value, path)) {
      if (isEmpty(text.en)) continue; // nothing written, nothing to translate
      const without = LANGS.filter((l) => isEmpty(text[l]));
      if (without.length) missing.push(`${file}: ${field}: no ${without.join(', ')}`);
    }
  }
  return missing;
}

describe('the demo companies’ folders', () => {
  it.each(['cendekia', 'acme'])('write every text of %s in English, Indonesian and Malay', (name) => {
    expect(missingLanguages(name)).toEqual([]);
  });

  it('name each text a company left out of a language (Nusantara’s catalogue is English)', () => {
    const missing = missingLanguages('nusantara-skills');
    expect(missing).toContain('catalog/courses: myinvois-e-invoicing.title: no id, ms');
    expect(missing).toContain('catalog/curriculum/myinvois-e-invoicing.json: sections[0].title: no id, ms');
    expect(missing).toContain('catalog/categories: finance-sme.name: no ms');
    expect(missing.filter((m) => m.startsWith('catalog/courses: asas-perakaunan-pks.title'))).toEqual([
      'catalog/courses: asas-perakaunan-pks.title: no id',
    ]);
  });
});
