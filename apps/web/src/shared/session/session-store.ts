import { create } from 'zustand';

/**
 * The token and the role name live in local storage under their own keys (product §3 "stored
 * locally"); the logged-in user is kept by stored-user.ts; everything else persisted is in feature stores.
 */
const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

interface SessionState {
  token: string | null;
  role: string | null;
  signIn(token: string, role: string): void;
  /** Removes token and role (logout, or any 401: product §8). */
  clear(): void;
}

export const useSession = create<SessionState>((set, get, api) => {
  // The server renders public pages for an anonymous visitor (the token never leaves the browser),
  // so hydration renders that too, then the stored session (React's server snapshot).
  let anonymous: SessionState | null = null;
  api.getInitialState = () => (anonymous ??= { ...get(), token: null, role: null });
  return {
    token: read(TOKEN_KEY),
    role: read(ROLE_KEY),
    signIn(token, role) {
      localStorage.setItem(TOKEN_KEY, token);
      localStorage.setItem(ROLE_KEY, role);
      set({ token, role });
    },
    clear() {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(ROLE_KEY);
      set({ token: null, role: null });
    },
  };
});

export const getToken = () => useSession.getState().token;
export const hasToken = () => Boolean(read(TOKEN_KEY));

/**
 * product §6: only 'contributor' (any case) has an effect; a company's admin (issue 24) is a
 * contributor with every course, so it has the same one.
 */
export const isContributor = (role: string | null) =>
  ['contributor', 'admin'].includes(role?.toLowerCase() ?? '');
