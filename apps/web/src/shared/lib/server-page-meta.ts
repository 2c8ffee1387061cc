import type { Crumb } from '../ui/breadcrumbs';

/**
 * What a page says about itself while it renders on the server, where effects (document.title)
 * do not run: its title and its breadcrumb trail, read by the server renderer for the page's
 * head (app/ssr/page-head.ts). Renders are synchronous, so one record per process is enough; the
 * renderer empties it before each one. Untouched in the browser.
 */
export const serverPageMeta: { title?: string; crumbs?: Crumb[] } = {};

/** True in the server renderer's build only (Vite replaces it), so the browser's bundle drops the code. */
export const onServer = import.meta.env.SSR;

/** Records what a page says about itself; a no-op in the browser's build. */
export function tellServer(meta: { title?: string; crumbs?: Crumb[] }) {
  if (onServer) Object.assign(serverPageMeta, meta);
}
