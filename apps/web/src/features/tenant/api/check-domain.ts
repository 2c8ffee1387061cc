import { queryOptions } from '@tanstack/react-query';
import { checkDomain as checkDomainCall } from '@app/contract/tenant/endpoints';
import { ApiError, call } from '@/shared/http/client';

/** product §9: the domain check waits up to 120000 ms. */
export const DOMAIN_CHECK_TIMEOUT_MS = 120_000;

/**
 * product §1, §7: GET /api/cek-domain; the status is read from the answer. Returns the status the
 * gate decides on: the envelope's status on success, the HTTP status (409, 404…) otherwise, and
 * null when the answer carries none. The answer is read as it comes (not checked against the
 * contract), since any answer decides the gate.
 */
export async function checkDomain(signal?: AbortSignal): Promise<number | null> {
  try {
    const answer: unknown = await call(
      checkDomainCall,
      {},
      { signal, timeoutMs: DOMAIN_CHECK_TIMEOUT_MS, validate: false },
    );
    const status = (answer as { status?: unknown } | null)?.status;
    return typeof status === 'number' ? status : null;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

export const domainCheckOptions = queryOptions({
  queryKey: ['domain'] as const,
  queryFn: ({ signal }) => checkDomain(signal),
  // An HTTP answer is final; only a network failure is worth another try.
  retry: (count, error) => count < 3 && error instanceof TypeError,
  staleTime: Infinity,
});
