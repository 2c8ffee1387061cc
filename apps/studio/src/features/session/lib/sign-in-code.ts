import { signIn } from '@app/contract/studio/endpoints';
import type { StudioSession } from '@app/contract/studio/schemas';
import { callData } from '@/shared/http/client';

/**
 * The one-time code "Login As Contributor" put in the address's fragment (/sign-in#code=…). It is
 * taken out of the address at once (history.replaceState), before anything renders, so it is in
 * no history entry, bookmark or screenshot, then posted once to this studio's own origin.
 */
let taken: { code: string | null } | null = null;

export function takeSignInCode(): string | null {
  if (taken) return taken.code;
  const { hash, pathname, search } = window.location;
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  if (hash) window.history.replaceState(window.history.state, '', pathname + search);
  taken = { code: code && /^[A-Za-z0-9_-]{20,100}$/.test(code) ? code : null };
  return taken.code;
}

/** Tests: forget the code taken, as a new page load would. */
export function resetSignInCode() {
  taken = null;
  posts.clear();
}

const posts = new Map<string, Promise<StudioSession>>();

/** Posts a code once, however often a render asks (React's strict mode runs effects twice). */
export function postSignInCode(code: string): Promise<StudioSession> {
  let post = posts.get(code);
  if (!post) {
    post = callData(signIn, { body: { code } }, { quiet401: true });
    posts.set(code, post);
  }
  return post;
}
