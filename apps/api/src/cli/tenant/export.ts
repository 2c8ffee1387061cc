import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { toMajor } from '@app/contract/commerce/money';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/index.ts';
import type { FolderCounts } from './add.ts';
import * as q from './export-queries.ts';
import { TenantCommandError } from './transaction.ts';

/**
 * `tenant export <slug> <folder>`: writes a company as the folder `add` reads
 * (docs/tenant-folder.md), so it can move to another deployment or live in version control:
 * tenant.json, home.json, faq.json, articles.json, pages/, catalog/ and the stored pictures in
 * images/. What the format cannot carry (accounts, orders, progress, uploaded lesson files) is
 * left out. Dates are written as ISO dates.
 */

export interface ExportedTenant {
  slug: string;
  dir: string;
  counts: FolderCounts;
}

/** What the folder format cannot carry, for the command's output. */
export const NOT_EXPORTED =
  'Not exported (the folder format has no place for them): accounts and learners, enrolments, orders and payments, ' +
  'progress, quiz attempts, ratings and comments, and files uploaded to lessons (videos, PDFs).';

type Json = Record<string, unknown>;
const LOCALES = ['en', 'id', 'ms'] as const;

/** A stored text without its empty languages; undefined when it has none. */
function loc(value: Partial<Record<string, string>> | null | undefined): Json | undefined {
  if (!value) return undefined;
  const out: Json = {};
  for (const l of LOCALES) if (value[l]) out[l] = value[l];
  return Object.keys(out).length ? out : undefined;
}

/** Stored rich text (or lists) without their empty languages. */
function blocks(value: Partial<Record<string, unknown[]>> | null | undefined): Json | undefined {
  if (!value) return undefined;
  const out: Json = {};
  for (const l of LOCALES) if (value[l]?.length) out[l] = value[l];
  return Object.keys(out).length ? out : undefined;
}

