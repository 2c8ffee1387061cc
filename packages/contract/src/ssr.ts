import type { Locale } from './envelope.ts';
import type { RuntimeConfig } from './tenant/schemas.ts';

/**
 * The server renderer's interface: apps/web/src/entry-server.tsx implements it, Vite builds it
 * for Node, and apps/api/src/modules/pages calls it to render a public page.
 */
export interface SsrModule {
  render(input: RenderInput): Promise<RenderResult>;
  /** False for a path no page of the route table matches (Page not found). */
  isKnownPath(pathname: string): boolean;
}

/** Answers a call of the SPA in-process: the API's own routes, for the request's host. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** Scheme, host and port of the tenant's site, for canonical and shared links. */
  origin: string;
  config: RuntimeConfig;
  /** What GET /api/cek-domain answers for the host: 200, 404 or 409 (product §1). */
  domainStatus: number;
  fetch: ApiFetch;
}

export type RenderResult =
  | {
      kind: 'page';
      /** 200; 404 for an unknown path, host or item; 409 for a suspended site (nothing rendered). */
      status: number;
      /** The markup of #root. */
      html: string;
      /** Every answer the markup was made from, keyed like the SPA's queries. */
      queries: { key: readonly unknown[]; data: unknown; at: number }[];
      head: PageHead;
      /** Source modules (Vite manifest keys) the browser needs before it hydrates. */
      modules: string[];
      /** The tenant's theme as CSS custom properties, for the first paint. */
      themeVariables: Record<string, string>;
    }
  /** A login-required page, or one acting on a one-time link: the browser renders it. */
  | { kind: 'client' };

/** What search engines and link previews read of a page; plain text, escaped by the API. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's picture (course, banner, article), else the logo; absolute; null without one. */
  image: string | null;
  canonical: string;
  /** hreflang → URL, x-default included. */
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'article';
  siteName: string;
  locale: Locale;
  jsonLd: Record<string, unknown>[];
  /** Not a page to index (Page not found). */
  noindex: boolean;
}

/**
 * Dispatched on `window` by the web app once it has hydrated a server-rendered page: the page's
 * start script (decision 26) then hands over the taps and form submissions it held until then.
 */
export const APP_HYDRATED_EVENT = 'app:hydrated';
