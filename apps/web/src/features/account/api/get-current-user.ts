import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@app/contract/account';
import { ApiError, getData } from '@/shared/http/client';
import { useSession } from '@/shared/session/session-store';

/** spec §3: the user is persisted across sessions, so the navbar shows it before the refetch. */
const USER_KEY = 'user';

export function readStoredUser(): User | undefined {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : undefined;
  } catch {
    return undefined;
  }
}

export function storeUser(user: User) {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the user is fetched again next time.
  }
}

/** GET /api/v1/users/edit: the current user (spec §7). */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    const user = await getData<User>('/api/v1/users/edit', { auth: 'token', signal });
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
    // The stored copy paints at once but counts as stale, so the user is fetched on load (spec §4).
    initialData: readStoredUser,
    initialDataUpdatedAt: 0,
  });

/** Puts a user just received (login, profile update) in the cache and in storage. */
export function setCurrentUser(queryClient: QueryClient, user: User) {
  storeUser(user);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}

/**
 * spec §4: on load, if a token exists, user data is fetched. A dead token answers 401 and the
 * http client ends the session and goes home (spec §8).
 */
export function useCurrentUser() {
  const token = useSession((s) => s.token);
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(token) });
}
