import { z } from 'zod';
import { courseLevels, lessonTypes } from '@app/contract/catalog/constants';
import { PRICE_PLACEHOLDER, PRICE_PLACEHOLDER_START } from '@app/contract/money';
import { isWellFormedHost } from '../../../lib/host.ts';

/**
 * The files of a tenant folder, as zod schemas (docs/tenant-folder.md is the prose version).
 * Objects are strict, so a misspelt field is reported instead of silently ignored.
 */

export const locales = ['en', 'id', 'ms'] as const;
export type FolderLocale = (typeof locales)[number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const text = z.string().trim().min(1);
const hex = z.string().regex(HEX, 'must be a colour like #0f766e');
/** The same rule as the database's slug checks (migrations/0003_catalog.sql). */
export const slug = z
  .string()
  .trim()
  .max(80)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case letters, digits and single dashes, like web-basics',
  )
  .refine((s) => /[a-z]/.test(s), 'must contain a letter');
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, 'must be an http(s) address');
/** An image is named by its file name in the folder's images/ directory. */
export const imageFile = z
  .string()
  .trim()
  .regex(
    /^[\w][\w.-]*\.(png|jpe?g|webp|svg)$/i,
    'must be the name of a file in images/ ending in .png, .jpg, .jpeg, .webp or .svg',
  );

/**
 * A text of the company's content, whose prices are written `{price:4800}` (docs/tenant-folder.md
 * "Prices in texts"): a placeholder the API could not read would show as it is, so it is refused.
 */
const contentText = text.refine(
  (s) => !s.replace(PRICE_PLACEHOLDER, '').includes(PRICE_PLACEHOLDER_START),
  'a price is written {price:4800} or {price:49.90}: an amount in the company’s currency, digits and at most two decimals',
);

/** A text in the company's default language, or per language: {"en": …, "id": …, "ms": …}. */
export const localized = z.union(
  [
    contentText,
    z
      .strictObject({ en: contentText.optional(), id: contentText.optional(), ms: contentText.optional() })
      .refine((o) => o.en ?? o.id ?? o.ms, 'give the text in at least one of en, id, ms'),
  ],
  {
    error: (iss) =>
      iss.input === undefined
        ? 'is required'
        : 'must be a text, or an object of texts by language {"en": …, "id": …, "ms": …}',
  },
);
export type LocalizedInput = z.infer<typeof localized>;

const block = z.union(
  [
    contentText,
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('h2'), text: contentText }),
      z.strictObject({ type: z.literal('p'), text: contentText }),
      z.strictObject({ type: z.literal('ul'), items: z.array(contentText).min(1) }),
    ]),
  ],
  {
    error:
      'must be a paragraph (a text), {"type": "h2", "text": …}, {"type": "p", "text": …} or {"type": "ul", "items": […]}',
  },
);
const blocks = z.array(block).min(1);
/** Rich text: a list of blocks in the default language, or one list per language. Never HTML. */
export const body = z.union(
  [
    blocks,
    z
      .strictObject({ en: blocks.optional(), id: blocks.optional(), ms: blocks.optional() })
      .refine((o) => o.en ?? o.id ?? o.ms, 'give the blocks in at least one of en, id, ms'),
  ],
  {
    error: (iss) =>
      iss.input === undefined
        ? 'is required'
        : 'must be a list of blocks, or an object of lists by language {"en": […], "id": […]}',
  },
);
export type BodyInput = z.infer<typeof body>;

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .refine(
    (host) => isWellFormedHost(host) && !/:\d+$/.test(host) && !host.startsWith('['),
    'must be a host name without scheme, path or port, like skills.example.com',
  );

/** A payment setting whose name suggests a secret must name an environment variable instead. */
const SECRET_NAME = /key|secret|token|password|private|signature/i;
const envRef = z.strictObject({
  env: z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name like BILLPLZ_API_KEY'),
});
const payment = z
  .strictObject({
    gateway: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be a short lower-case name like billplz or midtrans'),
    settings: z
      .record(
        z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'setting names are lower-case words joined by _'),
        z.union([z.string().trim().max(500), envRef], {
          error: 'must be a text, or {"env": "NAME"} naming the environment variable that holds it',
        }),
      )
      .default({}),
  })
  .superRefine((p, ctx) => {
    for (const [name, value] of Object.entries(p.settings)) {
      if (typeof value === 'string' && SECRET_NAME.test(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', name],
          message:
            'looks like a secret: give the name of the environment variable that holds it, {"env": "NAME"}, never the value',
        });
      }
    }
  });

