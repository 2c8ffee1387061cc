import type { User } from '@app/contract/account/schemas';

/**
 * product §3: the logged-in user is persisted across sessions, so the navbar paints it before the
 * refetch, and a feature that needs the user's id or email (buying: product §3 "buy payload") reads
 * it without depending on the account feature.
 */
export const USER_KEY = 'user';

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
