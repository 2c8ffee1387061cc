import type { QueryClient } from '@tanstack/react-query';
import type { BootContentKey, BootPayload } from '@app/contract/tenant/schemas';
import { bannerQuery } from '@/features/tenant/api/content';
import { generalQuery, productQuery, themeQuery } from '@/shared/tenant/branding';
import { setRuntimeConfig } from '@/shared/config/runtime-config';

/** The queries the server may answer in the page itself (apps/api/src/modules/pages/shell.ts). */
const bootQueries = {
  theme: themeQuery,
  general: generalQuery,
  product: productQuery,
  banner: bannerQuery,
} satisfies Record<BootContentKey, unknown>;

/** The payload the server put into index.html, or null (Vite dev server, unexpected markup). */
export function readBoot(doc: Document = document): BootPayload | null {
  const text = doc.getElementById('boot')?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<BootPayload>;
    const valid =
      typeof boot.config === 'object' &&
      boot.config !== null &&
      typeof boot.locale === 'string' &&
      typeof boot.content === 'object' &&
      boot.content !== null;
    return valid ? (boot as BootPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Takes the config and the tenant's branding from the page instead of requests made one after
 * another once the script has loaded; the answers count as fetched when the server read them, so
 * the usual staleness rules apply. The domain check is still the SPA's own call (product §1).
 */
export function applyBoot(boot: BootPayload, client: QueryClient) {
  setRuntimeConfig(boot.config);
  const updatedAt = Math.min(typeof boot.at === 'number' ? boot.at : 0, Date.now());
  // A server-rendered page: every answer its markup was made from, so hydration renders the same.
  for (const { key, data, at } of boot.ssr?.queries ?? [])
    client.setQueryData(key, data, { updatedAt: Math.min(at, Date.now()) });
  for (const key of Object.keys(bootQueries) as BootContentKey[]) {
    const data = boot.content?.[key];
    if (data !== undefined && data !== null)
      client.setQueryData(bootQueries[key].options(boot.locale).queryKey, data as never, { updatedAt });
  }
}
