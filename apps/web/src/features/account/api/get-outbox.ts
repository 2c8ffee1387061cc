import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOutbox as getOutboxCall } from '@app/contract/account/endpoints';
import { callData } from '@/shared/http/client';

/**
 * GET /dev/outbox.json: mails and texts captured when no SMTP server is configured (404 when one
 * is). Newest first.
 */
export async function getOutbox(signal?: AbortSignal) {
  const list = await callData(getOutboxCall, {}, { signal });
  return [...list].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'outbox'] as const,
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    // New mail shows up while the page is open (a confirmation link, a login code).
    refetchInterval: 5000,
  });

export const useOutbox = () => useQuery(outboxQueryOptions());
