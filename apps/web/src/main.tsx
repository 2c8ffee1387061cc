import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootPayload } from '@app/contract/tenant/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { applyBoot, readBoot } from './app/boot';
import { siteFooter } from './app/layout/root-layout';
import { createQueryClient } from './app/query-client';
import { matchPage } from './app/router';
import { domainCheckOptions } from './features/tenant/api/check-domain';
import { brandOf } from './features/tenant/hooks/use-branding';
import { useBrand } from './shared/config/brand-store';
import { generalQuery, productQuery } from './shared/tenant/branding';
import { loadRuntimeConfig } from './shared/config/load-runtime-config';
import { initLocale, setLocale, storedChoice } from './shared/i18n/i18n';
import './styles.css';

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
// The production server puts the config and the tenant's branding into the page (app/boot.ts);
// on public pages it also renders the page itself, with the answers it used (src/entry-server.tsx).
const boot = readBoot();
if (boot) applyBoot(boot, queryClient);

// A language picked on this device that the server could not know of (no cookie yet, and the
// address names none): the page renders in the browser in that language, as before.
const stored = storedChoice();
const otherLanguage =
  stored !== null && stored !== boot?.locale && !new URLSearchParams(location.search).has('lang');

if (boot?.ssr && !otherLanguage) await hydrate(boot, queryClient);
else {
  // The domain check (product §1) starts at once, while the language's words load.
  if (boot) void queryClient.fetchQuery({ ...domainCheckOptions, staleTime: 0 });
  // Run-time config and the language arrive before the first render.
  await Promise.all([
    boot ? undefined : loadRuntimeConfig(),
    initLocale(boot && Object.keys(boot.content).length > 0 ? boot.locale : undefined),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

/**
 * Takes over the server's markup: the first render must equal it, so it runs in the language the
 * server chose, with the page's and the footer's code already loaded and the server's answers in
 * the cache. The domain check is still made (product §1), just no longer before the first paint.
 */
async function hydrate(boot: BootPayload, client: QueryClient) {
  await setLocale(boot.locale, { remember: false, chosen: true });
  useBrand.setState(
    brandOf(
      client.getQueryData(generalQuery.options(boot.locale).queryKey),
      client.getQueryData(productQuery.options(boot.locale).queryKey),
    ),
  );
  await Promise.all([matchPage(location.pathname)?.preload(), siteFooter.preload()]);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={client} />
    </StrictMode>,
  );
  void client.fetchQuery({ ...domainCheckOptions, staleTime: 0 });
}
