import type { FolderReader } from './reader.ts';
import { articlesJson, faqJson, homeJson, pageJson } from './schema.ts';
import type { Texts } from './texts.ts';
import { PAGE_KEYS, type FolderPage, type TenantFolder } from './types.ts';

/** home.json: banners, features, testimonies and programmes (each list optional). */
export function readHome(reader: FolderReader, { L, B }: Texts): TenantFolder['home'] {
  const h = reader.json('home.json', homeJson, true);
  return {
    banners: (h?.banners ?? []).map((b, i) => ({
      title: L(b.title),
      subtitle: L(b.subtitle),
      image: reader.useImage(b.image, `home.json banners[${i}].image`)!,
      ctaLabel: L(b.cta_label),
      ctaUrl: b.cta_url ?? '',
      body: B(b.body),
    })),
    features: (h?.features ?? []).map((f) => ({
      title: L(f.title),
      description: L(f.description),
      icon: f.icon,
    })),
    testimonies: (h?.testimonies ?? []).map((x, i) => ({
      name: x.name,
      role: L(x.role),
      quote: L(x.quote),
      photo: reader.useImage(x.photo, `home.json testimonies[${i}].photo`),
      rating: x.rating,
    })),
    programmes: (h?.programmes ?? []).map((p, i) => ({
      title: L(p.title),
      summary: L(p.summary),
      image: reader.useImage(p.image, `home.json programmes[${i}].image`)!,
      duration: L(p.duration),
      level: L(p.level),
      body: B(p.body),
    })),
  };
}

/** faq.json. */
export function readFaq(reader: FolderReader, { L }: Texts): TenantFolder['faq'] {
  return (reader.json('faq.json', faqJson, true) ?? []).map((f) => ({
    category: L(f.category),
    question: L(f.question),
    answer: L(f.answer),
  }));
}

/** articles.json. */
export function readArticles(reader: FolderReader, { L, B }: Texts): TenantFolder['articles'] {
  return (reader.json('articles.json', articlesJson, true) ?? []).map((a, i) => ({
    slug: a.slug,
    title: L(a.title),
    excerpt: L(a.excerpt),
    image: reader.useImage(a.image, `articles.json [${i}].image`)!,
    author: a.author,
    publishedAt: a.published_at,
    body: B(a.body),
  }));
}

/** pages/<key>.json: the content pages, by file name; only the help page has sections. */
export function readPages(reader: FolderReader, { L, B }: Texts): FolderPage[] {
  const pages: FolderPage[] = [];
  for (const file of reader.jsonFiles('pages')) {
    const key = file.slice(0, -'.json'.length);
    if (!(PAGE_KEYS as readonly string[]).includes(key)) {
      reader.problem(
        `pages/${file}`,
        `is not a known page; page files are ${PAGE_KEYS.map((k) => `${k}.json`).join(', ')}`,
      );
      continue;
    }
    const p = reader.json(`pages/${file}`, pageJson);
    if (!p) continue;
    if (p.sections && key !== 'help')
      reader.problem(`pages/${file}`, 'only the help page has sections', 'sections');
    pages.push({
      key,
      title: L(p.title),
      summary: L(p.summary),
      image: reader.useImage(p.image, `pages/${file} image`),
      updatedAt: p.updated_at ?? new Date(),
      body: B(p.body),
      ...(key === 'help'
        ? { sections: (p.sections ?? []).map((s) => ({ title: L(s.title), body: B(s.body) })) }
        : {}),
    });
  }
  return pages;
}
