import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@app/contract/envelope';
import type { RenderResult, SsrModule } from '@app/contract/ssr';
import type { Tenant } from '../../db/schema/index.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { pageLocale } from '../../lib/request-locale.ts';
import { siteOrigin } from '../../lib/host.ts';
import { sendable, sendSendable, type Sendable } from '../../lib/sendable.ts';
import { headTags, priorityImagePreload, themeStyle } from './head.ts';
import { createShell, fillTemplate } from './shell.ts';
import { markImages, startScript, startScriptPath, type StartScript } from './start-after-paint.ts';

/**
 * Rendered pages are kept until the data behind them changes (every instance hears of a change
 * at once: plugins/changes.ts), or at most this long, which bounds what a missed notification or
 * a clock-driven change (an expired promotion) can leave on screen.
 */
const PAGE_TTL_MS = 5 * 60_000;
const PAGE_CACHE_SIZE = 1_000;

/** The rendered page as it is sent, kept per tenant, language and address. */
interface Page {
  status: number;
  html: string;
}

/** A page ready to send: its status, and its bytes, ETag and compressed copies, once per cached page. */
type SendablePage = Sendable & { status: number };

const sendablePage = (page: Page): SendablePage => ({ status: page.status, ...sendable(page.html) });

/** Paths that are files, not pages: a miss there is a plain 404, never the app. */
const FILE_LIKE = /^\/(?:assets\/|studio-assets\/|api\/|media\/)|\.[a-z0-9]{1,8}$/i;

/** The address as a cache key: path, then the query's parameters sorted, `lang` left out. */
function addressKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete('lang');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** A call of the SPA answered by the API's own route for the page's host. */
function injectedFetch(app: FastifyInstance, host: string) {
  return async (url: string, init: RequestInit) => {
    const target = new URL(url, 'http://localhost');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers: { ...(init.headers as Record<string, string>), host },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Serves the app's pages (production): public pages of the route table rendered on the server for
 * the host's tenant and language by the web app's own components (apps/web/src/entry-server.tsx,
 * built to apps/web/dist-ssr), with the answers they used for the browser to hydrate from;
 * login-required pages as the client-rendered shell. Unknown hosts and paths answer 404 with Page
 * not found, a suspended tenant 409 with an empty page. Any failure of the renderer falls back to
 * the client-rendered shell: never a 500 page. Rendered pages start the app with `start`, the web
 * build's start script (start-after-paint.ts), read once at start-up like the renderer.
 */
export function createPageServer(app: FastifyInstance, webDist: string, start: StartScript | null) {
  const shell = createShell(app, join(webDist, 'index.html'), { startAfterPaint: start !== null });
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!start && existsSync(entry))
    app.log.warn(`${startScriptPath(webDist)} is missing: rendered pages load the app from their head`);
  let renderer: Promise<SsrModule | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<SsrModule>).catch((error: unknown) => {
          app.log.error({ err: error }, 'the server renderer failed to load: pages render in the browser');
          return null;
        })
      : Promise.resolve(null));

  const pages = new AnswerCache<SendablePage>(PAGE_CACHE_SIZE, PAGE_TTL_MS, 'pages');
  app.addHook('onReady', async () => {
    app.onDataChange('tenant', () => pages.clear());
    app.onDataChange('catalog', () => pages.clear());
  });

  const origin = (tenant: Tenant) =>
    siteOrigin(tenant.primaryHost, {
      scheme: app.env.PUBLIC_SCHEME,
      port: app.env.PUBLIC_PORT,
      listenPort: app.env.PORT,
    });

  const apiFetch = (host: string) => injectedFetch(app, host);

  async function render(request: FastifyRequest, tenant: Tenant | null, locale: Locale): Promise<Page> {
    const home = request.url.split('?')[0] === '/';
    const status = !tenant ? 404 : tenant.status !== 'active' ? 409 : 200;
    const parts = await shell.partsFor(request, tenant, locale, home);
    if (!parts) throw new Error('no index.html');
    const ssr = await loadRenderer();
    let result: RenderResult = { kind: 'client' };
    if (ssr) {
      try {
        result = await ssr.render({
          url: request.url,
          locale,
          origin: tenant ? origin(tenant) : `http://${request.host}`,
          config: parts.boot.config,
          domainStatus: status,
          fetch: apiFetch(request.host),
        });
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          'server rendering failed: the page renders in the browser',
        );
      }
    }
    if (result.kind === 'client')
      return {
        status,
        html: fillTemplate(parts.page, parts.boot, shell.preloads(parts.modules), undefined, parts.title),
      };
    const boot = { ...parts.boot, ssr: { queries: result.queries } };
    // The home page's hero is preloaded from the banner answer (shell.ts); other pages preload
    // their first high-priority image, when they have one.
    const image = parts.boot.content.banner ? null : priorityImagePreload(result.html);
    // The app's files are fetched by the start script once the page is painted (decision 26):
    // index.html's and the page's own chunks, each once.
    const template = shell.renderedTemplate()!;
    const modules = [...parts.modules, ...result.modules];
    const files = [...new Set([...template.preloads, ...shell.filesOf(modules)])];
    const head = [
      ...(Object.keys(result.themeVariables).length ? [themeStyle(result.themeVariables)] : []),
      ...(image ? [image] : []),
      ...(template.entry ? [] : shell.preloads(modules)),
      ...(status === 200 || status === 404
        ? headTags(result.head)
        : ['<meta name="robots" content="noindex" />']),
    ];
    const html = fillTemplate(
      template.html,
      boot,
      head,
      {
        root: markImages(result.html),
        title: result.head.title,
        description: result.head.description,
        afterRoot: template.entry && start ? startScript(start, template.entry, files) : '',
      },
      parts.title,
    );
    return { status: result.status, html };
  }

  /** Answers a GET for a page (any Accept header); false for what is not a page. */
  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = request.url.split('?')[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || FILE_LIKE.test(path)) return false;
    const tenant = await app.findTenantByHost(request.hostname).catch(() => null);
    const locale = pageLocale(request, tenant);
    const ssr = await loadRenderer();
    // Only known pages are cached by address, so made-up hosts and paths cannot fill the cache.
    const known = tenant && tenant.status === 'active' && (!ssr || ssr.isKnownPath(path));
    const key = `${shell.version()}:${
      !tenant
        ? `unknown:${locale}`
        : tenant.status !== 'active'
          ? `${tenant.id}:suspended`
          : known
            ? `${tenant.id}:${locale}:${addressKey(request.url)}`
            : `${tenant.id}:${locale}:404`
    }`;
    let page: SendablePage;
    try {
      page = await pages.get(key, async () => sendablePage(await render(request, tenant, locale)));
    } catch (error) {
      request.log.warn({ err: error }, 'serving the plain index.html');
      const html = await shell.shellFor(request, tenant, locale);
      if (html === null) return false;
      page = sendablePage({ status: !tenant ? 404 : tenant.status !== 'active' ? 409 : 200, html });
    }
    reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // A reply is a thenable, so it is not what this returns: an async caller would wait on it.
    void sendSendable(request, reply, page, { etag: page.status === 200, vary: 'cookie, accept-encoding' });
    return true;
  };
}
