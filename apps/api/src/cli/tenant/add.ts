import { toMinor } from '@app/contract/commerce/money';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import type { Database, Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/index.ts';
import { avatarSvg, sceneSvg } from '../../lib/drawn-images.ts';
import { mediaUrl, storeImageMany, storeMediaMany } from '../../lib/media.ts';
import type { When } from './folder/schema.ts';
import type { FolderCourse, TenantFolder } from './folder/types.ts';
import { inTransaction, TenantCommandError } from './transaction.ts';
import * as q from './queries.ts';

/**
 * `tenant add`: writes the company of a checked folder (folder/load.ts) in one transaction, so
 * a failure leaves nothing behind: the tenant and its domains, its pictures, home content, FAQ,
 * articles, pages and the catalogue, one function per part of the folder.
 */

/** What a company folder holds, counted: what `add` wrote and `export` wrote alike. */
export interface FolderCounts {
  images: number;
  pages: number;
  categories: number;
  mentors: number;
  courses: number;
  vouchers: number;
}

export interface AddedTenant {
  id: number;
  slug: string;
  domains: string[];
  counts: FolderCounts;
}

const DAY = 86_400_000;
/** A catalogue row's moment: its date, or days from the day the company is added. */
const dateOf = (when: When | null, now: number): Date | null =>
  when === null ? null : 'at' in when ? when.at : new Date(now + when.days * DAY);

/** A true/false question's two options, in the course's language. */
const TRUE_FALSE: Record<string, [string, string]> = {
  en: ['True', 'False'],
  id: ['Benar', 'Salah'],
  ms: ['Betul', 'Salah'],
};

/** The stored pictures of a company being added: the folder's by file name, the drawn ones by key. */
interface StoredImages {
  byName: Map<string, string>;
  drawn: Map<string, string>;
  /** The media path of a folder image, or '' without one. */
  url: (name: string | null) => string;
}

/** A lesson body's folder images (`src="images/<name>"`) as the stored media they became. */
const withMedia = (html: string, images: StoredImages) =>
  html.replace(/(<img\b[^>]*\bsrc=")images\/([^"/]+)"/gi, (whole, head: string, name: string) =>
    images.byName.has(name) ? `${head}${images.url(name)}"` : whole,
  );

/** Words of the English body, for an honest reading time (about 200 words a minute). */
export function readingMinutes(body: Localized<ContentBlock[]>): number {
  const words = body.en
    .flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.round(words / 200));
}

const contactLabels = {
  email: { en: 'Email', id: 'Email', ms: 'E-mel' },
  phone: { en: 'Phone', id: 'Telepon', ms: 'Telefon' },
  address: { en: 'Office', id: 'Kantor', ms: 'Pejabat' },
  hours: { en: 'Hours', id: 'Jam layanan', ms: 'Waktu operasi' },
} satisfies Record<string, Localized>;

/**
 * Adds the company of a checked folder. A slug or domain that already exists is refused before
 * anything is written.
 */
export async function addTenant(database: Database, folder: TenantFolder): Promise<AddedTenant> {
  return inTransaction(database, (db) => writeTenant(db, folder));
}

/** addTenant's work inside the caller's transaction (the demo seed adds its companies in its own). */
export async function writeTenant(db: Db, folder: TenantFolder): Promise<AddedTenant> {
  const t = folder.tenant;
  await refuseTaken(db, t);
  const id = await insertTenant(db, t);
  const images = await storeImages(db, id, folder);
  await q.updateTenant(db, id, {
    logoMediaId: images.byName.get(t.logo)!,
    faviconMediaId: images.byName.get(t.favicon)!,
    loginBannerMediaId: t.banner ? images.byName.get(t.banner)! : images.drawn.get('banner')!,
  });
  await addContent(db, id, folder, images);
  await addPages(db, id, folder, images);
  await addCatalog(db, id, folder, images);
  await addVouchers(db, id, folder);
  const { categories, mentors, courses, vouchers } = folder.catalog;
  return {
    id,
    slug: t.slug,
    domains: t.domains,
    counts: {
      images: folder.images.size,
      pages: folder.pages.length,
      categories: categories.length,
      mentors: mentors.length,
      courses: courses.length,
      vouchers: vouchers.length,
    },
  };
}

