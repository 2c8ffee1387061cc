import type { z } from 'zod';
import type { Localized } from '../../../db/schema/index.ts';
import type { FolderReader, TableRow } from './reader.ts';
import { categoryRow, courseRow, curriculumJson, mentorRow, voucherRow } from './schema.ts';
import { blocksOf, columnsOf, textColumns, type Columns, type Texts } from './texts.ts';
import type { FolderCategory, FolderCourse, FolderMentor, FolderVoucher, TenantFolder } from './types.ts';

type CourseRow = TableRow<z.output<typeof courseRow>>;
/** What the catalogue needs from tenant.json (absent when tenant.json itself is bad). */
interface CatalogTenant {
  currency: 'IDR' | 'MYR' | undefined;
  primaryColor: string | undefined;
}

/** Rows whose `column` repeats an earlier row's are reported and left out. */
function unique<T>(reader: FolderReader, rows: TableRow<T>[], column: keyof T & string, what: string) {
  const seen = new Set<string>();
  return rows.filter(({ row, file, field }) => {
    const k = String(row[column]);
    if (seen.has(k)) {
      reader.problem(file, `${what} "${k}" appears twice`, field(column));
      return false;
    }
    seen.add(k);
    return true;
  });
}

/**
 * The catalogue: categories and mentors first, then the courses that refer to them, each with
 * its curriculum (catalog/curriculum/<course slug>.json), then the vouchers. A folder without
 * catalog/ has none.
 */
export function readCatalog(
  reader: FolderReader,
  texts: Texts,
  tenant: CatalogTenant,
): TenantFolder['catalog'] {
  // A company may start with no catalogue and build it in the studio; a catalog/ folder is complete.
  if (!reader.has('catalog')) return { categories: [], mentors: [], courses: [], vouchers: [] };
  const { locale } = texts;
  const categoryRows = reader.table('categories', categoryRow);
  const mentorRows = reader.table('mentors', mentorRow);
  const courseRows = reader.table('courses', courseRow);
  const categories: FolderCategory[] = unique(reader, categoryRows, 'slug', 'category').map(({ row }) => ({
    slug: row.slug,
    name: columnsOf(row, 'name', locale, ''),
    description: columnsOf(row, 'description', locale, ''),
    icon: row.icon ?? 'book',
    color: row.color ?? tenant.primaryColor ?? '#0f766e',
  }));
  const mentors: FolderMentor[] = unique(reader, mentorRows, 'key', 'mentor').map(({ row, file, field }) => ({
    key: row.key,
    name: row.name,
    headline: columnsOf(row, 'headline', locale, ''),
    bio: columnsOf(row, 'bio', locale, ''),
    photo: reader.useImage(row.photo, `${file} ${field('photo')}`),
  }));
  const refs = {
    // Unknown references are only reported when the table they point into was read.
    categories: categoryRows.length ? new Set(categories.map((c) => c.slug)) : null,
    mentors: mentorRows.length ? new Set(mentors.map((m) => m.key)) : null,
  };
  const curricula = readCurricula(reader, texts);
  const courses: FolderCourse[] = [];
  for (const course of unique(reader, courseRows, 'slug', 'course')) {
    if (!courseIsSound(reader, course, refs, tenant.currency)) continue;
    courses.push(courseOf(reader, course, texts, curricula.get(course.row.slug) ?? []));
    curricula.delete(course.row.slug);
  }
  for (const slug of curricula.keys()) {
    reader.problem(`catalog/curriculum/${slug}.json`, `no course has the slug "${slug}"`);
  }
  const vouchers = readVouchers(reader, texts, tenant.currency, refs.categories);
  return { categories, mentors, courses, vouchers };
}

/** Rupiah amounts are whole; other currencies have at most two decimals. */
function amountProblem(value: number, currency: CatalogTenant['currency']) {
  if (currency === 'IDR' && !Number.isInteger(value)) return 'rupiah prices are whole numbers';
  if (Math.round(value * 100) !== value * 100) return 'has more than two decimals';
  return null;
}

/** catalog/vouchers.(json|csv), optional: codes unique, categories known, amounts in the currency. */
function readVouchers(
  reader: FolderReader,
  { L }: Texts,
  currency: CatalogTenant['currency'],
  categories: Set<string> | null,
): FolderVoucher[] {
  const rows = unique(reader, reader.table('vouchers', voucherRow, true), 'code', 'voucher');
  return rows.flatMap(({ row, file, field }) => {
    let ok = true;
    if (row.category && categories && !categories.has(row.category)) {
      reader.problem(file, `unknown category "${row.category}"`, field('category'));
      ok = false;
    }
    for (const name of ['amount', 'max_discount', 'min_purchase'] as const) {
      const problem = row[name] === undefined ? null : amountProblem(row[name], currency);
      if (problem) {
        reader.problem(file, problem, field(name));
        ok = false;
      }
    }
    if (!ok) return [];
    return [
      {
        code: row.code,
        name: L(row.name),
        description: L(row.description),
        kind: row.kind,
        percent: row.kind === 'percent' ? (row.percent ?? null) : null,
        amount: row.kind === 'fixed' ? (row.amount ?? null) : null,
        maxDiscount: row.max_discount ?? null,
        minPurchase: row.min_purchase,
        startsAt: row.starts_at ?? null,
        endsAt: row.ends_at ?? null,
        category: row.category ?? null,
        quota: row.quota ?? null,
        used: row.used,
        welcome: row.welcome,
        assignedOnly: row.assigned_only,
      },
    ];
  });
}

