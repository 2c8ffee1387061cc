import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@app/contract/envelope';
import type { ProductSettings } from '@app/contract/tenant/schemas';
import { LOCALES, setLocale, useI18n } from '@/shared/i18n/i18n';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { domainCheckOptions } from '../api/check-domain';
import { useGeneral, useProductSettings, useTheme } from '@/shared/tenant/branding';
import { bannerQuery } from '../api/content';
import { useBranding } from '../hooks/use-branding';

const isLocale = (value: string | undefined): value is Locale => LOCALES.some((l) => l.code === value);

/**
 * Until the visitor picks a language, the tenant's default applies (Cendekia: Indonesian). Returns
 * true once the language to render in is settled, so no text flashes in another language.
 */
function useTenantLocale(product: ProductSettings | undefined, failed: boolean) {
  const locale = useI18n((s) => s.locale);
  const chosen = useI18n((s) => s.chosen);
  const wanted = !chosen && isLocale(product?.default_locale) ? product.default_locale : locale;
  useEffect(() => {
    if (wanted !== locale) void setLocale(wanted, { remember: false });
  }, [wanted, locale]);
  return failed || (product !== undefined && wanted === locale);
}

/**
 * The home hero image is the largest paint: on `/` its banner list and first image are requested
 * while the home chunk is still on its way, not after it.
 */
function usePrefetchHeroBanner(ready: boolean) {
  const queryClient = useQueryClient();
  const locale = useI18n((s) => s.locale);
  useEffect(() => {
    if (!ready || window.location.pathname !== '/') return;
    void queryClient
      .fetchQuery(bannerQuery.options(locale))
      .then((banners) => {
        const first = banners[0]?.image;
        if (!first) return;
        const image = new Image();
        image.fetchPriority = 'high';
        image.src = first;
      })
      .catch(() => undefined);
  }, [ready, locale, queryClient]);
}

/**
 * product §1: while the domain check is pending a loader shows; on failure or a missing status,
 * Page not found (with a support contact); 409 renders nothing; any other truthy status, the app.
 */
export function DomainGate({ children }: { children: ReactNode }) {
  const domain = useQuery(domainCheckOptions);
  const active = domain.data !== undefined && domain.data !== null && domain.data < 400;
  // Branding loads in parallel with the check so the app appears in the tenant's colours at once.
  const theme = useTheme();
  const general = useGeneral();
  const product = useProductSettings();
  useBranding(
    active ? general.data : undefined,
    active ? theme.data : undefined,
    active ? product.data : undefined,
  );
  const localeReady = useTenantLocale(active ? product.data : undefined, product.isError);
  usePrefetchHeroBanner(active && localeReady);

  if (domain.isPending || (active && (theme.isPending || !localeReady))) return <LoadingScreen />;
  if (domain.data === 409) return null;
  if (domain.isError || !domain.data || !active)
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  return <>{children}</>;
}