async function refuseTaken(db: Db, t: TenantFolder['tenant']) {
  if (await q.tenantBySlug(db, t.slug)) {
    throw new TenantCommandError(`A company with the slug "${t.slug}" already exists (tenant.json slug).`);
  }
  const taken = await q.domainOwners(db, [...t.domains, ...(t.studioDomain ? [t.studioDomain] : [])]);
  if (taken.length > 0) {
    throw new TenantCommandError(
      `${taken.map((d) => `Domain "${d.host}" already belongs to the company "${d.slug}"`).join('; ')} (tenant.json domains).`,
    );
  }
}

/** tenant.json: the tenant row (pictures come later) and its domains, the first the primary one. */
async function insertTenant(db: Db, t: TenantFolder['tenant']): Promise<number> {
  const id = await q.insertTenant(db, {
    slug: t.slug,
    primaryHost: t.domains[0]!,
    status: t.status,
    companyName: t.companyName,
    tagline: t.tagline,
    supportEmail: t.supportEmail,
    supportPhone: t.supportPhone,
    address: t.address,
    contributorUrl: t.contributorUrl,
    social: t.social,
    contactList: [
      { type: 'email' as const, label: contactLabels.email, value: t.supportEmail },
      ...(t.supportPhone
        ? [{ type: 'phone' as const, label: contactLabels.phone, value: t.supportPhone }]
        : []),
      ...(t.address ? [{ type: 'address' as const, label: contactLabels.address, value: t.address }] : []),
      ...(t.hours ? [{ type: 'hours' as const, label: contactLabels.hours, value: t.hours }] : []),
    ],
    primaryColor: t.colors.primary,
    backgroundColor: t.colors.background,
    accentColor: t.colors.accent,
    textColor: t.colors.text,
    singularName: t.singularName,
    pluralName: t.pluralName,
    currency: t.currency,
    defaultLocale: t.defaultLocale,
    timeZone: t.timeZone,
    taxRate: String(t.taxRate),
    publicCoursePages: t.publicCoursePages,
    payment: t.payment,
  });
  await q.insertDomains(db, id, t.domains);
  if (t.studioDomain) await q.insertDomains(db, id, [t.studioDomain], { studio: true });
  return id;
}

/**
 * The folder's images, each stored once however often it is named, and the pictures the folder
 * may leave out, drawn in the company's colours as the demo's are.
 */
async function storeImages(db: Db, id: number, folder: TenantFolder): Promise<StoredImages> {
  const t = folder.tenant;
  const names = [...folder.images.keys()];
  const ids = await storeImageMany(db, id, [...folder.images.values()]);
  const byName = new Map(names.map((name, i) => [name, ids[i]!]));

  const { primary, accent } = t.colors;
  const categoryColor = new Map(folder.catalog.categories.map((c) => [c.slug, c.color]));
  const drawn: { key: string; svg: string }[] = [];
  if (!t.banner)
    drawn.push({ key: 'banner', svg: sceneSvg({ w: 720, h: 960, from: primary, to: accent, seed: id * 7 }) });
  folder.catalog.courses.forEach((c, i) => {
    if (c.image) return;
    const from = categoryColor.get(c.category) ?? primary;
    drawn.push({
      key: `course:${c.slug}`,
      svg: sceneSvg({ w: 640, h: 360, from, to: accent, seed: id * 1000 + i }),
    });
  });
  folder.catalog.mentors.forEach((m) => {
    if (!m.photo) drawn.push({ key: `mentor:${m.key}`, svg: avatarSvg(m.name, primary) });
  });
  folder.home.testimonies.forEach((x, i) => {
    if (!x.photo) drawn.push({ key: `testimony:${i}`, svg: avatarSvg(x.name, i % 2 ? accent : primary) });
  });
  const drawnIds = await storeMediaMany(
    db,
    drawn.map((d) => ({ tenantId: id, contentType: 'image/svg+xml', bytes: Buffer.from(d.svg, 'utf8') })),
  );
  return {
    byName,
    drawn: new Map(drawn.map((d, i) => [d.key, drawnIds[i]!])),
    url: (name) => (name ? mediaUrl(byName.get(name)) : ''),
  };
}

