import { useEffect } from 'react';
import type { General, ProductSettings, Theme } from '@app/contract/tenant/schemas';
import { themeVariables } from '@app/ui/theme';
import { useBrand, type Brand } from '@/shared/config/brand-store';

// The colour arithmetic is shared with the studio and the server (packages/ui/src/theme.ts).
export { contrast, luminance, readableOn, themeVariables } from '@app/ui/theme';

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
    // The title is each page's (useDocumentTitle, "Page | Company"): setting it here undid the
    // page's own title whenever the language changed (issue 28 item 2).
    if (general.file_path_favicon) setLink('icon', general.file_path_favicon);
    useBrand.setState(brandOf(general, undefined));
  }, [general]);

  useEffect(() => {
    if (product) useBrand.setState(brandOf(undefined, product));
  }, [product]);
}
