import { useEffect } from 'react';
import type { General, ProductSettings, Theme } from '@app/contract/tenant';
import { useBrand } from '@/shared/config/brand-store';

const HEX = /^#[0-9a-f]{3,8}$/i;

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
 * spec §1: branding at run time from the tenant: colours as CSS variables, favicon, and the
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
    const set = (name: string, value: string) => HEX.test(value) && root.setProperty(name, value);
    set('--tenant-primary', theme.primary_color);
    set('--tenant-background', theme.background_color);
    set('--tenant-accent', theme.accent_color);
    set('--tenant-text', theme.text_color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary_color);
  }, [theme]);

  useEffect(() => {
    if (!general) return;
    document.title = general.company_name;
    if (general.file_path_favicon) setLink('icon', general.file_path_favicon);
    useBrand.setState({
      companyName: general.company_name,
      logo: general.file_path_logo,
      supportEmail: general.support_email,
    });
  }, [general]);

  useEffect(() => {
    if (!product) return;
    useBrand.setState({
      pluralName: product.plural_name,
      singularName: product.singular_name,
      currency: product.currency,
    });
  }, [product]);
}
