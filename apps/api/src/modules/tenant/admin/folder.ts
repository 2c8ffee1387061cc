import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import type { ContentBlock } from '@app/contract/tenant/schemas';
import { pageKeys } from '@app/contract/tenant/schemas';
import type { Localized, PaymentConfig } from '../../../db/schema/index.ts';
import {
  checkImage,
  ImageRejected,
  prepareImage,
  type ImageInfo,
  type PreparedImage,
} from '../../../lib/images.ts';
import { CsvError, parseCsv } from './csv.ts';
import {
  articlesJson,
  categoryRow,
  courseRow,
  curriculumJson,
  faqJson,
  homeJson,
  mentorRow,
  pageJson,
  tenantJson,
  type BodyInput,
  type FolderLocale,
  type LocalizedInput,
} from './schema.ts';

/**
 * Reads and checks a tenant folder (docs/tenant-folder.md) without touching the database: every
 * file against its schema, references between files (a course's category and mentor, image file
 * names), and every image by its bytes, which are also converted here (lib/images.ts). Problems
 * are collected across all files and reported together, each naming its file and field.
 */

export interface FolderIssue {
  file: string;
  /** The field, or the CSV line and column. */
  where?: string;
  message: string;
}

export const formatIssue = (i: FolderIssue) => `${i.file}${i.where ? `: ${i.where}` : ''}: ${i.message}`;