/** Catalogue columns `field_en`, `field_id`, `field_ms`, only those written. */
function columns(field: string, values: Partial<Record<string, unknown>>): Json {
  const out: Json = {};
  for (const l of LOCALES) {
    const v = values[l];
    if (v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
      out[`${field}_${l}`] = v;
  }
  return out;
}

/** Leaves out fields that are undefined, so the folder holds only what is given. */
const compact = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The pictures the folder names: a media id becomes a file name in images/ the first time it is named. */
class Pictures {
  readonly used = new Map<string, string>();
  constructor(private readonly types: Map<string, string>) {}
  /** The file name of a stored picture (by id or /media/<id> path), or undefined without one. */
  name(ref: string | null | undefined): string | undefined {
    const id = ref?.replace(/^\/media\//, '').replace(/\?.*$/, '');
    if (!id) return undefined;
    const ext = EXTENSIONS[this.types.get(id) ?? ''];
    if (!ext) return undefined;
    const file = `${id}.${ext}`;
    this.used.set(id, file);
    return file;
  }
}

/** Refuses a folder that exists and holds anything, so an export never mixes with other files. */
function prepareFolder(dir: string) {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new TenantCommandError(`${dir} exists and is not a folder.`);
    if (readdirSync(dir).length > 0)
      throw new TenantCommandError(`${dir} is not empty: export writes into a new or empty folder.`);
  }
  mkdirSync(dir, { recursive: true });
}

const writeJson = (dir: string, file: string, value: unknown) => {
  mkdirSync(resolve(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
};

/** One CSV cell, quoted when it holds a comma, a quote or a line break. */
const cell = (v: unknown) => {
  const s = v === undefined || v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header: string[], rows: Json[]) =>
  `${[header, ...rows.map((r) => header.map((h) => r[h]))].map((r) => r.map(cell).join(',')).join('\n')}\n`;

export async function exportTenant(
  database: Database,
  slug: string,
  folder: string,
): Promise<ExportedTenant> {
  const dir = resolve(folder);
  const { db } = database;
  const t = await q.exportTenantRow(db, slug);
  if (!t) throw new TenantCommandError(`No company has the slug "${slug}" (see npm run tenant -- list).`);
  prepareFolder(dir);
  const typeRows = await db.execute(sql`SELECT id::text, content_type FROM media WHERE tenant_id = ${t.id}`);
  const types = (typeRows as unknown as { rows: { id: string; content_type: string }[] }).rows;
  const pictures = new Pictures(new Map(types.map((r) => [r.id, r.content_type])));

  writeJson(dir, 'tenant.json', tenantJsonOf(t, pictures));
  const pages = await writeContent(db, dir, t.id, pictures);
  const counts = await writeCatalog(db, dir, t, pictures);
  const images = await writeImages(db, dir, t.id, pictures);
  return { slug, dir, counts: { ...counts, pages, images } };
}

/** tenant.json: every field of the format, from the tenant row. */
function tenantJsonOf(t: q.TenantRow, pictures: Pictures): Json {
  const hours = t.contact_list.find((c) => c.type === 'hours')?.value as Localized | undefined;
  return compact({
    slug: t.slug,
    company_name: t.company_name,
    tagline: loc(t.tagline),
    status: t.status,
    domains: t.domains,
    studio_domain: t.studio_domain ?? undefined,
    colors: {
      primary: t.primary_color,
      accent: t.accent_color,
      background: t.background_color,
      text: t.text_color,
    },
    currency: t.currency,
    default_language: t.default_locale,
    time_zone: t.time_zone,
    tax_rate: Number(t.tax_rate),
    public_course_pages: t.public_course_pages,
    payment: t.payment.gateway
      ? { gateway: t.payment.gateway, settings: t.payment.settings ?? {} }
      : undefined,
    support: compact({ email: t.support_email, phone: t.support_phone || undefined }),
    address: t.address || undefined,
    hours: loc(hours),
    contributor_url: t.contributor_url || undefined,
    social: t.social.length ? t.social : undefined,
    product_noun: { singular: loc(t.singular_name), plural: loc(t.plural_name) },
    images: compact({
      logo: pictures.name(t.logo_media_id),
      favicon: pictures.name(t.favicon_media_id),
      banner: pictures.name(t.login_banner_media_id),
    }),
  });
}

/** home.json, faq.json, articles.json and pages/; answers the number of pages. */
async function writeContent(db: Db, dir: string, tenantId: number, pictures: Pictures): Promise<number> {
  const items = await q.contentRows(db, tenantId);
  const of = (kind: string) => items.filter((i) => i.kind === kind);
  const s = (v: unknown) => loc(v as Localized | undefined);
  const b = (v: unknown) => blocks(v as Partial<Record<string, unknown[]>> | undefined);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  writeJson(dir, 'home.json', {
    banners: of('banner').map(({ data: d }) =>
      compact({
        title: s(d.title),
        subtitle: s(d.subtitle),
        image: pictures.name(d.image as string),
        cta_label: s(d.cta_label),
        cta_url: str(d.cta_url),
        body: b(d.body),
      }),
    ),
    features: of('feature').map(({ data: d }) =>
      compact({ title: s(d.title), description: s(d.description), icon: d.icon }),
    ),
    testimonies: of('testimony').map(({ data: d }) =>
      compact({
        name: d.name,
        role: s(d.role),
        quote: s(d.quote),
        photo: pictures.name(d.photo as string),
        rating: d.rating,
      }),
    ),
    programmes: of('programme').map(({ data: d }) =>
      compact({
        title: s(d.title),
        summary: s(d.summary),
        image: pictures.name(d.image as string),
        duration: s(d.duration),
        level: s(d.level),
        body: b(d.body),
      }),
    ),
  });
  writeJson(
    dir,
    'faq.json',
    of('faq').map(({ data: d }) => ({
      category: s(d.category),
      question: s(d.question),
      answer: s(d.answer),
    })),
  );
  writeJson(
    dir,
    'articles.json',
    of('article').map(({ slug, published_at, data: d }) =>
      compact({
        slug,
        title: s(d.title),
        excerpt: s(d.excerpt),
        image: pictures.name(d.image as string),
        author: d.author,
        published_at: iso(published_at),
        body: b(d.body),
      }),
    ),
  );
  const pages = await q.pageRows(db, tenantId);
  for (const { key, data: d, updated_at } of pages) {
    const sections = d.sections as { title: Localized; body: Json }[] | undefined;
    writeJson(
      dir,
      `pages/${key}.json`,
      compact({
        title: s(d.title),
        summary: s(d.summary),
        image: pictures.name(d.image as string | null),
        updated_at: iso(updated_at),
        body: b(d.body),
        sections: sections?.map((x) => ({ title: s(x.title), body: b(x.body) })),
      }),
    );
  }
  return pages.length;
}

/** A mentor's key: its name as a slug, numbered when two mentors share it. */
function mentorKeys(mentors: q.MentorRow[]): Map<number, string> {
  const taken = new Set<string>();
  return new Map(
    mentors.map((m, i) => {
      const base = m.name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60);
      let key = /[a-z]/.test(base) ? base : `mentor-${i + 1}`;
      for (let n = 2; taken.has(key); n++) key = `${base || 'mentor'}-${n}`;
      taken.add(key);
      return [m.id, key];
    }),
  );
}

/** catalog/: categories.csv, mentors.csv, courses.json, curriculum/<slug>.json and vouchers.json. */
async function writeCatalog(db: Db, dir: string, t: q.TenantRow, pictures: Pictures) {
  const [categories, mentors, courses] = await Promise.all([
    q.categoryRows(db, t.id),
    q.mentorRows(db, t.id),
    q.courseRows(db, t.id),
  ]);
  const vouchers = await q.voucherRows(db, t.id);
  const counts = {
    categories: categories.length,
    mentors: mentors.length,
    courses: courses.length,
    vouchers: vouchers.length,
  };
  if (categories.length + mentors.length + courses.length === 0) return counts;
  const L = (row: Json, field: string) => ({
    en: row[`${field}_en`],
    id: row[`${field}_id`],
    ms: row[`${field}_ms`],
  });
  mkdirSync(join(dir, 'catalog'), { recursive: true });
  const categoryHeader = [
    'slug',
    'name_en',
    'name_id',
    'name_ms',
    'description_en',
    'description_id',
    'description_ms',
    'icon',
    'color',
  ];
  writeFileSync(
    join(dir, 'catalog/categories.csv'),
    csv(
      categoryHeader,
      categories.map((c) => ({ ...c }) as unknown as Json),
    ),
  );
  const keys = mentorKeys(mentors);
  const mentorHeader = [
    'key',
    'name',
    'headline_en',
    'headline_id',
    'headline_ms',
    'bio_en',
    'bio_id',
    'bio_ms',
    'photo',
  ];
  writeFileSync(
    join(dir, 'catalog/mentors.csv'),
    csv(
      mentorHeader,
      mentors.map((m) => ({
        ...(m as unknown as Json),
        key: keys.get(m.id),
        photo: pictures.name(m.photo_media_id),
      })),
    ),
  );
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const curricula = await curriculaOf(db, t.id, pictures);
  writeJson(
    dir,
    'catalog/courses.json',
    courses.map((c) => {
      const row = c as unknown as Json;
      return compact({
        slug: c.slug,
        ...columns('title', L(row, 'title')),
        ...columns('subtitle', L(row, 'subtitle')),
        category: categorySlug.get(c.category_id),
        mentor: keys.get(c.mentor_id),
        price: Number(c.price),
        discount_price: c.discount_price === null ? undefined : Number(c.discount_price),
        ...columns('description', c.description),
        ...columns('what_you_learn', c.what_you_learn),
        ...columns('requirements', c.requirements),
        level: c.level,
        language: c.language,
        bootcamp: c.is_bootcamp,
        duration_minutes: curricula.has(c.id) ? undefined : c.duration_minutes,
        image: pictures.name(c.image_media_id),
        published_at: iso(c.published_at),
        updated_at: iso(c.updated_at),
        students_before: c.students_before,
      });
    }),
  );
  for (const c of courses) {
    const sections = curricula.get(c.id);
    if (sections) writeJson(dir, `catalog/curriculum/${c.slug}.json`, { sections });
  }
  writeJson(
    dir,
    'catalog/vouchers.json',
    vouchers.map((v) => voucherJsonOf(v, t.currency)),
  );
  return counts;
}

/** Every course's sections with their lessons and quizzes, as curriculum/<slug>.json holds them. */
async function curriculaOf(db: Db, tenantId: number, pictures: Pictures): Promise<Map<number, Json[]>> {
  // A text lesson's images (studio uploads, /media/<id>) become files of images/ like the rest.
  const body = (html: string) =>
    html.replace(/(<img\b[^>]*\bsrc=")\/media\/([0-9a-f-]{36})"/gi, (whole, head: string, id: string) => {
      const file = pictures.name(id);
      return file ? `${head}images/${file}"` : whole;
    });
  const [lessons, quizzes] = await Promise.all([q.lessonRows(db, tenantId), q.quizRows(db, tenantId)]);
  const quizOf = new Map(quizzes.map((x) => [x.lesson_id, x]));
  const out = new Map<number, Json[]>();
  const sectionOf = new Map<number, { lessons: Json[] }>();
  for (const l of lessons) {
    let section = sectionOf.get(l.section_id);
    if (!section) {
      section = { lessons: [] };
      sectionOf.set(l.section_id, section);
      const list = out.get(l.course_id) ?? [];
      list.push({
        title: loc({ en: l.section_title_en, id: l.section_title_id, ms: l.section_title_ms }),
        ...section,
      });
      out.set(l.course_id, list);
    }
    const quiz = quizOf.get(l.id);
    section.lessons.push(
      compact({
        title: loc({ en: l.title_en, id: l.title_id, ms: l.title_ms }),
        type: l.type,
        duration_minutes: Math.round(l.duration_seconds / 60),
        preview: l.is_preview,
        body: loc({ en: body(l.body_en), id: body(l.body_id), ms: body(l.body_ms) }),
        quiz: quiz && quizJsonOf(quiz),
      }),
    );
  }
  return out;
}

function quizJsonOf(quiz: q.QuizRow): Json {
  return compact({
    time_limit_seconds: quiz.time_limit_seconds,
    pass_mark: quiz.pass_mark,
    max_attempts: quiz.max_attempts ?? undefined,
    scoring: quiz.scoring,
    questions: quiz.questions.map((x) => {
      const base = { kind: x.kind, prompt: x.prompt };
      const explanation = x.explanation || undefined;
      if (x.kind === 'true_false')
        return compact({ ...base, answer: x.options[0]?.is_correct ?? true, explanation });
      if (x.kind === 'short_text') return compact({ ...base, accepted: x.accepted_answers, explanation });
      return compact({
        ...base,
        options: x.options.map((o) => ({ text: o.text, correct: o.is_correct })),
        explanation,
      });
    }),
  });
}

function voucherJsonOf(v: q.VoucherRow, currency: string): Json {
  const major = (minor: string | null) => (minor === null ? undefined : toMajor(Number(minor), currency));
  return compact({
    code: v.code,
    name: loc(v.name),
    description: loc(v.description),
    kind: v.kind,
    percent: v.percent === null ? undefined : Number(v.percent),
    amount: major(v.amount_minor),
    max_discount: major(v.max_discount_minor),
    min_purchase: major(v.min_purchase_minor),
    starts_at: iso(v.starts_at),
    ends_at: iso(v.ends_at),
    category: v.category ?? undefined,
    quota: v.quota ?? undefined,
    used: v.used_count,
    welcome: v.welcome,
    assigned_only: v.assigned_only,
  });
}

/** images/: the stored bytes of every picture the other files name. */
async function writeImages(db: Db, dir: string, tenantId: number, pictures: Pictures): Promise<number> {
  mkdirSync(join(dir, 'images'), { recursive: true });
  const media = await q.mediaRows(db, tenantId, [...pictures.used.keys()]);
  for (const m of media) writeFileSync(join(dir, 'images', pictures.used.get(m.id)!), Buffer.from(m.bytes));
  return media.length;
}
