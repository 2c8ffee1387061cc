import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@app/contract/envelope';
import { HERO_IMAGE_SIZES, mediaSrcset } from '@app/contract/media';
import {
  checkDomain,
  getBanner,
  getConfig,
  getGeneral,
  getProductSettings,
  getTheme,
} from '@app/contract/tenant/endpoints';
import {
  APP_CODE_HEADER,
  type BootContentKey,
  type BootPayload,
  type General,
  type Theme,
} from '@app/contract/tenant/schemas';
import type { Tenant } from '../../db/schema/index.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { withoutScripts, type ScriptlessTemplate } from './start-after-paint.ts';

/** The content answers the first screen waits for; the banner only on the home page (hero). */
const contentPaths: Record<BootContentKey, string> = {
  theme: getTheme.path,
  general: getGeneral.path,
  product: getProductSettings.path,
  banner: getBanner.path,
};

/** A shell is kept this long per tenant; branding edits show up on the next page load after it. */
const SHELL_TTL_MS = 10_000;

const HEX = /^#[0-9a-f]{3,8}$/i;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that cannot end its <script> element or open a comment inside it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The SPA's index.html as served to a host, with what its first screen would otherwise fetch one
 * request after another (config.json; then branding and the tenant's language next to the domain
 * check; then the words of that language and the home banner): the same answers the API gives,
 * embedded as a BootPayload, plus the title, language, theme colour, favicon and preloads of the
 * hero image and of the code the first render needs. The SPA still makes the domain check itself
 * (product §1) and renders as soon as it answers. The answers come from the API's own routes
 * (inject), so they cannot drift from what the SPA would have fetched. If any of that fails, the
 * plain index.html goes out and the SPA fetches as before.
 */
export function createShell(app: FastifyInstance, indexPath: string, { startAfterPaint = true } = {}) {
  let template: { html: string; mtimeMs: number; rendered: ScriptlessTemplate } | null = null;

  /** index.html, read again when a new build replaced it (its asset names change). */
  function currentTemplate(): string | null {
    const mtimeMs = statSync(indexPath, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    if (template?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexPath, 'utf8');
      const inlined = inlineStylesheets(html, dirname(indexPath));
      // Without the start script (no server build beside this one), the scripts stay in the head.
      const rendered = startAfterPaint
        ? withoutScripts(inlined)
        : { html: inlined, entry: null, preloads: [] };
      template = { html, mtimeMs, rendered };
      parts.clear();
    }
    return template.html;
  }

  /**
   * The template of pages rendered on the server: index.html with its stylesheet written into the
   * page, so it paints with the HTML alone (decision 23), and its scripts left for the start
   * script to add after that paint (decision 26).
   */
  function renderedTemplate(): ScriptlessTemplate | null {
    return currentTemplate() === null ? null : template!.rendered;
  }
  const parts = new AnswerCache<ShellParts>(500, SHELL_TTL_MS, 'shell');
  // The shell is made before the plugins are registered; it hears of tenant changes once ready.
  app.addHook('onReady', async () => app.onDataChange('tenant', () => parts.clear()));
  const chunks = chunkFiles(join(dirname(indexPath), '.vite', 'manifest.json'));

  async function answer(url: string, host: string) {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { host, [APP_CODE_HEADER]: app.env.APP_CODE, accept: 'application/json' },
    });
    return { status: res.statusCode, body: res.json() as { status?: unknown; data?: unknown } };
  }

  async function prepare(host: string, locale: Locale, home: boolean): Promise<ShellParts> {
    const [config, domain] = await Promise.all([
      answer(getConfig.path, host),
      answer(checkDomain.path, host),
    ]);
    if (config.status !== 200) throw new Error(`config.json answered ${config.status}`);
    const content: BootPayload['content'] = {};
    if (domain.status === 200) {
      const keys = (Object.keys(contentPaths) as BootContentKey[]).filter((k) => home || k !== 'banner');
      const answers = await Promise.all(keys.map((k) => answer(`${contentPaths[k]}?lang=${locale}`, host)));
      keys.forEach((key, i) => {
        if (answers[i]!.status === 200) content[key] = answers[i]!.body.data;
      });
    }
    const boot: BootPayload = {
      config: config.body as unknown as BootPayload['config'],
      locale,
      at: Date.now(),
      content,
    };
    // Code the first render waits for: the words of a language other than English, and on `/` the
    // home page (a lazy route), which would otherwise load only once the router has rendered.
    const modules =
      domain.status !== 200
        ? []
        : [
            ...(locale === 'en' ? [] : [`src/shared/i18n/locales/${locale}/index.ts`]),
            ...(home ? ['src/app/routes/home.tsx'] : []),
          ];
    return { boot, modules, domainStatus: domain.status, title: '' };
  }

  /** The boot payload for a host in a language, and the modules its first render needs. */
  async function partsFor(request: FastifyRequest, tenant: Tenant | null, locale: Locale, home: boolean) {
    const page = currentTemplate();
    if (!page) return null;
    // Every unknown host gets the same page, so made-up Host headers cannot fill the cache.
    const key = tenant ? `${tenant.id}:${locale}:${home}` : 'unknown';
    const shell = await parts.get(key, () => prepare(request.host, locale, home));
    // A suspended company's page stays empty (product §1), but its tab names the company.
    const title = tenant && tenant.status !== 'active' ? tenant.companyName : shell.title;
    return { page, ...shell, title };
  }

  /**
   * The client-rendered page: index.html with the boot payload, in the tenant's default language
   * unless told otherwise; index.html alone when reading the answers fails.
   */
  async function shellFor(
    request: FastifyRequest,
    tenant?: Tenant | null,
    locale?: Locale,
  ): Promise<string | null> {
    const page = currentTemplate();
    if (!page) return null;
    const found =
      tenant === undefined ? await app.findTenantByHost(request.hostname).catch(() => null) : tenant;
    const lang = locale ?? ((found?.defaultLocale ?? 'en') as Locale);
    const home = request.url.split('?')[0] === '/';
    try {
      const shell = (await partsFor(request, found, lang, home))!;
      return fillTemplate(page, shell.boot, preloads(shell.modules), undefined, shell.title);
    } catch (error) {
      request.log.warn({ err: error }, 'serving index.html without boot data');
      return page;
    }
  }

  /** The built files of source modules of apps/web and of their imports, each once. */
  const filesOf = (modules: string[]) => [...new Set(modules.flatMap((m) => chunks(m)))];

  /** modulepreload links for source modules of apps/web. */
  const preloads = (modules: string[]) =>
    filesOf(modules).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);

  /** Changes when a new build replaces index.html: pages made from the old one are not served. */
  const version = () => (currentTemplate() === null ? 0 : template!.mtimeMs);

  return { shellFor, partsFor, preloads, filesOf, version, renderedTemplate };
}

