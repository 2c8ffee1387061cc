/** Pages of the account access flow: never a place to return to after logging in. */
const ACCESS_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/success-confirms'];

let last: string | null = null;

/**
 * Remembers the page the visitor was on, so a login sends them back there ("the page the user
 * came from"). A guarded route that redirected to /login is seen here first, so it counts too.
 */
export function rememberPath(pathname: string, search = '') {
  if (ACCESS_PAGES.includes(pathname) || pathname.startsWith('/dev/')) return;
  last = pathname + search;
}

export function returnPath(): string {
  return last ?? '/';
}
