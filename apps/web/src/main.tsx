import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyBoot, readBoot } from './app/boot';
import { createQueryClient } from './app/query-client';
import { domainCheckOptions } from './features/tenant/api/check-domain';
import { loadRuntimeConfig } from './shared/config/runtime-config';
import { initLocale } from './shared/i18n/i18n';
import './styles.css';

const queryClient = createQueryClient();
// The production server puts the config and the tenant's branding into the page (app/boot.ts);
// the domain check (product §1) then starts at once, while the language's words load.
const boot = readBoot();
if (boot) {
  applyBoot(boot, queryClient);
  void queryClient.prefetchQuery(domainCheckOptions);
}

// Run-time config and the language arrive before the first render.
await Promise.all([
  boot ? undefined : loadRuntimeConfig(),
  initLocale(boot && Object.keys(boot.content).length > 0 ? boot.locale : undefined),
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
