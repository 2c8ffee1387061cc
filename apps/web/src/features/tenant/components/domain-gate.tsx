import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { domainCheckOptions } from '../api/check-domain';
import { useGeneral, useProductSettings, useTheme } from '../api/content';
import { useBranding } from '../hooks/use-branding';

/**
 * spec §1: while the domain check is pending a loader shows; on failure or a missing status,
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

  if (domain.isPending || (active && theme.isPending)) return <LoadingScreen />;
  if (domain.data === 409) return null;
  if (domain.isError || !domain.data || !active)
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  return <>{children}</>;
}