export const tenantJson = z.preprocess(
  // `name` is accepted for `company_name`.
  (v) =>
    v && typeof v === 'object' && 'name' in v && !('company_name' in v)
      ? (({ name, ...rest }) => ({ ...rest, company_name: name }))(v as Record<string, unknown>)
      : v,
  z.strictObject({
    slug,
    company_name: text.max(120),
    tagline: localized.optional(),
    status: z.enum(['active', 'suspended']).default('active'),
    domains: z
      .array(domain)
      .min(1, 'needs at least one domain; the first is the primary one')
      .max(20)
      .refine((list) => new Set(list).size === list.length, 'lists a domain twice'),
    /** The contributors' studio (issue 24): a host of its own, not one of `domains`. */
    studio_domain: domain.optional(),
    colors: z.strictObject({ primary: hex, accent: hex, background: hex, text: hex }),
    currency: z.enum(['IDR', 'MYR']),
    default_language: z.enum(locales),
    /** IANA time zone; by default the capital's of the currency's country. */
    time_zone: z
      .string()
      .trim()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
        } catch {
          return false;
        }
      }, 'must be a time zone like Asia/Jakarta or Asia/Kuala_Lumpur')
      .optional(),
    tax_rate: z.number().min(0).max(99.99).default(0),
    /** Course pages open to visitors, rendered for search engines (docs/product.md §2); off by default. */
    public_course_pages: z.boolean().default(false),
    payment: payment.optional(),
    support: z.strictObject({
      email: z.email('must be an email address').max(254),
      phone: z.string().trim().max(40).default(''),
    }),
    address: z.string().trim().max(300).default(''),
    /** Opening hours shown in the contact list, e.g. Mon–Fri 09:00–18:00 (a text). */
    hours: localized.optional(),
    contributor_url: httpUrl.optional(),
    social: z
      .array(z.strictObject({ name: text.max(40), url: httpUrl }))
      .max(10)
      .default([]),
    product_noun: z.strictObject({ singular: localized, plural: localized }),
    images: z.strictObject({
      logo: imageFile,
      favicon: imageFile,
      /** The login page's picture; a generated one in the company's colours when left out. */
      banner: imageFile.optional(),
    }),
  }),
);
export type TenantJson = z.infer<typeof tenantJson>;

/** A path inside the web app (product §2) or an http(s) address. */
const link = z
  .string()
  .trim()
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/i, 'must be a path like /education or an http(s) address');

export const homeJson = z.strictObject({
  banners: z
    .array(
      z.strictObject({
        title: localized,
        subtitle: localized.optional(),
        image: imageFile,
        cta_label: localized.optional(),
        cta_url: link.optional(),
        body: body.optional(),
      }),
    )
    .default([]),
  features: z
    .array(
      z.strictObject({
        title: localized,
        description: localized,
        icon: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an icon name like certificate'),
      }),
    )
    .default([]),
  testimonies: z
    .array(
      z.strictObject({
        name: text.max(120),
        role: localized.optional(),
        quote: localized,
        photo: imageFile.optional(),
        rating: z.number().int().min(1).max(5).default(5),
      }),
    )
    .default([]),
  programmes: z
    .array(
      z.strictObject({
        title: localized,
        summary: localized,
        image: imageFile,
        duration: localized.optional(),
        level: localized.optional(),
        body: body.optional(),
      }),
    )
    .default([]),
});
export type HomeJson = z.infer<typeof homeJson>;

export const faqJson = z.array(
  z.strictObject({ category: localized, question: localized, answer: localized }),
);

const isoDate = z
  .string()
  .trim()
  .refine(
    (s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)),
    'must be a date like 2026-03-01',
  )
  .transform((s) => new Date(s));

/**
 * A moment of a catalogue row: a date like 2026-03-01, or relative to the day the folder is added,
 * "today", "12 days ago" or "in 30 days" (the demo companies' folders stay fresh that way).
 */
export type When = { at: Date } | { days: number };
const RELATIVE = /^(?:today|(\d{1,5}) days? ago|in (\d{1,5}) days?)$/i;
export const when = z
  .string()
  .trim()
  .refine(
    (s) => RELATIVE.test(s) || (/^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s))),
    'must be a date like 2026-03-01, or "today", "12 days ago" or "in 30 days"',
  )
  .transform((s): When => {
    const m = RELATIVE.exec(s);
    if (!m) return { at: new Date(s) };
    return { days: m[1] ? -Number(m[1]) : m[2] ? Number(m[2]) : 0 };
  });

