import { useEffect } from 'react';
import type { General, ProductSettings, Theme } from '@app/contract/tenant/schemas';
import { useBrand, type Brand } from '@/shared/config/brand-store';

const HEX = /^#[0-9a-f]{3,8}$/i;

/** WCAG 2 relative luminance of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '');
  h = h.length < 6 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  const channel = (i: number) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a tenant-coloured background: white or the tenant's dark text, whichever
 * contrasts more (an amber accent needs dark text, a rose or indigo one white).
 */
export function readableOn(background: string, dark = '#0f172a'): string {
  return contrast(background, '#ffffff') >= contrast(background, dark) ? '#ffffff' : dark;
}

/** The theme as the CSS custom properties the styles read (only well-formed colours). */
export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (HEX.test(value)) vars[name] = value;
  };
  set('--tenant-primary', theme.primary_color);
  set('--tenant-background', theme.background_color);
  set('--tenant-accent', theme.accent_color);
  set('--tenant-text', theme.text_color);
  const dark = HEX.test(theme.text_color) ? theme.text_color : '#0f172a';
  if (HEX.test(theme.primary_color)) set('--tenant-on-primary', readableOn(theme.primary_color, dark));
  if (HEX.test(theme.accent_color)) set('--tenant-on-accent', readableOn(theme.accent_color, dark));
  return vars;
}

/** What shared components read of the tenant (the brand store), from its answers. */
export function brandOf(general: General | undefined, product: ProductSettings | undefined): Partial<Brand> {
  return {
    ...(general && {
      companyName: general.company_name,
      logo: general.file_path_logo,
      supportEmail: general.support_email,
    }),
    ...(product && {
      pluralName: product.plural_name,
      singularName: product.singular_name,
      currency: product.currency,
    }),
  };
}

function setLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/**
 * product §1: branding at run time from the tenant: colours as CSS variables, favicon, and the
 * company name as the document title.
 */
export function useBranding(
  general: General | undefined,
  theme: Theme | undefined,
  product: ProductSettings | undefined,
) {
  useEffect(() => {
    if (!theme) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(themeVariables(theme))) root.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary_color);
  }, [theme]);

  useEffect(() => {
    if (!general) return;
    document.title = general.company_name;
    if (general.file_path_favicon) setLink('icon', general.file_path_favicon);
    useBrand.setState(brandOf(general, undefined));
  }, [general]);

  useEffect(() => {
    if (product) useBrand.setState(brandOf(undefined, product));
  }, [product]);
}