export class FolderInvalid extends Error {
  constructor(readonly issues: FolderIssue[]) {
    super(
      `The folder has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  }
}

export interface FolderCategory {
  slug: string;
  name: [en: string, id: string];
  description: [en: string, id: string];
  icon: string;
  color: string;
}

export interface FolderMentor {
  key: string;
  name: string;
  headline: [en: string, id: string];
  bio: [en: string, id: string];
  photo: string | null;
}

export interface FolderLesson {
  title: [en: string, id: string];
  type: 'video' | 'text' | 'pdf' | 'quiz';
  minutes: number;
  preview: boolean;
  body: [en: string, id: string];
}

export interface FolderCourse {
  slug: string;
  category: string;
  mentor: string;
  title: [en: string, id: string];
  subtitle: [en: string, id: string];
  description: Localized<ContentBlock[]>;
  whatYouLearn: Localized<string[]>;
  requirements: Localized<string[]>;
  price: number;
  discountPrice: number | null;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  language: string;
  bootcamp: boolean;
  durationMinutes: number;
  image: string | null;
  sections: { title: [en: string, id: string]; lessons: FolderLesson[] }[];
}

export interface FolderPage {
  key: string;
  title: Localized;
  summary: Localized;
  image: string | null;
  updatedAt: Date;
  body: Localized<ContentBlock[]>;
  sections?: { title: Localized; body: Localized<ContentBlock[]> }[];
}

export interface TenantFolder {
  dir: string;
  tenant: {
    slug: string;
    companyName: string;
    tagline: Localized;
    status: 'active' | 'suspended';
    domains: string[];
    colors: { primary: string; accent: string; background: string; text: string };
    currency: 'IDR' | 'MYR';
    defaultLocale: FolderLocale;
    taxRate: number;
    payment: PaymentConfig;
    supportEmail: string;
    supportPhone: string;
    address: string;
    hours: string | null;
    contributorUrl: string;
    social: { name: string; url: string }[];
    singularName: Localized;
    pluralName: Localized;
    logo: string;
    favicon: string;
    banner: string | null;
  };
  /** Every referenced image, checked and converted, by file name. */
  images: Map<string, PreparedImage>;
  home: {
    banners: {
      title: Localized;
      subtitle: Localized;
      image: string;
      ctaLabel: Localized;
      ctaUrl: string;
      body: Localized<ContentBlock[]>;
    }[];
    features: { title: Localized; description: Localized; icon: string }[];
    testimonies: { name: string; role: Localized; quote: Localized; photo: string | null; rating: number }[];
    programmes: {
      title: Localized;
      summary: Localized;
      image: string;
      duration: Localized;
      level: Localized;
      body: Localized<ContentBlock[]>;
    }[];
  };
  faq: { category: Localized; question: Localized; answer: Localized }[];
  articles: {
    slug: string;
    title: Localized;
    excerpt: Localized;
    image: string;
    author: string;
    publishedAt: Date;
    body: Localized<ContentBlock[]>;
  }[];
  pages: FolderPage[];
  catalog: { categories: FolderCategory[]; mentors: FolderMentor[]; courses: FolderCourse[] };
}

/** The content pages a folder may hold: product §2's pages plus the help page. */
export const PAGE_KEYS = [...pageKeys, 'help'] as const;

const words: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list […]',
  object: 'an object {…}',
};

/** zod's issues as "field: message" in plain words; a union reports the branch that was meant. */
function explain(
  issues: z.core.$ZodIssue[],
  base: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union') {
      // The branches that failed for more than the value's type are the ones the author meant.
      const meant = issue.errors.filter(
        (branch) =>
          !(branch.length === 1 && branch[0]!.path.length === 0 && branch[0]!.code === 'invalid_type'),
      );
      if (meant.length === 1 && !issue.message.startsWith('is required')) return explain(meant[0]!, path);
      // A discriminated union names the values it expected: "… Expected 'h2' | 'p' | 'ul'".
      const expected = /Expected (.+)$/.exec(issue.message)?.[1];
      if (expected) return [{ path, message: `must be one of ${expected.split(' | ').join(', ')}` }];
      return [{ path, message: issue.message }];
    }
    // zod's own wording is replaced; messages written in schema.ts are kept.
    if (!/^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message))
      return [{ path, message: issue.message }];
    switch (issue.code) {
      case 'invalid_type':
        return [{ path, message: `must be ${words[issue.expected] ?? issue.expected}` }];
      case 'too_small':
        return [
          {
            path,
            message:
              issue.origin === 'string'
                ? 'must not be empty'
                : issue.origin === 'array'
                  ? `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
                  : `must be at least ${issue.minimum}`,
          },
        ];
      case 'too_big':
        return [
          {
            path,
            message:
              issue.origin === 'string'
                ? `is longer than ${issue.maximum} characters`
                : issue.origin === 'array'
                  ? `has more than ${issue.maximum} items`
                  : `must be at most ${issue.maximum}`,
          },
        ];
      case 'invalid_value':
        return [{ path, message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` }];
      case 'unrecognized_keys':
        return [
          {
            path,
            message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
          },
        ];
      default:
        return [{ path, message: issue.message }];
    }
  });
}

const fieldPath = (path: PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');

/** Missing fields read "is required" rather than zod's type message. */
const required = {
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : undefined),
};

/** Localised text as stored: {"en": …, …}; English is the fallback every reader uses. */
export function localizedOf(value: LocalizedInput | undefined, locale: FolderLocale): Localized {
  if (value === undefined) return { en: '' };
  if (typeof value === 'string') return { en: value };
  const out: Partial<Record<FolderLocale, string>> = {};
  for (const l of ['en', 'id', 'ms'] as const) if (value[l]) out[l] = value[l];
  return { ...out, en: out.en ?? out[locale] ?? out.id ?? out.ms ?? '' };
}

const blocksOf = (list: (string | ContentBlock)[]): ContentBlock[] =>
  list.map((b) => (typeof b === 'string' ? { type: 'p', text: b } : b));

/** Rich text as stored: one list of blocks per language, English the fallback. */
export function bodyOf(value: BodyInput | undefined, locale: FolderLocale): Localized<ContentBlock[]> {
  if (value === undefined) return { en: [] };
  if (Array.isArray(value)) return { en: blocksOf(value) };
  const out: Partial<Record<FolderLocale, ContentBlock[]>> = {};
  for (const l of ['en', 'id', 'ms'] as const) if (value[l]) out[l] = blocksOf(value[l]);
  return { ...out, en: out.en ?? out[locale] ?? out.id ?? out.ms ?? [] };
}

/**
 * A catalogue text as its English and Indonesian columns: `field` is in the default language,
 * `field_en` and `field_id` are explicit. English always gets something (the SQL falls back to it).
 */
function pair<T>(row: Record<string, unknown>, field: string, locale: FolderLocale, none: T): [T, T] {
  const base = row[field] as T | undefined;
  const en = row[`${field}_en`] as T | undefined;
  const id = row[`${field}_id`] as T | undefined;
  return [en ?? base ?? id ?? none, id ?? (locale === 'id' ? base : undefined) ?? none];
}

const textPair = (
  value: string | { en?: string; id?: string } | undefined,
  locale: FolderLocale,
): [string, string] =>
  value === undefined
    ? ['', '']
    : typeof value === 'string'
      ? [value, locale === 'id' ? value : '']
      : [value.en ?? value.id ?? '', value.id ?? ''];

/** Runs `fn` over `items` with at most `limit` at a time (image conversion is CPU-bound). */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item);
    }),
  );
}

export interface LoadOptions {
  /**
   * Problems the database would raise (a slug or domain that is taken), asked once the folder
   * itself is sound and before the slow image conversion, so they are reported at once.
   */
  conflicts?: (tenant: TenantFolder['tenant']) => Promise<FolderIssue[]>;
}

export async function loadTenantFolder(folder: string, options: LoadOptions = {}): Promise<TenantFolder> {
  const dir = resolve(folder);
  const issues: FolderIssue[] = [];
  const problem = (file: string, message: string, where?: string) =>
    issues.push({ file, message, ...(where ? { where } : {}) });

  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new FolderInvalid([{ file: folder, message: 'is not a folder' }]);
  }
  const has = (file: string) => existsSync(join(dir, file));

  /** The parsed content of a JSON file, or undefined (with the problem recorded). */
  function readJson(file: string): unknown {
    try {
      return JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problem(file, `is not valid JSON (${(error as Error).message})`);
      return undefined;
    }
  }

  /** A JSON file checked against its schema, or undefined (with its problems recorded). */
  function json<S extends z.ZodType>(file: string, schema: S, optional = false): z.output<S> | undefined {
    if (!has(file)) {
      if (!optional) problem(file, 'is missing');
      return undefined;
    }
    const data = readJson(file);
    if (data === undefined) return undefined;
    const parsed = schema.safeParse(data, required);
    if (parsed.success) return parsed.data;
    for (const { path, message } of explain(parsed.error.issues))
      problem(file, message, fieldPath(path) || undefined);
    return undefined;
  }

  /** Rows of a catalogue table from <name>.csv or <name>.json, each checked against `schema`. */
  function table<S extends z.ZodObject>(name: string, schema: S, optional = false) {
    const csv = `catalog/${name}.csv`;
    const jsonFile = `catalog/${name}.json`;
    if (has(csv) && has(jsonFile)) {
      problem(`catalog/${name}`, `give either ${name}.csv or ${name}.json, not both`);
      return [];
    }
    /** A row, with how to name one of its fields in a message ("line 4, column price", "[3].price"). */
    const rows: { row: z.output<S>; file: string; field: (name: string) => string }[] = [];
    const check = (file: string, data: unknown, where: (path: PropertyKey[]) => string) => {
      const parsed = schema.safeParse(data, required);
      if (parsed.success) rows.push({ row: parsed.data, file, field: (name) => where([name]) });
      else for (const { path, message } of explain(parsed.error.issues)) problem(file, message, where(path));
    };
    if (has(csv)) {
      let columns: string[];
      let records;
      try {
        ({ columns, records } = parseCsv(readFileSync(join(dir, csv), 'utf8')));
      } catch (error) {
        if (error instanceof CsvError) problem(csv, error.message, `line ${error.line}`);
        else throw error;
        return [];
      }
      // A misspelt column is reported once, at the header; its cells are left out of the rows.
      const known = Object.keys(schema.shape);
      const unknown = columns.filter((c) => !known.includes(c));
      if (unknown.length > 0) {
        problem(
          csv,
          `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}; the columns are ${known.join(', ')}`,
          'line 1',
        );
      }
      for (const { line, cells } of records) {
        for (const column of unknown) delete cells[column];
        check(csv, cells, (path) =>
          path.length ? `line ${line}, column ${String(path[0])}${fieldPath(path.slice(1))}` : `line ${line}`,
        );
      }
    } else if (has(jsonFile)) {
      const data = readJson(jsonFile);
      if (data === undefined) return [];
      if (!Array.isArray(data)) {
        problem(jsonFile, 'must be a list […] of objects');
        return [];
      }
      data.forEach((item, i) => check(jsonFile, item, (path) => fieldPath([i, ...path])));
    } else if (!optional) {
      problem(csv, `is missing (or give ${name}.json)`);
    }
    return rows;
  }

  // Which file and field named each image, for the message when the image is missing or bad.
  const imageRefs = new Map<string, string>();
  const useImage = (name: string | undefined, by: string) => {
    if (name && !imageRefs.has(name)) imageRefs.set(name, by);
    return name ?? null;
  };

  const t = json('tenant.json', tenantJson);
  const locale: FolderLocale = t?.default_language ?? 'en';
  const L = (v: LocalizedInput | undefined) => localizedOf(v, locale);
  const B = (v: BodyInput | undefined) => bodyOf(v, locale);

  const tenant: TenantFolder['tenant'] | undefined = t && {
    slug: t.slug,
    companyName: t.company_name,
    tagline: L(t.tagline),
    status: t.status,
    domains: t.domains,
    colors: t.colors,
    currency: t.currency,
    defaultLocale: t.default_language,
    taxRate: t.tax_rate,
    payment: t.payment ?? {},
    supportEmail: t.support.email,
    supportPhone: t.support.phone,
    address: t.address,
    hours: t.hours ?? null,
    contributorUrl: t.contributor_url ?? '',
    social: t.social,
    singularName: L(t.product_noun.singular),
    pluralName: L(t.product_noun.plural),
    logo: useImage(t.images.logo, 'tenant.json images.logo')!,
    favicon: useImage(t.images.favicon, 'tenant.json images.favicon')!,
    banner: useImage(t.images.banner, 'tenant.json images.banner'),
  };

  const h = json('home.json', homeJson, true);
  const home: TenantFolder['home'] = {
    banners: (h?.banners ?? []).map((b, i) => ({
      title: L(b.title),
      subtitle: L(b.subtitle),
      image: useImage(b.image, `home.json banners[${i}].image`)!,
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
      photo: useImage(x.photo, `home.json testimonies[${i}].photo`),
      rating: x.rating,
    })),
    programmes: (h?.programmes ?? []).map((p, i) => ({
      title: L(p.title),
      summary: L(p.summary),
      image: useImage(p.image, `home.json programmes[${i}].image`)!,
      duration: L(p.duration),
      level: L(p.level),
      body: B(p.body),
    })),
  };
  const faq = (json('faq.json', faqJson, true) ?? []).map((f) => ({
    category: L(f.category),
    question: L(f.question),
    answer: L(f.answer),
  }));
  const articles = (json('articles.json', articlesJson, true) ?? []).map((a, i) => ({
    slug: a.slug,
    title: L(a.title),
    excerpt: L(a.excerpt),
    image: useImage(a.image, `articles.json [${i}].image`)!,
    author: a.author,
    publishedAt: a.published_at,
    body: B(a.body),
  }));

  const pages: FolderPage[] = [];
  if (has('pages')) {
    for (const file of readdirSync(join(dir, 'pages')).sort()) {
      if (!file.endsWith('.json')) continue;
      const key = file.slice(0, -'.json'.length);
      if (!(PAGE_KEYS as readonly string[]).includes(key)) {
        problem(
          `pages/${file}`,
          `is not a known page; page files are ${PAGE_KEYS.map((k) => `${k}.json`).join(', ')}`,
        );
        continue;
      }
      const p = json(`pages/${file}`, pageJson);
      if (!p) continue;
      if (p.sections && key !== 'help')
        problem(`pages/${file}`, 'only the help page has sections', 'sections');
      pages.push({
        key,
        title: L(p.title),
        summary: L(p.summary),
        image: useImage(p.image, `pages/${file} image`),
        updatedAt: p.updated_at ?? new Date(),
        body: B(p.body),
        ...(key === 'help'
          ? { sections: (p.sections ?? []).map((s) => ({ title: L(s.title), body: B(s.body) })) }
          : {}),
      });
    }
  }

  // The catalogue: categories and mentors first, then courses that refer to them.
  const categoryRows = table('categories', categoryRow);
  const mentorRows = table('mentors', mentorRow);
  const courseRows = table('courses', courseRow);
  const unique = <T>(
    rows: { row: T; file: string; field: (name: string) => string }[],
    column: keyof T & string,
    what: string,
  ) => {
    const seen = new Set<string>();
    return rows.filter(({ row, file, field }) => {
      const k = String(row[column]);
      if (seen.has(k)) {
        problem(file, `${what} "${k}" appears twice`, field(column));
        return false;
      }
      seen.add(k);
      return true;
    });
  };
  const categories: FolderCategory[] = unique(categoryRows, 'slug', 'category').map(({ row }) => ({
    slug: row.slug,
    name: pair(row, 'name', locale, ''),
    description: pair(row, 'description', locale, ''),
    icon: row.icon ?? 'book',
    color: row.color ?? t?.colors.primary ?? '#0f766e',
  }));
  const mentors: FolderMentor[] = unique(mentorRows, 'key', 'mentor').map(({ row, file, field }) => ({
    key: row.key,
    name: row.name,
    headline: pair(row, 'headline', locale, ''),
    bio: pair(row, 'bio', locale, ''),
    photo: useImage(row.photo, `${file} ${field('photo')}`),
  }));
  const categorySlugs = new Set(categories.map((c) => c.slug));
  const mentorKeys = new Set(mentors.map((m) => m.key));
  const listed = (set: Set<string>) => [...set].join(', ') || 'none';

  const curricula = new Map<string, FolderCourse['sections']>();
  if (has('catalog/curriculum')) {
    for (const file of readdirSync(join(dir, 'catalog/curriculum')).sort()) {
      if (!file.endsWith('.json')) continue;
      const c = json(`catalog/curriculum/${file}`, curriculumJson);
      if (!c) continue;
      curricula.set(
        file.slice(0, -'.json'.length),
        c.sections.map((s) => ({
          title: textPair(s.title, locale),
          lessons: s.lessons.map((l) => ({
            title: textPair(l.title, locale),
            type: l.type,
            minutes: l.duration_minutes,
            preview: l.preview,
            body: textPair(l.body, locale),
          })),
        })),
      );
    }
  }

  const courses: FolderCourse[] = [];
  for (const { row, file, field } of unique(courseRows, 'slug', 'course')) {
    let ok = true;
    if (categoryRows.length && !categorySlugs.has(row.category)) {
      problem(
        file,
        `unknown category "${row.category}"; the categories are ${listed(categorySlugs)}`,
        field('category'),
      );
      ok = false;
    }
    if (mentorRows.length && !mentorKeys.has(row.mentor)) {
      problem(
        file,
        `unknown mentor "${row.mentor}"; the mentors' keys are ${listed(mentorKeys)}`,
        field('mentor'),
      );
      ok = false;
    }
    const currency = t?.currency;
    for (const [name, value] of [
      ['price', row.price],
      ['discount_price', row.discount_price],
    ] as const) {
      if (value === undefined) continue;
      if (currency === 'IDR' && !Number.isInteger(value)) {
        problem(file, 'rupiah prices are whole numbers', field(name));
        ok = false;
      } else if (Math.round(value * 100) !== value * 100) {
        problem(file, 'has more than two decimals', field(name));
        ok = false;
      }
    }
    if (!ok) continue;
    const sections = curricula.get(row.slug) ?? [];
    curricula.delete(row.slug);
    const [descEn, descId] = pair<ContentBlock[] | undefined>(row, 'description', locale, undefined);
    const [learnEn, learnId] = pair<string[] | undefined>(row, 'what_you_learn', locale, undefined);
    const [reqEn, reqId] = pair<string[] | undefined>(row, 'requirements', locale, undefined);
    courses.push({
      slug: row.slug,
      category: row.category,
      mentor: row.mentor,
      title: pair(row, 'title', locale, ''),
      subtitle: pair(row, 'subtitle', locale, ''),
      description: { en: blocksOf(descEn ?? []), ...(descId ? { id: blocksOf(descId) } : {}) },
      whatYouLearn: { en: learnEn ?? [], ...(learnId ? { id: learnId } : {}) },
      requirements: { en: reqEn ?? [], ...(reqId ? { id: reqId } : {}) },
      price: row.price,
      discountPrice: row.discount_price ?? null,
      level: row.level,
      language: row.language ?? locale,
      bootcamp: row.bootcamp,
      durationMinutes: sections.length
        ? sections.reduce((n, s) => n + s.lessons.reduce((m, l) => m + l.minutes, 0), 0)
        : (row.duration_minutes ?? 0),
      image: useImage(row.image, `${file} ${field('image')}`),
      sections,
    });
  }
  for (const slug of curricula.keys()) {
    problem(`catalog/curriculum/${slug}.json`, `no course has the slug "${slug}"`);
  }

  // Images: each referenced file must exist and be a real image (checked from its header, which
  // is fast); they are converted only once everything else is in order.
  const checked = new Map<string, { bytes: Buffer; info: ImageInfo }>();
  const imageProblems = new Map<string, string>();
  await pool([...imageRefs.keys()], 4, async (name) => {
    if (!has(`images/${name}`)) {
      imageProblems.set(name, 'is missing');
      return;
    }
    const bytes = readFileSync(join(dir, 'images', name));
    try {
      checked.set(name, { bytes, info: await checkImage(bytes) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      imageProblems.set(name, error.message);
    }
  });
  // In the order the files name them, whichever check finished first.
  for (const [name, by] of imageRefs) {
    const message = imageProblems.get(name);
    if (message) problem(`images/${name}`, `${message} (named in ${by})`);
  }
  if (issues.length === 0 && tenant && options.conflicts) issues.push(...(await options.conflicts(tenant)));
  if (issues.length > 0 || !tenant) throw new FolderInvalid(issues);

  const images = new Map<string, PreparedImage>();
  await pool([...checked.keys()], 2, async (name) => {
    const { bytes, info } = checked.get(name)!;
    try {
      images.set(name, await prepareImage(bytes, info));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      problem(`images/${name}`, `${error.message} (named in ${imageRefs.get(name)})`);
    }
  });
  if (issues.length > 0 || !tenant) throw new FolderInvalid(issues);
  return { dir, tenant, images, home, faq, articles, pages, catalog: { categories, mentors, courses } };
}
