import { RETURN_PARAM } from '@/shared/routes/route-table';
import { isAccessPage, rememberedPath } from './return-path';

/**
 * The page an address of /login or /register names to come back to (`?next=`, set by a guarded
 * route or a course page's Buy): a path of this site only, never an access page, else null.
 */
export function returnParam(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const base = 'http://site.invalid';
  const url = new URL(next, base);
  if (url.origin !== base || isAccessPage(url.pathname)) return null;
  return url.pathname + url.search;
}

/** The `?next=` to carry between /login and /register, or ''. */
export function returnQuery(search: string): string {
  const next = returnParam(search);
  return next ? `?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}` : '';
}

/** Where a login goes: the page the address names, else the page the visitor was on, else home. */
export function returnPath(search = ''): string {
  return returnParam(search) ?? rememberedPath() ?? '/';
}