/** home.json, faq.json and articles.json: the rows the public content calls read (modules/tenant/queries.ts). */
async function addContent(db: Db, id: number, folder: TenantFolder, images: StoredImages) {
  const { banners, features, testimonies, programmes } = folder.home;
  const { url } = images;
  const item = (
    kind: 'banner' | 'feature' | 'testimony' | 'programme' | 'faq',
    list: Record<string, unknown>[],
  ) => list.map((data, position) => ({ tenantId: id, kind, position, data }));
  await q.insertContentItems(db, [
    ...item(
      'banner',
      banners.map((b) => ({
        title: b.title,
        subtitle: b.subtitle,
        image: url(b.image),
        cta_label: b.ctaLabel,
        cta_url: b.ctaUrl,
        body: b.body,
      })),
    ),
    ...item(
      'feature',
      features.map((f) => ({ title: f.title, description: f.description, icon: f.icon })),
    ),
    ...item(
      'testimony',
      testimonies.map((x, i) => ({
        name: x.name,
        role: x.role,
        quote: x.quote,
        photo: x.photo ? url(x.photo) : mediaUrl(images.drawn.get(`testimony:${i}`)),
        rating: x.rating,
      })),
    ),
    ...item(
      'programme',
      programmes.map((p) => ({
        title: p.title,
        summary: p.summary,
        image: url(p.image),
        duration: p.duration,
        level: p.level,
        body: p.body,
      })),
    ),
    ...item(
      'faq',
      folder.faq.map((f) => ({ category: f.category, question: f.question, answer: f.answer })),
    ),
    ...folder.articles.map((a, position) => ({
      tenantId: id,
      kind: 'article' as const,
      position,
      slug: a.slug,
      publishedAt: a.publishedAt,
      updatedAt: a.publishedAt,
      data: {
        title: a.title,
        excerpt: a.excerpt,
        image: url(a.image),
        author: a.author,
        reading_minutes: readingMinutes(a.body),
        body: a.body,
      },
    })),
  ]);
}

/** pages/<key>.json. */
async function addPages(db: Db, id: number, folder: TenantFolder, { url }: StoredImages) {
  await q.insertPages(
    db,
    folder.pages.map((p) => ({
      tenantId: id,
      key: p.key,
      updatedAt: p.updatedAt,
      data: {
        title: p.title,
        summary: p.summary,
        image: p.image ? url(p.image) : null,
        body: p.body,
        ...(p.sections
          ? { sections: p.sections.map((s, i) => ({ id: i + 1, title: s.title, body: s.body })) }
          : {}),
      },
    })),
  );
}

/** The catalogue, one statement per table (the course triggers then run once). */
async function addCatalog(db: Db, id: number, folder: TenantFolder, images: StoredImages) {
  const { categories, mentors, courses } = folder.catalog;
  const categoryRows = await q.insertCategories(
    db,
    categories.map((c, position) => ({
      tenantId: id,
      slug: c.slug,
      nameEn: c.name.en,
      nameId: c.name.id,
      nameMs: c.name.ms,
      descriptionEn: c.description.en,
      descriptionId: c.description.id,
      descriptionMs: c.description.ms,
      icon: c.icon,
      color: c.color,
      position,
    })),
  );
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const mentorRows = await q.insertMentors(
    db,
    mentors.map((m, position) => ({
      tenantId: id,
      name: m.name,
      photoMediaId: m.photo ? images.byName.get(m.photo)! : images.drawn.get(`mentor:${m.key}`)!,
      headlineEn: m.headline.en,
      headlineId: m.headline.id,
      headlineMs: m.headline.ms,
      bioEn: m.bio.en,
      bioId: m.bio.id,
      bioMs: m.bio.ms,
      position,
    })),
  );
  const mentorId = new Map(mentors.map((m, i) => [m.key, mentorRows[i]!.id]));
  const now = Date.now();
  const courseRows = await q.insertCourses(
    db,
    courses.map((c, i) => ({
      tenantId: id,
      slug: c.slug,
      categoryId: categoryId.get(c.category)!,
      mentorId: mentorId.get(c.mentor)!,
      titleEn: c.title.en,
      titleId: c.title.id,
      titleMs: c.title.ms,
      subtitleEn: c.subtitle.en,
      subtitleId: c.subtitle.id,
      subtitleMs: c.subtitle.ms,
      description: c.description,
      whatYouLearn: c.whatYouLearn,
      requirements: c.requirements,
      imageMediaId: c.image ? images.byName.get(c.image)! : images.drawn.get(`course:${c.slug}`)!,
      price: String(c.price),
      discountPrice: c.discountPrice === null ? null : String(c.discountPrice),
      level: c.level,
      language: c.language,
      isBootcamp: c.bootcamp,
      durationMinutes: c.durationMinutes,
      sectionsCount: c.sections.length,
      lessonsCount: c.sections.reduce((n, s) => n + s.lessons.length, 0),
      studentsCount: c.studentsBefore,
      // Without a date the file's order is the "newest" order: the first course is the newest.
      ...publication(c, now - i * 60_000, now),
    })),
  );
  await addCurricula(db, folder, new Map(courseRows.map((c) => [c.slug, c.id])), images);
  await q.insertCourseDrafts(db, id);
}

