import type { Db } from '../client.ts';
import { contentItems, contentPages, type ContentKind } from '../schema/index.ts';
import { mediaUrl, storeMediaMany } from '../../lib/media.ts';
import { acmeContent } from './content-acme.ts';
import { cendekiaContent } from './content-cendekia.ts';
import { readingMinutes, type DemoContent, type Illustration } from './content-types.ts';
import { avatarSvg, sceneSvg } from './images.ts';
import type { SeededTenant } from './index.ts';

/** Demo content by tenant slug; the two active brands differ in substance, not only in name. */
const contentBySlug: Record<string, DemoContent> = {
  cendekia: cendekiaContent,
  acme: acmeContent,
};

type ItemRow = typeof contentItems.$inferInsert;

/**
 * Demo content of one tenant: home sections, FAQ, articles and content pages, with generated
 * SVG illustrations stored as media. Media, items and pages go in one insert each, to keep seeding fast.
 */
export async function seedContent(db: Db, tenant: SeededTenant): Promise<void> {
  const content = contentBySlug[tenant.demo.slug];
  if (tenant.demo.status !== 'active' || !content) return;
  const { primary, accent } = tenant.demo.colors;
  const colours = [primary, accent, ...content.palette];
  const colour = (i: number) => colours[i % colours.length] ?? primary;

  // Every illustration is drawn first and stored in one insert; `image(i)` is the i-th one's path.
  const svgs: string[] = [];
  const draw = (svg: string) => svgs.push(svg) - 1;
  let seed = tenant.id * 101;
  const scene = (art: Illustration, w: number, h: number) => {
    seed += 13;
    const [from, to] = art.colors ?? [primary, accent];
    return draw(sceneSvg({ w, h, from, to, seed, ...(art.label ? { label: art.label } : {}) }));
  };
  const bannerArt = content.banners.map((b) => scene(b, 1440, 560));
  const programmeArt = content.programmes.map((x) => scene(x, 1200, 600));
  const articleArt = content.articles.map((a) => scene(a, 1200, 630));
  const photoArt = content.testimonies.map((x, i) => draw(avatarSvg(x.name, colour(i + 2))));
  const pageArt = Object.entries(content.pages).map(
    ([key, page]) => [key, page.image ? scene(page.image, 1200, 480) : null] as const,
  );
  const ids = await storeMediaMany(
    db,
    svgs.map((svg) => ({
      tenantId: tenant.id,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(svg, 'utf8'),
    })),
  );
  const image = (i: number) => mediaUrl(ids[i]);
  const banners = bannerArt.map(image);
  const programmes = programmeArt.map(image);
  const articles = articleArt.map(image);
  const photos = photoArt.map(image);
  const imageOf = new Map(pageArt.map(([key, i]) => [key, i === null ? null : image(i)]));

  const rows: ItemRow[] = [];
  const add = (kind: ContentKind, list: Record<string, unknown>[], extra?: (i: number) => Partial<ItemRow>) =>
    list.forEach((data, position) =>
      rows.push({ tenantId: tenant.id, kind, position, data, ...extra?.(position) }),
    );

  add(
    'banner',
    content.banners.map((b, i) => ({
      title: b.title,
      subtitle: b.subtitle,
      image: banners[i],
      cta_label: b.ctaLabel,
      cta_url: b.ctaUrl,
      body: b.body,
    })),
  );
  add(
    'feature',
    content.features.map((f) => ({ title: f.title, description: f.description, icon: f.icon })),
  );
  add(
    'testimony',
    content.testimonies.map((x, i) => ({
      name: x.name,
      role: x.role,
      quote: x.quote,
      photo: photos[i],
      rating: x.rating,
    })),
  );
  add(
    'programme',
    content.programmes.map((x, i) => ({
      title: x.title,
      summary: x.summary,
      image: programmes[i],
      duration: x.duration,
      level: x.level,
      body: x.body,
    })),
  );
  add(
    'faq',
    content.faq.map((f) => ({ category: f.category, question: f.question, answer: f.answer })),
  );
  add(
    'article',
    content.articles.map((a, i) => ({
      title: a.title,
      excerpt: a.excerpt,
      image: articles[i],
      author: a.author,
      reading_minutes: readingMinutes(a.body),
      body: a.body,
    })),
    (i) => {
      const a = content.articles[i]!;
      return { slug: a.slug, publishedAt: new Date(a.publishedAt), updatedAt: new Date(a.publishedAt) };
    },
  );

  await db.insert(contentItems).values(rows);
  await db.insert(contentPages).values(
    Object.entries(content.pages).map(([key, page]) => ({
      tenantId: tenant.id,
      key,
      updatedAt: new Date(page.updatedAt),
      data: {
        title: page.title,
        summary: page.summary,
        image: imageOf.get(key) ?? null,
        body: page.body,
        ...('sections' in page
          ? { sections: page.sections.map((s, i) => ({ id: i + 1, title: s.title, body: s.body })) }
          : {}),
      },
    })),
  );
}
