/** Pages of the account access flow: never a place to return to after logging in. */
const ACCESS_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/success-confirms'];

let last: string | null = null;

export const isAccessPage = (pathname: string) =>
  ACCESS_PAGES.includes(pathname) || pathname.startsWith('/dev/');

/**
 * Remembers the page the visitor was on, so a login sends them back there ("the page the user
 * came from"). A guarded route that redirected to /login is seen here first, so it counts too.
 * (The navbar calls this on every page; what reads it loads with the login page: return-to.ts.)
 */
export function rememberPath(pathname: string, search = '') {
  if (isAccessPage(pathname)) return;
  last = pathname + search;
}

export const rememberedPath = () => last;
