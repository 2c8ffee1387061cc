import { queryOptions } from '@tanstack/react-query';
import { runtimeConfig } from '@/shared/config/runtime-config';

/** product §9: the domain check waits up to 120000 ms. */
export const DOMAIN_CHECK_TIMEOUT_MS = 120_000;

/**
 * product §1, §7: GET /api/cek-domain; the status is read from the answer. Returns the status the
 * gate decides on: the envelope's status on success, the HTTP status (409, 404…) otherwise, and
 * null when the answer carries none.
 */
export async function checkDomain(signal?: AbortSignal): Promise<number | null> {
  const config = runtimeConfig();
  const timeout = AbortSignal.timeout(DOMAIN_CHECK_TIMEOUT_MS);
  const res = await fetch(`${config.API_URL}/api/cek-domain`, {
    headers: { app_code: config.APP_CODE, accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!res.ok) return res.status;
  const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
  return typeof body?.status === 'number' ? body.status : null;
}

export const domainCheckOptions = queryOptions({
  queryKey: ['domain'] as const,
  queryFn: ({ signal }) => checkDomain(signal),
  // An HTTP answer is final; only a network failure is worth another try.
  retry: (count, error) => count < 3 && error instanceof TypeError,
  staleTime: Infinity,
});
