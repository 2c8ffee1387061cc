import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCurrentUser as getCurrentUserCall } from '@app/contract/account/endpoints';
import type { User } from '@app/contract/account/schemas';
import { ApiError, callData } from '@/shared/http/client';
import { useSession } from '@/shared/session/session-store';
import { readStoredUser, storeUser, USER_KEY } from '@/shared/session/stored-user';

/** GET /api/v1/users/edit: the current user (product §7). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    const user = await callData(getCurrentUserCall, {}, { signal });
    storeUser(user);
    return user;
  } catch (error) {
    // The session ended (the client already removed token and role): the kept user goes too.
    if (error instanceof ApiError && error.status === 401) localStorage.removeItem(USER_KEY);
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // The stored copy paints at once but counts as stale, so the user is fetched on load (product §4).
    initialData: readStoredUser,
    initialDataUpdatedAt: 0,
  });

/** Puts a user just received (login, profile update) in the cache and in storage. */
export function setCurrentUser(queryClient: QueryClient, user: User) {
  storeUser(user);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

/**
 * product §4: on load, if a token exists, user data is fetched. A dead token answers 401 and the
 * http client ends the session and goes home (product §8).
 */
export function useCurrentUser() {
  const token = useSession((s) => s.token);
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(token) });
}
