import {
  boolean,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Localised text: {"en": "…", "id": "…"}; the API picks one by `lang`. */
export type Localized<T = string> = Partial<Record<'en' | 'id' | 'ms', T>> & { en: T };

export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  tenantId: integer('tenant_id'),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  /** Pixel size of raster images that have variants; null otherwise. */
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** WebP and AVIF copies of a raster image at a few widths (migrations/0007_media_variants.sql). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id').notNull(),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] })],
);

/**
 * A payment setting: a plain value, or the name of the environment variable holding a secret
 * (the secret itself is never stored).
 */
export type PaymentSetting = string | { env: string };
export interface PaymentConfig {
  gateway?: string;
  settings?: Record<string, PaymentSetting>;
}

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The domain that links in mails point at; one of the tenant's domains. */
  primaryHost: text('primary_host').notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  companyName: text('company_name').notNull(),
  tagline: jsonb('tagline').$type<Localized>().notNull(),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  contributorUrl: text('contributor_url').notNull().default(''),
  social: jsonb('social').$type<{ name: string; url: string }[]>().notNull(),
  contactList: jsonb('contact_list')
    .$type<
      {
        type: 'email' | 'phone' | 'address' | 'whatsapp' | 'hours';
        label: Localized;
        value: string | Localized;
      }[]
    >()
    .notNull(),
  primaryColor: text('primary_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  accentColor: text('accent_color').notNull(),
  textColor: text('text_color').notNull(),
  logoMediaId: uuid('logo_media_id'),
  faviconMediaId: uuid('favicon_media_id'),
  loginBannerMediaId: uuid('login_banner_media_id'),
  singularName: jsonb('singular_name').$type<Localized>().notNull(),
  pluralName: jsonb('plural_name').$type<Localized>().notNull(),
  currency: text('currency').notNull().default('IDR'),
  defaultLocale: text('default_locale').notNull().default('id'),
  /** IANA time zone (migrations/0022_tenant_time_zone.sql). */
  timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
  /** Visitors see course pages without a login (migrations/0026_public_course_pages.sql). */
  publicCoursePages: boolean('public_course_pages').notNull().default(false),
  /** Sales tax in percent (migrations/0009_tenant_settings.sql). */
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  payment: jsonb('payment').$type<PaymentConfig>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type Tenant = typeof tenants.$inferSelect;

export const tenantDomains = pgTable('tenant_domains', {
  host: text('host').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  /** The company's studio host (migrations/0028_studio.sql): the contributor site, not the learners'. */
  isStudio: boolean('is_studio').notNull().default(false),
});

export const contentKinds = ['banner', 'feature', 'testimony', 'programme', 'faq', 'article'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentItems = pgTable('content_items', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  kind: text('kind', { enum: contentKinds }).notNull(),
  slug: text('slug'),
  position: integer('position').notNull().default(0),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentPages = pgTable(
  'content_pages',
  {
    tenantId: integer('tenant_id').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