/** catalog/curriculum/*.json by course slug. */
/** A lesson body's images (`<img src="images/<name>">`, as export writes them) are the folder's images too. */
function lessonBody<T extends Record<string, string>>(reader: FolderReader, body: T, by: string): T {
  for (const html of Object.values(body))
    for (const m of html.matchAll(/<img\b[^>]*\bsrc="images\/([^"/]+)"/gi)) reader.useImage(m[1], by);
  return body;
}

function readCurricula(reader: FolderReader, { locale }: Texts) {
  const curricula = new Map<string, FolderCourse['sections']>();
  for (const file of reader.jsonFiles('catalog/curriculum')) {
    const c = reader.json(`catalog/curriculum/${file}`, curriculumJson);
    if (!c) continue;
    curricula.set(
      file.slice(0, -'.json'.length),
      c.sections.map((s) => ({
        title: textColumns(s.title, locale),
        lessons: s.lessons.map((l) => ({
          title: textColumns(l.title, locale),
          type: l.type,
          minutes: l.duration_minutes,
          preview: l.preview,
          body: lessonBody(reader, textColumns(l.body, locale), `catalog/curriculum/${file} lesson body`),
          quiz: l.quiz ?? null,
        })),
      })),
    );
  }
  return curricula;
}

/** A course's category and mentor exist, and its prices fit the currency; problems are reported. */
function courseIsSound(
  reader: FolderReader,
  { row, file, field }: CourseRow,
  refs: { categories: Set<string> | null; mentors: Set<string> | null },
  currency: CatalogTenant['currency'],
) {
  const listed = (set: Set<string>) => [...set].join(', ') || 'none';
  let ok = true;
  if (refs.categories && !refs.categories.has(row.category)) {
    reader.problem(
      file,
      `unknown category "${row.category}"; the categories are ${listed(refs.categories)}`,
      field('category'),
    );
    ok = false;
  }
  if (refs.mentors && !refs.mentors.has(row.mentor)) {
    reader.problem(
      file,
      `unknown mentor "${row.mentor}"; the mentors' keys are ${listed(refs.mentors)}`,
      field('mentor'),
    );
    ok = false;
  }
  for (const [name, value] of [
    ['price', row.price],
    ['discount_price', row.discount_price],
  ] as const) {
    const problem = value === undefined ? null : amountProblem(value, currency);
    if (problem) {
      reader.problem(file, problem, field(name));
      ok = false;
    }
  }
  return ok;
}

/** A course's list text (blocks, items) as stored: {"en": […]} and each other language written. */
function stored<T, U>(columns: Columns<T[] | undefined>, as: (list: T[]) => U[]): Localized<U[]> {
  const out: Localized<U[]> = { en: as(columns.en ?? []) };
  for (const l of ['id', 'ms'] as const) if (columns[l]) out[l] = as(columns[l]);
  return out;
}
const same = <T>(list: T[]) => list;

function courseOf(
  reader: FolderReader,
  { row, file, field }: CourseRow,
  { locale }: Texts,
  sections: FolderCourse['sections'],
): FolderCourse {
  const description = columnsOf<CourseRow['row']['description']>(row, 'description', locale, undefined);
  return {
    slug: row.slug,
    category: row.category,
    mentor: row.mentor,
    title: columnsOf(row, 'title', locale, ''),
    subtitle: columnsOf(row, 'subtitle', locale, ''),
    description: stored(description, blocksOf),
    whatYouLearn: stored(columnsOf<string[] | undefined>(row, 'what_you_learn', locale, undefined), same),
    requirements: stored(columnsOf<string[] | undefined>(row, 'requirements', locale, undefined), same),
    price: row.price,
    discountPrice: row.discount_price ?? null,
    level: row.level,
    language: row.language ?? locale,
    bootcamp: row.bootcamp,
    durationMinutes: sections.length
      ? sections.reduce((n, s) => n + s.lessons.reduce((m, l) => m + l.minutes, 0), 0)
      : (row.duration_minutes ?? 0),
    image: reader.useImage(row.image, `${file} ${field('image')}`),
    publishedAt: row.published_at ?? null,
    updatedAt: row.updated_at ?? null,
    studentsBefore: row.students_before,
    sections,
  };
}