export const articlesJson = z
  .array(
    z.strictObject({
      slug,
      title: localized,
      excerpt: localized,
      image: imageFile,
      author: text.max(120),
      published_at: isoDate,
      body,
    }),
  )
  .refine((list) => new Set(list.map((a) => a.slug)).size === list.length, 'two articles share a slug');

export const pageJson = z.strictObject({
  title: localized,
  summary: localized.optional(),
  image: imageFile.optional(),
  updated_at: isoDate.optional(),
  body,
  /** Help page only: its topics. */
  sections: z.array(z.strictObject({ title: localized, body })).optional(),
});
export type PageJson = z.infer<typeof pageJson>;

// Catalogue rows come from CSV (every cell a text) or JSON, so numbers, yes/no and lists are
// read from text as well. A text column holds the default language; `_en`, `_id` and `_ms`
// columns give English, Indonesian and Malay explicitly (a language left out reads English).

const number = z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a number');
const yesNo = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? ((
          { true: true, yes: true, '1': true, false: false, no: false, '0': false } as Record<string, boolean>
        )[v.toLowerCase()] ?? v)
      : v,
  z.boolean({ error: 'must be true or false' }),
);
/** A list: an array in JSON, items separated by ";" in CSV. */
const list = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\s*;\s*/).filter(Boolean) : v),
  z.array(text).max(20),
);
/** Rich text from a catalogue row: blocks, or a text whose blank lines separate paragraphs. */
const paragraphs = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : v,
  blocks,
);

const withText = <T extends Record<string, unknown>>(row: T, field: string) =>
  [field, `${field}_en`, `${field}_id`, `${field}_ms`].some((column) => row[column] !== undefined);

export const categoryRow = z
  .strictObject({
    slug,
    name: text.max(120).optional(),
    name_en: text.max(120).optional(),
    name_id: text.max(120).optional(),
    name_ms: text.max(120).optional(),
    description: text.max(500).optional(),
    description_en: text.max(500).optional(),
    description_id: text.max(500).optional(),
    description_ms: text.max(500).optional(),
    icon: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be an icon name like chart')
      .optional(),
    color: hex.optional(),
  })
  .refine((r) => withText(r, 'name'), { message: 'is required', path: ['name'] });
export type CategoryRow = z.infer<typeof categoryRow>;

export const mentorRow = z.strictObject({
  /** How courses refer to the mentor. */
  key: slug,
  name: text.max(120),
  headline: text.max(200).optional(),
  headline_en: text.max(200).optional(),
  headline_id: text.max(200).optional(),
  headline_ms: text.max(200).optional(),
  bio: text.max(2000).optional(),
  bio_en: text.max(2000).optional(),
  bio_id: text.max(2000).optional(),
  bio_ms: text.max(2000).optional(),
  photo: imageFile.optional(),
});
export type MentorRow = z.infer<typeof mentorRow>;

export const courseRow = z
  .strictObject({
    slug,
    title: text.max(200).optional(),
    title_en: text.max(200).optional(),
    title_id: text.max(200).optional(),
    title_ms: text.max(200).optional(),
    subtitle: text.max(300).optional(),
    subtitle_en: text.max(300).optional(),
    subtitle_id: text.max(300).optional(),
    subtitle_ms: text.max(300).optional(),
    category: text,
    mentor: text,
    price: number.pipe(z.number().min(0).max(9_999_999_999)),
    discount_price: number.pipe(z.number().min(0)).optional(),
    description: paragraphs.optional(),
    description_en: paragraphs.optional(),
    description_id: paragraphs.optional(),
    description_ms: paragraphs.optional(),
    what_you_learn: list.optional(),
    what_you_learn_en: list.optional(),
    what_you_learn_id: list.optional(),
    what_you_learn_ms: list.optional(),
    requirements: list.optional(),
    requirements_en: list.optional(),
    requirements_id: list.optional(),
    requirements_ms: list.optional(),
    level: z.enum(courseLevels).default('all'),
    language: z.enum(locales).optional(),
    bootcamp: yesNo.default(false),
    /** Used when the course has no curriculum file (which sums its lessons instead). */
    duration_minutes: number.pipe(z.number().int().min(0).max(100_000)).optional(),
    image: imageFile.optional(),
    /** When it was published (the newest first in the catalogue); by default the file's order. */
    published_at: when.optional(),
    updated_at: when.optional(),
    /** Learners from before this platform; enrolments here add to it. */
    students_before: number.pipe(z.number().int().min(0).max(100_000_000)).default(0),
  })
  .refine((r) => withText(r, 'title'), { message: 'is required', path: ['title'] })
  .refine((r) => r.discount_price === undefined || r.discount_price < r.price, {
    message: 'must be less than price',
    path: ['discount_price'],
  });