export interface ShellParts {
  boot: BootPayload;
  /** Source modules of apps/web the first render needs. */
  modules: string[];
  /** What GET /api/cek-domain answered for the host. */
  domainStatus: number;
  /** The page's title when no content names it (a suspended company's name); '' for none. */
  title: string;
}

type Manifest = Record<string, { file?: string; imports?: string[] }>;

/**
 * The built files a source module of apps/web needs (itself and its static imports), from
 * Vite's manifest, to preload with the page. Empty without a manifest or for an unknown module.
 */
export function chunkFiles(manifestPath: string): (source: string) => string[] {
  let manifest: Manifest = {};
  try {
    if (existsSync(manifestPath)) manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    manifest = {};
  }
  return (source) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const file = manifest[key]?.file;
      if (!file || files.has(file) || !/^[\w./-]+$/.test(file)) return;
      files.add(file);
      manifest[key]?.imports?.forEach(visit);
    };
    visit(source);
    return [...files];
  };
}

/** Larger stylesheets stay links: inlined, they would cost every page more than they save. */
const INLINE_CSS_LIMIT = 128 * 1024;

/**
 * index.html with each `<link rel="stylesheet">` of the build replaced by a `<style>` holding the
 * file, so a page rendered on the server paints with its HTML alone, before the stylesheet would
 * have arrived (decision 23). A file that is missing, too large or could close the element stays
 * a link.
 */
export function inlineStylesheets(html: string, dist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(dist, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : null;
      if (css === null || css.length > INLINE_CSS_LIMIT || /<\/style/i.test(css)) return link;
      return `<style>${css}</style>`;
    },
  );
}

/** Puts the payload and what follows from it into index.html (built by Vite from apps/web). */
export function fillTemplate(
  page: string,
  boot: BootPayload,
  extraHead: string[] = [],
  rendered?: { root: string; title: string; description: string; afterRoot?: string },
  fallbackTitle = '',
): string {
  const theme = boot.content.theme as Theme | undefined;
  const general = boot.content.general as General | undefined;
  const banners = boot.content.banner as { image?: string }[] | undefined;
  const head: string[] = [`<script id="boot" type="application/json">${scriptJson(boot)}</script>`];
  const hero = banners?.[0]?.image;
  // A banner with variants (@app/contract/media) is preloaded as the hero's <picture> will ask for
  // it: the AVIF source, same srcset and sizes (browsers without AVIF skip the preload).
  const heroSet = hero && mediaSrcset(hero, 'avif');
  if (heroSet)
    head.push(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(heroSet)}" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  else if (hero)
    head.push(`<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high" />`);
  head.push(...extraHead);
  // Replacement functions, not strings: a `$'` in a company name must stay literal.
  let html = page
    .replace(/<html lang="[^"]*"/, () => `<html lang="${boot.locale}"`)
    // The SPA reads the config from the payload instead.
    .replace(/\s*<link rel="preload" href="\/config\.json"[^>]*>/, '')
    .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const title = rendered?.title || general?.company_name || fallbackTitle;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (rendered) {
    html = html
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(rendered.description)}"`,
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${rendered.root}</div>${rendered.afterRoot ?? ''}`,
      );
  }
  if (general?.file_path_favicon)
    html = html.replace(
      /<link rel="icon" href="[^"]*"/,
      () => `<link rel="icon" href="${escapeHtml(general.file_path_favicon)}"`,
    );
  if (theme && HEX.test(theme.primary_color))
    html = html.replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${theme.primary_color}"`,
    );
  return html;
}
