import { localeSchema, type Locale } from '@app/contract/envelope';
import type { Tenant } from '../../db/schema/index.ts';
import { mediaUrl } from '../media.ts';
import { layoutHtml, layoutText, type MailBrand, type MailContent, type RenderedMail } from './layout.ts';
import { TEMPLATES, type MailTemplate, type TemplateData, type TemplateEnv } from './templates.ts';
import { MAIL_WORDS } from './words.ts';

export type { MailBrand, RenderedMail } from './layout.ts';
export type { MailTemplate, TemplateData } from './templates.ts';

/**
 * Mail and SMS, from one template set (docs/decisions.md 37): `renderMail` gives a template's
 * subject, plain text and branded HTML in a language for a company; `renderSms` a text. Features
 * send the result through the messenger (lib/messenger.ts).
 */

/**
 * The language a user's mail is in: the one they last used (users.language), else the company's
 * default language, else English.
 */
export const mailLanguage = (userLanguage: string | null | undefined, tenantDefault: string): Locale =>
  localeSchema.safeParse(userLanguage).data ?? localeSchema.catch('en').parse(tenantDefault);

/** A company's brand as its mail shows it; the logo's address is on its own site. */
export function mailBrand(
  tenant: Pick<
    Tenant,
    'companyName' | 'primaryColor' | 'logoMediaId' | 'supportEmail' | 'address' | 'timeZone'
  >,
  siteOrigin: string,
): MailBrand {
  const site = siteOrigin.replace(/\/+$/, '');
  return {
    name: tenant.companyName,
    siteUrl: site,
    logoUrl: tenant.logoMediaId ? `${site}${mediaUrl(tenant.logoMediaId)}` : null,
    primaryColor: tenant.primaryColor,
    supportEmail: tenant.supportEmail,
    address: tenant.address,
    timeZone: tenant.timeZone,
  };
}

/** A tenant's brand columns as a query selects them (t.company_name, …). */
export interface BrandColumns {
  company_name: string;
  primary_color: string;
  logo_media_id: string | null;
  support_email: string;
  address: string;
  time_zone: string;
}

/** The brand of a mail built from a query's row rather than a loaded tenant (receipts, certificates). */
export const mailBrandOfRow = (row: BrandColumns, siteOrigin: string): MailBrand =>
  mailBrand(
    {
      companyName: row.company_name,
      primaryColor: row.primary_color,
      logoMediaId: row.logo_media_id,
      supportEmail: row.support_email,
      address: row.address,
      timeZone: row.time_zone,
    },
    siteOrigin,
  );

/** A mail of the template set: its subject, plain-text part and HTML part. */
export function renderMail<K extends MailTemplate>(
  template: K,
  input: { lang: Locale; brand: MailBrand; data: TemplateData[K] },
): RenderedMail {
  // Indexed by a name that may come from anywhere at run time: a typo is a clear error.
  const compose = Object.hasOwn(TEMPLATES, template)
    ? (TEMPLATES[template] as (data: TemplateData[K], env: TemplateEnv) => MailContent)
    : undefined;
  if (!compose) throw new Error(`There is no mail template "${String(template)}"`);
  const words = Object.hasOwn(MAIL_WORDS, input.lang) ? MAIL_WORDS[input.lang] : undefined;
  if (!words) throw new Error(`Mail is written in en, id or ms, not "${String(input.lang)}"`);
  const content = compose(input.data, { lang: input.lang, brand: input.brand, words });
  return {
    subject: content.subject,
    text: layoutText(input.brand, content, words.layout),
    html: layoutHtml(input.lang, input.brand, content, words.layout),
  };
}

export interface SmsData {
  login_code: { company: string; code: string; minutes: number };
  shared_phone: { company: string };
}

/** A text message: short, plain, in the reader's language. */
export function renderSms<K extends keyof SmsData>(template: K, lang: Locale, data: SmsData[K]): string {
  const words = Object.hasOwn(MAIL_WORDS, lang) ? MAIL_WORDS[lang].sms : undefined;
  if (!words) throw new Error(`Texts are written in en, id or ms, not "${String(lang)}"`);
  if (template === 'login_code') {
    const d = data as SmsData['login_code'];
    return words.loginCode(d.company, d.code, d.minutes);
  }
  if (template === 'shared_phone') return words.sharedPhone((data as SmsData['shared_phone']).company);
  throw new Error(`There is no text template "${String(template)}"`);
}
