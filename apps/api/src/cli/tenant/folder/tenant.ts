import type { FolderReader } from './reader.ts';
import { tenantJson } from './schema.ts';
import type { Texts } from './texts.ts';
import type { TenantFolder } from './types.ts';

/** A company's time zone when tenant.json names none: its currency's capital's. */
const DEFAULT_TIME_ZONE = { IDR: 'Asia/Jakarta', MYR: 'Asia/Kuala_Lumpur' } as const;

/** tenant.json: the company, its domains, branding, money, support and pictures; or null if it is bad. */
export function readTenantJson(reader: FolderReader) {
  return reader.json('tenant.json', tenantJson) ?? null;
}

export function tenantOf(
  reader: FolderReader,
  t: NonNullable<ReturnType<typeof readTenantJson>>,
  { L }: Texts,
): TenantFolder['tenant'] {
  return {
    slug: t.slug,
    companyName: t.company_name,
    tagline: L(t.tagline),
    status: t.status,
    domains: t.domains,
    studioDomain: t.studio_domain ?? null,
    colors: t.colors,
    currency: t.currency,
    defaultLocale: t.default_language,
    timeZone: t.time_zone ?? DEFAULT_TIME_ZONE[t.currency],
    taxRate: t.tax_rate,
    publicCoursePages: t.public_course_pages,
    payment: t.payment ?? {},
    supportEmail: t.support.email,
    supportPhone: t.support.phone,
    address: t.address,
    hours: t.hours === undefined ? null : L(t.hours),
    contributorUrl: t.contributor_url ?? '',
    social: t.social,
    singularName: L(t.product_noun.singular),
    pluralName: L(t.product_noun.plural),
    logo: reader.useImage(t.images.logo, 'tenant.json images.logo')!,
    favicon: reader.useImage(t.images.favicon, 'tenant.json images.favicon')!,
    banner: reader.useImage(t.images.banner, 'tenant.json images.banner'),
  };
}
