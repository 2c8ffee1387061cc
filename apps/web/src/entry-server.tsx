/// <reference types="node" />
/**
 * The server renderer: Vite builds this file for Node (`apps/web/dist-ssr/entry-server.js`) and
 * the API imports it (apps/api/src/modules/pages). It renders a public page of the route table for
 * a tenant and a language with the same components the browser hydrates, after fetching through
 * the pages' own queries the answers they need, which go into the page for the browser's cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Locale } from '@app/contract/envelope';
import type { RenderInput, RenderResult, SsrModule } from '@app/contract/ssr';
import type { General, ProductSettings, Theme } from '@app/contract/tenant/schemas';
import { App } from './app/app';
import { siteFooter } from './app/layout/root-layout';
import { QUERY_DEFAULTS } from './app/query-client';
import { matchPage } from './app/router';
import { pageHead } from './app/ssr/page-head';
import { modulesOf } from './app/ssr/page-modules';
import { domainCheckOptions } from './features/tenant/api/check-domain';
import { brandOf, themeVariables } from './features/tenant/hooks/use-branding';
import { useBrand } from './shared/config/brand-store';
import { setRuntimeConfig } from './shared/config/runtime-config';
import { ApiError, setTransport } from './shared/http/client';
import { LOCALES, useI18n, wordsFor, type Namespace } from './shared/i18n/i18n';
import { serverPageMeta } from './shared/lib/server-page-meta';
import { generalQuery, productQuery, themeQuery } from './shared/tenant/branding';

/** Routes public in product §2 that still render in the browser: they act on a one-time link. */
const CLIENT_ONLY = new Set(['/success-confirms', '/reset-password', '/dev/outbox', '/unsubscribe/:token']);
/** Enough for a list page: branding, then its list, then what depends on the list. */
const MAX_PASSES = 5;

/** The render a call belongs to: renders of several hosts and languages overlap while they fetch. */
const current = new AsyncLocalStorage<Pick<RenderInput, 'fetch' | 'locale'>>();
setTransport((url, init) => {
  const render = current.getStore();
  if (!render) throw new Error('A call outside a server render');
  // The client adds the store's language, which belongs to whichever render ran last.
  const address = new URL(url);
  if (address.searchParams.has('lang')) address.searchParams.set('lang', render.locale);
  return render.fetch(address.toString(), init);
});

/** The brand before any tenant's is set: a page without branding (unknown host) starts from it. */
const noBrand = useBrand.getState();

/** The words a page of a language renders with, loaded once per process. */
const words = new Map<string, ReturnType<typeof wordsFor>>();
const wordsOf = (locale: Locale, ns: Namespace[] = []) => {
  const key = `${locale}:${ns.join()}`;
  let found = words.get(key);
  if (!found) words.set(key, (found = wordsFor(locale, ns)));
  return found;
};

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function'
    ? (enabled as (q: Query) => boolean)(query) !== false
    : enabled !== false;
};

export const isKnownPath: SsrModule['isKnownPath'] = (pathname) => matchPage(pathname)?.pattern !== '*';

export async function render(input: RenderInput): Promise<RenderResult> {
  const pathname = new URL(input.url, 'http://localhost').pathname;
  const active = input.domainStatus < 400;
  const page = active ? matchPage(pathname) : null;
  // A guarded page that a product setting may open (course pages) is decided once it is read.
  if (page && ((page.guarded && !page.openWith) || CLIENT_ONLY.has(page.pattern))) return { kind: 'client' };

  const client = new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS, retry: false, gcTime: Infinity } },
  });
  client.setQueryData(domainCheckOptions.queryKey, input.domainStatus);

  return current.run({ fetch: input.fetch, locale: input.locale }, async () => {
    const [messages] = await Promise.all([
      wordsOf(input.locale, page?.ns),
      page?.preload(),
      siteFooter.preload(),
      // The branding every page waits for, before the first pass.
      active &&
        Promise.all([
          client.prefetchQuery(themeQuery.options(input.locale)),
          client.prefetchQuery(generalQuery.options(input.locale)),
          client.prefetchQuery(productQuery.options(input.locale)),
        ]),
    ]);
    const general = client.getQueryData<General>(generalQuery.options(input.locale).queryKey);
    const product = client.getQueryData<ProductSettings>(productQuery.options(input.locale).queryKey);
    const theme = client.getQueryData<Theme>(themeQuery.options(input.locale).queryKey);
    // product §2: closed to visitors unless the company opened it; the browser then redirects.
    if (page?.guarded && !(page.openWith && product?.[page.openWith] === true)) return { kind: 'client' };
    const brand = brandOf(general, product);

    let html = '';
    const failures: unknown[] = [];
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // The stores are the process's: set for this page right before each synchronous render.
      setRuntimeConfig(input.config);
      useI18n.setState({ locale: input.locale, messages, chosen: true });
      useBrand.setState({ ...noBrand, ...brand });
      delete serverPageMeta.title;
      delete serverPageMeta.crumbs;
      // React preloads the first images itself; the shell already preloads the hero in the format
      // the <picture> picks, and a second copy in another format would compete with it.
      html = renderToString(<App queryClient={client} Router={routerAt(input.url)} />).replace(
        /^(?:<link rel="preload" as="image"[^>]*\/>)+/,
        '',
      );
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((q) => q.fetch().catch((error: unknown) => failures.push(error))));
    }

    const missing =
      !active || page?.pattern === '*' || failures.some((e) => e instanceof ApiError && e.status === 404);
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }));
    return {
      kind: 'page' as const,
      status: input.domainStatus === 409 ? 409 : missing ? 404 : 200,
      html,
      queries,
      head: pageHead({
        client,
        url: input.url,
        origin: input.origin,
        locale: input.locale,
        defaultLocale: LOCALES.find((l) => l.code === product?.default_locale)?.code ?? input.locale,
        brand,
        general,
        html,
        missing,
        query: page?.query ?? [],
      }),
      modules: active ? modulesOf(page?.id, input.locale, page?.ns) : [],
      themeVariables: theme ? themeVariables(theme) : {},
    };
  });
}

function routerAt(url: string) {
  return function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={url}>{children}</StaticRouter>;
  };
}
