import { z } from 'zod';
import { envelope, langQuery, pageMeta, textLang, type Locale } from '../envelope.ts';

/** The application code every public call carries in the `app_code` header (product §6, §9). */
export const APP_CODE_HEADER = 'app_code';

export const domainCheck = z.object({
  status: z.enum(['active']),
  company_name: z.string(),
});
export const domainCheckResponse = envelope(domainCheck);

/**
 * A block of rich text. Content is stored as blocks, not HTML, so it can never carry markup.
 * Records of content carry `text_lang` (envelope.ts) for their texts not in the asked language.
 */
export const contentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);
export type ContentBlock = z.infer<typeof contentBlock>;

export const contactItem = z.object({
  type: z.enum(['email', 'phone', 'address', 'whatsapp', 'hours']),
  label: z.string(),
  value: z.string(),
  text_lang: textLang,
});

export const general = z.object({
  company_name: z.string(),
  tagline: z.string(),
  file_path_logo: z.string(),
  file_path_favicon: z.string(),
  file_path_banner: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  address: z.string(),
  contributor_url: z.string(),
  social: z.array(z.object({ name: z.string(), url: z.string() })),
  list: z.array(contactItem),
  /** The tagline's language when it is not the one asked (envelope.ts textLang). */
  text_lang: textLang,
});
export type General = z.infer<typeof general>;

export const companyLogo = z.object({ company_name: z.string(), file_path_logo: z.string() });

export const theme = z.object({
  primary_color: z.string(),
  background_color: z.string(),
  accent_color: z.string(),
  text_color: z.string(),
});
export type Theme = z.infer<typeof theme>;

export const productSettings = z.object({
  singular_name: z.string(),
  plural_name: z.string(),
  currency: z.string(),
  default_locale: z.string(),
  /** The company's IANA time zone: dates it issues (certificates) are its days. */
  time_zone: z.string(),
  /**
   * Course pages (/education/:slug) are open to visitors, rendered on the server for search
   * engines; otherwise (the default) they need a login. Buying always does.
   */
  public_course_pages: z.boolean(),
});
export type ProductSettings = z.infer<typeof productSettings>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  cta_label: z.string(),
  cta_url: z.string(),
  body: z.array(contentBlock),
  text_lang: textLang,
});
export type Banner = z.infer<typeof banner>;

export const feature = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  text_lang: textLang,
});
export type Feature = z.infer<typeof feature>;

export const testimony = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  photo: z.string(),
  rating: z.number().int().min(1).max(5),
  text_lang: textLang,
});
export type Testimony = z.infer<typeof testimony>;

export const programme = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  duration: z.string(),
  level: z.string(),
  body: z.array(contentBlock),
  text_lang: textLang,
});
export type Programme = z.infer<typeof programme>;

export const page = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  updated_at: z.string(),
  body: z.array(contentBlock),
  text_lang: textLang,
});
export type Page = z.infer<typeof page>;

export const helpSection = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.array(contentBlock),
  text_lang: textLang,
});
export const helpPage = page.extend({ sections: z.array(helpSection) });
export type HelpPage = z.infer<typeof helpPage>;

export const faqItem = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  text_lang: textLang,
});
export type FaqItem = z.infer<typeof faqItem>;
export const faqQuery = langQuery.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
});

export const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  author: z.string(),
  published_at: z.string(),
  reading_minutes: z.number().int(),
  text_lang: textLang,
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const article = articleSummary.extend({ body: z.array(contentBlock) });
export type Article = z.infer<typeof article>;
export const articleListResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(articleSummary),
  meta: pageMeta,
});

/** Run-time configuration of the SPA, served by the API as /config.json (product §6, decision 12). */
export const runtimeConfig = z.object({
  API_URL: z.string(),
  LEARNING_URL: z.string(),
  LEARNING_BASIC_USER: z.string(),
  LEARNING_BASIC_PASSWORD: z.string(),
  GOOGLE_CLIENT_ID: z.string(),
  APP_CODE: z.string(),
  /** The platform's own support address, shown when a domain is unknown. */
  SUPPORT_EMAIL: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

/** Content calls whose answers the server may put into the page it serves (see BootPayload). */
export type BootContentKey = 'theme' | 'general' | 'product' | 'banner';

/**
 * What the server puts into index.html (`<script id="boot" type="application/json">`) so the
 * first screen waits for nothing but the domain check (product §1, still made by the SPA): the
 * run-time config (what /config.json answers) and, for an active tenant, the `data` of its
 * branding answers in the tenant's default language, keyed like the SPA's queries.
 */
export interface BootPayload {
  config: RuntimeConfig;
  locale: Locale;
  /** Server time (ms) the answers were read; the SPA treats them as fetched then. */
  at: number;
  content: Partial<Record<BootContentKey, unknown>>;
  /**
   * Set when #root holds the page rendered on the server: the answers that render used, keyed
   * like the SPA's queries, which the SPA puts into its cache before it hydrates that markup.
   */
  ssr?: { queries: { key: readonly unknown[]; data: unknown; at: number }[] };
}

export const pageKeys = [
  'about',
  'terms',
  'privacy',
  'refund',
  'cancellation',
  'corporate-solution',
  'career',
  'contact',
] as const;
export const pageKey = z.enum(pageKeys);
export type PageKey = z.infer<typeof pageKey>;
