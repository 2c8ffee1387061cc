import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@app/contract/account';
import { request } from '@/shared/http/client';

/**
 * GET /dev/outbox.json: mails and texts captured when no SMTP server is configured (404 when one
 * is). Newest first.
 */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const answer = await request<OutboxMessage[] | { data: OutboxMessage[] }>('/dev/outbox.json', {
    auth: 'public',
    signal,
  });
  const list = Array.isArray(answer) ? answer : (answer?.data ?? []);
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
