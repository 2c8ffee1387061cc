import { create } from 'zustand';
import type { Locale } from '@app/contract/envelope';
import type { StudioCompany } from '@app/contract/studio/schemas';
import { themeVariables } from '@app/ui/theme';
import { useI18n } from '../i18n/i18n';

/**
 * The company whose studio this is, as far as the page knows it: from the page the server sent
 * (name, logo, language, the learners' site; apps/api/src/modules/pages/studio-pages.ts) before
 * anyone signs in, then complete from the session answer (colours, currency, product noun).
 */
export interface Brand {
  name: string;
  logoUrl: string;
  siteUrl: string;
  defaultLanguage: Locale;
  currency: string;
}

export const useBrand = create<Brand>(() => ({
  name: '',
  logoUrl: '',
  siteUrl: '',
  defaultLanguage: 'en',
  currency: 'IDR',
}));

interface BootCompany {
  name: string;
  logo_url: string;
  default_language: string;
  site_url: string;
}

/** The page's boot payload (<script id="studio-boot">), or null (the Vite dev server's page). */
export function readBoot(): BootCompany | null {
  const element = document.getElementById('studio-boot');
  if (!element?.textContent) return null;
  try {
    return (JSON.parse(element.textContent) as { company: BootCompany | null }).company;
  } catch {
    return null;
  }
}

const isLocale = (value: string): value is Locale => value === 'en' || value === 'id' || value === 'ms';

export function brandFromBoot(company: BootCompany | null) {
  if (!company) return;
  useBrand.setState({
    name: company.name,
    logoUrl: company.logo_url,
    siteUrl: company.site_url,
    ...(isLocale(company.default_language) && { defaultLanguage: company.default_language }),
  });
}

/** The session's company: its colours as the --tenant-* variables, its noun in every string. */
export function brandFromSession(company: StudioCompany) {
  useBrand.setState({
    name: company.name,
    logoUrl: company.logo_url,
    siteUrl: company.site_url,
    defaultLanguage: company.default_language,
    currency: company.currency,
  });
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(company))) root.setProperty(name, value);
  nounFrom(company, useI18n.getState().locale);
}

let lastCompany: StudioCompany | null = null;
/** The product noun in a language, falling back to English as the catalogue does. */
export function nounFrom(company: StudioCompany | null = lastCompany, locale: Locale) {
  if (!company) return;
  lastCompany = company;
  const pick = (text: StudioCompany['singular_name']) => text[locale] || text.en || '';
  const singular = pick(company.singular_name);
  const plural = pick(company.plural_name);
  if (singular && plural) useI18n.setState({ noun: { singular, plural } });
}
