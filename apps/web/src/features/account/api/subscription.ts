import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSubscription, resubscribe, unsubscribe } from '@app/contract/announcements/endpoints';
import type { Subscription } from '@app/contract/announcements/schemas';
import { callData } from '@/shared/http/client';

const key = (token: string) => ['announcement-subscription', token] as const;

/** GET /api/v1/announcements/subscription/:token: whose link, and whether announcements reach them. */
export const useSubscription = (token: string) =>
  useQuery({
    queryKey: key(token),
    queryFn: ({ signal }) => callData(getSubscription, { params: { token } }, { signal }),
    retry: false,
  });

/** Unsubscribe (true) or subscribe again (false): a POST, never on opening the link. */
export function useSetSubscribed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      callData(subscribed ? resubscribe : unsubscribe, { params: { token } }),
    onSuccess: (answer: Subscription) => queryClient.setQueryData(key(token), answer),
  });
}