export type CourseRow = z.infer<typeof courseRow>;

const catalogText = z.union(
  [
    text,
    z
      .strictObject({ en: text.optional(), id: text.optional(), ms: text.optional() })
      .refine((o) => o.en ?? o.id ?? o.ms, 'give the text in at least one of en, id, ms'),
  ],
  {
    error: (iss) =>
      iss.input === undefined ? 'is required' : 'must be a text, or {"en": …, "id": …, "ms": …}',
  },
);

/**
 * A quiz lesson's questions, in the course's language (a quiz is content, like its videos). A
 * choice question marks its right options; true/false gives the answer; a short text the answers
 * that count.
 */
const question = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.enum(['single', 'multiple']),
      prompt: text.max(2000),
      options: z
        .array(z.strictObject({ text: text.max(500), correct: z.boolean().default(false) }))
        .min(2)
        .max(10)
        .refine((list) => list.some((o) => o.correct), 'mark at least one option "correct": true'),
      explanation: z.string().trim().max(2000).default(''),
    }),
    z.strictObject({
      kind: z.literal('true_false'),
      prompt: text.max(2000),
      answer: z.boolean({ error: 'must be true or false' }),
      explanation: z.string().trim().max(2000).default(''),
    }),
    z.strictObject({
      kind: z.literal('short_text'),
      prompt: text.max(2000),
      accepted: z.array(text.max(200)).min(1).max(20),
      explanation: z.string().trim().max(2000).default(''),
    }),
  ],
  { error: 'must have a "kind": single, multiple, true_false or short_text' },
);
export type QuestionJson = z.output<typeof question>;

const quiz = z.strictObject({
  time_limit_seconds: z.number().int().min(30).max(86_400).default(600),
  /** Percent of the points needed to pass. */
  pass_mark: z.number().int().min(0).max(100).default(70),
  /** Attempts a learner may start; left out: as many as they like. */
  max_attempts: z.number().int().min(1).max(100).optional(),
  /** How a multiple-choice question scores: all its options right, or right picks less wrong picks. */
  scoring: z.enum(['all_or_nothing', 'partial']).default('all_or_nothing'),
  questions: z.array(question).min(1).max(100),
});
export type QuizJson = z.output<typeof quiz>;

/** catalog/curriculum/<course slug>.json: the course's sections and lessons. */
export const curriculumJson = z.strictObject({
  sections: z
    .array(
      z.strictObject({
        title: catalogText,
        lessons: z
          .array(
            z
              .strictObject({
                title: catalogText,
                type: z.enum(lessonTypes).default('video'),
                duration_minutes: z.number().int().min(0).max(1440).default(0),
                preview: z.boolean().default(false),
                body: catalogText.optional(),
                quiz: quiz.optional(),
              })
              .refine((l) => l.quiz === undefined || l.type === 'quiz', {
                message: 'only a lesson of type "quiz" has questions',
                path: ['quiz'],
              }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type CurriculumJson = z.infer<typeof curriculumJson>;

const amount = z.number().positive().max(9_999_999_999);
/**
 * catalog/vouchers.json: the company's vouchers (docs/product.md §14). Amounts are in the
 * company's currency; `category` names a category's slug.
 */
export const voucherRow = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,40}$/, 'must be letters, digits and dashes, like HEMAT20'),
    name: localized,
    description: localized.optional(),
    kind: z.enum(['percent', 'fixed']),
    percent: z.number().positive().max(100).optional(),
    amount: amount.optional(),
    /** The cap of a percent voucher. */
    max_discount: amount.optional(),
    min_purchase: z.number().min(0).max(9_999_999_999).default(0),
    starts_at: when.optional(),
    ends_at: when.optional(),
    category: slug.optional(),
    /** Uses for everyone; left out: no limit. */
    quota: z.number().int().positive().optional(),
    /** Uses from before this platform. */
    used: z.number().int().min(0).default(0),
    /** Given to every new account at registration. */
    welcome: z.boolean().default(false),
    /** Only those it is given to may use it. */
    assigned_only: z.boolean().default(false),
  })
  .refine((v) => v.kind !== 'percent' || v.percent !== undefined, {
    message: 'a percent voucher needs its percent',
    path: ['percent'],
  })
  .refine((v) => v.kind !== 'fixed' || v.amount !== undefined, {
    message: 'a fixed voucher needs its amount',
    path: ['amount'],
  });
export type VoucherRow = z.output<typeof voucherRow>;
