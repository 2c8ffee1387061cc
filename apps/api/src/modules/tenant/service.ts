import type { z } from 'zod';
import type { article, FaqItem, page } from '@app/contract/tenant/schemas';
import type { Db } from '../../db/client.ts';
import type { ContentKind } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { localize, textLangOf, withPrices } from '../../lib/localize.ts';
import { mediaUrl } from '../../lib/media.ts';
import { getArticle, getPage, listArticles, listContent } from './queries.ts';

/**
 * Every text of the company's content comes localised, and with its `{price:N}` placeholders
 * written as money in the company's currency and the reader's language (docs/tenant-folder.md
 * "Prices in texts"), so a hero text and a course card show a price alike.
 */
const priced = <T>(caller: Caller, value: T): T => withPrices(value, caller.tenant.currency, caller.lang);

/** What the tenant's content services need from the app. */
export interface TenantContext {
  db: Db;
}

/** The company's name, tagline, pictures and contacts (product §7 get-general). */
export function generalOf(caller: Caller) {
  const { tenant, lang: locale } = caller;
  return {
    company_name: tenant.companyName,
    tagline: priced(caller, localize<string>(tenant.tagline, locale)),
    file_path_logo: mediaUrl(tenant.logoMediaId),
    file_path_favicon: mediaUrl(tenant.faviconMediaId),
    file_path_banner: mediaUrl(tenant.loginBannerMediaId),
    support_email: tenant.supportEmail,
    support_phone: tenant.supportPhone,
    address: tenant.address,
    contributor_url: tenant.contributorUrl,
    social: tenant.social,
    list: localize<
      { type: 'email' | 'phone' | 'address' | 'whatsapp' | 'hours'; label: string; value: string }[]
    >(tenant.contactList, locale),
    text_lang: textLangOf({ tagline: tenant.tagline }, locale),
  };
}

/** The company's colours. */
export const themeOf = ({ tenant }: Caller) => ({
  primary_color: tenant.primaryColor,
  background_color: tenant.backgroundColor,
  accent_color: tenant.accentColor,
  text_color: tenant.textColor,
});

/** What the company calls a course, its currency and language, and whether visitors see course pages. */
export const productSettingsOf = ({ tenant, lang: locale }: Caller) => ({
  singular_name: localize<string>(tenant.singularName, locale),
  plural_name: localize<string>(tenant.pluralName, locale),
  currency: tenant.currency,
  default_locale: tenant.defaultLocale,
  time_zone: tenant.timeZone,
  public_course_pages: tenant.publicCoursePages,
});

/** Every published item of one kind (banners, features, testimonies, programmes), localised. */
export const itemsOf = async <T = unknown>(ctx: TenantContext, caller: Caller, kind: ContentKind) =>
  priced(caller, await listContent<T>(ctx.db, caller.tenant.id, kind, caller.lang));

/** One content page (about, help, terms, a page by key), or null. */
export const pageOf = async (ctx: TenantContext, caller: Caller, key: string) =>
  priced(caller, await getPage<z.input<typeof page>>(ctx.db, caller.tenant.id, key, caller.lang));

/** The FAQ, filtered by category and by text in questions and answers, case-insensitively. */
export async function faqOf(
  ctx: TenantContext,
  caller: Caller,
  filter: { search?: string; category?: string },
) {
  const needle = filter.search?.toLocaleLowerCase();
  const category = filter.category?.toLocaleLowerCase();
  return priced(caller, await listContent<FaqItem>(ctx.db, caller.tenant.id, 'faq', caller.lang)).filter(
    (f) =>
      (!category || f.category.toLocaleLowerCase() === category) &&
      (!needle || `${f.question} ${f.answer}`.toLocaleLowerCase().includes(needle)),
  );
}

/** A page of the company's articles, newest first. */
export const articlesOf = async (
  ctx: TenantContext,
  caller: Caller,
  { page: pageNo, limit }: { page: number; limit: number },
) =>
  priced(
    caller,
    await listArticles<z.input<typeof article>>(ctx.db, caller.tenant.id, caller.lang, pageNo, limit),
  );

/** One article by its slug, or null. */
export const articleOf = async (ctx: TenantContext, caller: Caller, slug: string) =>
  priced(caller, await getArticle<z.input<typeof article>>(ctx.db, caller.tenant.id, slug, caller.lang));
