import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { themeVariables } from '@app/ui/theme';
import type { Tenant } from '../../db/schema/index.ts';
import { tenantLanguage } from '../../lib/caller.ts';
import { siteOrigin } from '../../lib/host.ts';
import { mediaUrl } from '../../lib/media.ts';
import { sendable, sendSendable } from '../../lib/sendable.ts';
import { themeStyle } from './head.ts';
import { escapeHtml, scriptJson } from './shell.ts';

/**
 * The studio's pages (issue 24 item 1): on a company's studio host every page address answers the
 * studio app's index.html (apps/studio/dist, built with its files under /studio-assets/), never the
 * learners' app. The page carries the company's public brand (name, logo, colours, language, the
 * learners' site), so even the signed-out and sign-in screens wear it before any call; who is
 * signed in is asked by the app itself (GET /api/studio/session). No server rendering: the studio
 * is behind a session and has nothing for search engines (noindex).
 */

/** The studio app's page addresses (apps/studio/src/app/router.tsx); others answer 404. */
const STUDIO_PAGES = [
  /^\/$/,
  /^\/sign-in$/,
  /^\/signed-out$/,
  /^\/courses$/,
  /^\/courses\/(?:new|\d{1,10})$/,
  /^\/courses\/\d{1,10}\/curriculum$/,
  /^\/sales(?:\/orders(?:\/\d{1,10})?)?$/,
  /^\/learners(?:\/(?:courses|people)\/\d{1,10})?$/,
  /^\/vouchers(?:\/(?:new|\d{1,10}))?$/,
];
/** Paths that are files, not pages: a miss there is a plain 404. */
const FILE_LIKE = /^\/(?:assets\/|studio-assets\/|api\/|media\/)|\.[a-z0-9]{1,8}$/i;

/** What the studio's page tells the app about the company before anyone signs in. */
export interface StudioBoot {
  company: {
    name: string;
    logo_url: string;
    default_language: string;
    site_url: string;
  } | null;
}

export function createStudioPages(app: FastifyInstance, studioDist: string) {
  const file = join(studioDist, 'index.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (!template) app.log.warn(`${file} is missing: studio hosts answer 404 until the studio is built`);

  const originOf = (host: string) =>
    siteOrigin(host, { scheme: app.env.PUBLIC_SCHEME, port: app.env.PUBLIC_PORT, listenPort: app.env.PORT });

  function page(tenant: Tenant | null): string {
    const active = tenant && tenant.status === 'active' ? tenant : null;
    const boot: StudioBoot = {
      company: active && {
        name: active.companyName,
        logo_url: mediaUrl(active.logoMediaId),
        default_language: tenantLanguage(active),
        site_url: originOf(active.primaryHost),
      },
    };
    const head = [
      `<script id="studio-boot" type="application/json">${scriptJson(boot)}</script>`,
      ...(active
        ? [
            themeStyle(
              themeVariables({
                primary_color: active.primaryColor,
                background_color: active.backgroundColor,
                accent_color: active.accentColor,
                text_color: active.textColor,
              }),
            ),
          ]
        : []),
    ];
    let html = template!.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
    if (active) {
      html = html
        .replace(/<html lang="[^"]*"/, () => `<html lang="${tenantLanguage(active)}"`)
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(`Studio · ${active.companyName}`)}</title>`,
        );
    }
    return html;
  }

  /** Answers a GET for a studio page; false for what is not one (a file, an API path). */
  return async function serveStudioPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = request.url.split('?')[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || FILE_LIKE.test(path) || !template)
      return false;
    const tenant = await app.findTenantByHost(request.hostname).catch(() => null);
    const status = !tenant
      ? 404
      : tenant.status !== 'active'
        ? 409
        : STUDIO_PAGES.some((p) => p.test(path))
          ? 200
          : 404;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow');
    void sendSendable(request, reply, sendable(page(tenant)), {
      etag: status === 200,
      vary: 'accept-encoding',
    });
    return true;
  };
}