/** A course's dates: published as the folder says (or `fallback`), created then, updated after. */
function publication(c: FolderCourse, fallback: number, now: number) {
  const publishedAt = dateOf(c.publishedAt, now) ?? new Date(fallback);
  const updatedAt = dateOf(c.updatedAt, now);
  return {
    publishedAt,
    createdAt: publishedAt,
    updatedAt: updatedAt && updatedAt > publishedAt ? updatedAt : publishedAt,
  };
}

/** catalog/curriculum/*.json: every course's sections, then their lessons, then the quizzes. */
async function addCurricula(
  db: Db,
  folder: TenantFolder,
  courseId: Map<string, number>,
  images: StoredImages,
) {
  const { courses } = folder.catalog;
  const sectionRows = await q.insertSections(
    db,
    courses.flatMap((c) =>
      c.sections.map((s, k) => ({
        courseId: courseId.get(c.slug)!,
        position: k + 1,
        titleEn: s.title.en,
        titleId: s.title.id,
        titleMs: s.title.ms,
      })),
    ),
  );
  const sectionId = new Map(sectionRows.map((s) => [`${s.courseId}:${s.position}`, s.id]));
  const lessons = courses.flatMap((c) => {
    const course = courseId.get(c.slug)!;
    return c.sections.flatMap((s, k) =>
      s.lessons.map((l, position) => ({
        course: c,
        lesson: l,
        section: sectionId.get(`${course}:${k + 1}`)!,
        position,
      })),
    );
  });
  const lessonIds = await q.insertLessons(
    db,
    lessons.map(({ course, lesson: l, section, position }) => ({
      course_id: courseId.get(course.slug)!,
      section_id: section,
      position: position + 1,
      title_en: l.title.en,
      title_id: l.title.id,
      title_ms: l.title.ms,
      type: l.type,
      duration_seconds: l.minutes * 60,
      is_preview: l.preview,
      body_en: withMedia(l.body.en, images),
      body_id: withMedia(l.body.id, images),
      body_ms: withMedia(l.body.ms, images),
    })),
  );
  await q.insertQuizzes(
    db,
    lessons.flatMap(({ course, lesson }, i) => {
      const quiz = lesson.quiz;
      if (!quiz) return [];
      const [yes, no] = TRUE_FALSE[course.language] ?? TRUE_FALSE.en!;
      return [
        {
          lesson_id: lessonIds[i]!,
          time_limit_seconds: quiz.time_limit_seconds,
          pass_mark: quiz.pass_mark,
          max_attempts: quiz.max_attempts ?? null,
          scoring: quiz.scoring,
          questions: quiz.questions.map((question) => ({
            kind: question.kind,
            prompt: question.prompt,
            explanation: question.explanation,
            accepted_answers: question.kind === 'short_text' ? question.accepted : [],
            options:
              question.kind === 'true_false'
                ? [
                    { text: yes, is_correct: question.answer },
                    { text: no, is_correct: !question.answer },
                  ]
                : question.kind === 'short_text'
                  ? []
                  : question.options.map((o) => ({ text: o.text, is_correct: o.correct })),
          })),
        },
      ];
    }),
  );
}

/** catalog/vouchers.json: amounts into the currency's minor units, relative dates from today. */
async function addVouchers(db: Db, id: number, folder: TenantFolder) {
  const { currency } = folder.tenant;
  const minor = (major: number | null) => (major === null ? null : toMinor(major, currency));
  const now = Date.now();
  await q.insertVouchers(
    db,
    id,
    folder.catalog.vouchers.map((v) => ({
      code: v.code,
      name: v.name,
      description: v.description,
      kind: v.kind,
      percent: v.percent,
      amount_minor: minor(v.amount),
      max_discount_minor: minor(v.maxDiscount),
      min_purchase_minor: minor(v.minPurchase) ?? 0,
      starts_at: dateOf(v.startsAt, now),
      ends_at: dateOf(v.endsAt, now),
      category: v.category,
      quota: v.quota,
      used_count: v.used,
      welcome: v.welcome,
      assigned_only: v.assignedOnly,
    })),
  );
}
