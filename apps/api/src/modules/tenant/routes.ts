import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint } from '@app/contract/endpoint';
import type { Locale } from '@app/contract/envelope';
import * as calls from '@app/contract/tenant/endpoints';
import type { article, FaqItem, page } from '@app/contract/tenant/schemas';
import type { Tenant } from '../../db/schema/index.ts';
import { ok, paged } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import {
  generalOf,
  getArticle,
  getPage,
  listArticles,
  listContent,
  productSettingsOf,
  themeOf,
} from './queries.ts';

/** Public content may be kept a minute by the browser and revalidated with its ETag afterwards. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
  reply.header('vary', 'app_code, accept-encoding');
}

export default async function tenantRoutes(app: FastifyInstance) {
  const env = app.env;
  const db = app.db;

  // What differs per deployment reaches the SPA at run time, not at build time (docs/architecture.md).
  route(app, calls.getConfig, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      API_URL: env.PUBLIC_API_URL,
      LEARNING_URL: env.PUBLIC_LEARNING_URL,
      LEARNING_BASIC_USER: env.LEARNING_BASIC_USER,
      LEARNING_BASIC_PASSWORD: env.LEARNING_BASIC_PASSWORD,
      GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
      APP_CODE: env.APP_CODE,
      SUPPORT_EMAIL: env.SUPPORT_EMAIL,
      DEV_OUTBOX: !env.SMTP_URL,
    };
  });

  // product §1: 200 active, 409 suspended, 404 unknown host (the tenant hook throws the last two).
  route(app, calls.checkDomain, async (request) =>
    ok({ status: 'active' as const, company_name: request.tenant.companyName }),
  );

  /** A content call: the tenant's answer in `?lang=`, 404 when there is none, cache headers. */
  function content<E extends AnyEndpoint & { query: typeof calls.getGeneral.query }>(
    endpoint: E,
    load: (tenant: Tenant, locale: Locale) => Promise<unknown> | unknown,
  ) {
    route(app, endpoint, async (request, reply) => {
      const result = await load(request.tenant, (request.query as { lang: Locale }).lang);
      if (result === null) throw notFound();
      cacheable(reply);
      return ok(result) as never;
    });
  }

  content(calls.getGeneral, (t, lang) => generalOf(t, lang));
  content(calls.getCompanyLogo, (t, lang) => {
    const g = generalOf(t, lang);
    return { company_name: g.company_name, file_path_logo: g.file_path_logo };
  });
  content(calls.getTheme, (t) => themeOf(t));
  content(calls.getProductSettings, (t, lang) => productSettingsOf(t, lang));
  content(calls.getBanner, (t, lang) => listContent(db, t.id, 'banner', lang));
  content(calls.getFeatures, (t, lang) => listContent(db, t.id, 'feature', lang));
  content(calls.getTestimonies, (t, lang) => listContent(db, t.id, 'testimony', lang));
  content(calls.getProgrammes, (t, lang) => listContent(db, t.id, 'programme', lang));
  content(calls.getAbout, (t, lang) => getPage(db, t.id, 'about', lang));
  content(calls.getHelpPage, (t, lang) => getPage(db, t.id, 'help', lang));
  content(calls.getTerms, (t, lang) => getPage(db, t.id, 'terms', lang));
  content(calls.getPrivacy, (t, lang) => getPage(db, t.id, 'privacy', lang));
  content(calls.getRefund, (t, lang) => getPage(db, t.id, 'refund', lang));
  content(calls.getCancellation, (t, lang) => getPage(db, t.id, 'cancellation', lang));

  route(app, calls.getFaq, async (request, reply) => {
    const { lang, search, category } = request.query;
    const needle = search?.toLocaleLowerCase();
    const items = (await listContent<FaqItem>(db, request.tenant.id, 'faq', lang)).filter(
      (f) =>
        (!category || f.category.toLocaleLowerCase() === category.toLocaleLowerCase()) &&
        (!needle || `${f.question} ${f.answer}`.toLocaleLowerCase().includes(needle)),
    );
    cacheable(reply);
    return ok(items);
  });

  route(app, calls.getPage, async (request, reply) => {
    const result = await getPage<z.input<typeof page>>(
      db,
      request.tenant.id,
      request.params.key,
      request.query.lang,
    );
    if (!result) throw notFound('Page not found');
    cacheable(reply);
    return ok(result);
  });

  route(app, calls.getArticles, async (request, reply) => {
    const { lang, page: pageNo, limit } = request.query;
    const { items, total } = await listArticles<z.input<typeof article>>(
      db,
      request.tenant.id,
      lang,
      pageNo,
      limit,
    );
    cacheable(reply);
    return paged(items, { page: pageNo, limit, total });
  });

  route(app, calls.getArticle, async (request, reply) => {
    const result = await getArticle<z.input<typeof article>>(
      db,
      request.tenant.id,
      request.params.slug,
      request.query.lang,
    );
    if (!result) throw notFound('Article not found');
    cacheable(reply);
    return ok(result);
  });
}
