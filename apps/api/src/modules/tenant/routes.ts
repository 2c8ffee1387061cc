import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@app/contract/envelope';
import * as calls from '@app/contract/tenant/endpoints';
import type { article, FaqItem, page } from '@app/contract/tenant/schemas';
import type { Tenant } from '../../db/schema/index.ts';
import { ok, paged } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { implement } from '../../lib/route.ts';
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

  /** A content call: the tenant's answer in the caller's language, 404 when there is none, cache headers. */
  const content =
    (load: (tenant: Tenant, locale: Locale) => Promise<unknown> | unknown) =>
    async (_request: unknown, caller: Caller, reply: FastifyReply) => {
      const result = await load(caller.tenant, caller.lang);
      if (result === null) throw notFound();
      cacheable(reply);
      return ok(result) as never;
    };

  implement(app, calls, {
    // What differs per deployment reaches the SPA at run time, not at build time (docs/architecture.md).
    getConfig: async (_request, _caller, reply) => {
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
    },
    // product §1: 200 active, 409 suspended, 404 unknown host (the tenant hook throws the last two).
    checkDomain: async (_request, caller) =>
      ok({ status: 'active' as const, company_name: caller.tenant.companyName }),

    getGeneral: content((t, lang) => generalOf(t, lang)),
    getCompanyLogo: content((t, lang) => {
      const g = generalOf(t, lang);
      return { company_name: g.company_name, file_path_logo: g.file_path_logo };
    }),
    getTheme: content((t) => themeOf(t)),
    getProductSettings: content((t, lang) => productSettingsOf(t, lang)),
    getBanner: content((t, lang) => listContent(db, t.id, 'banner', lang)),
    getFeatures: content((t, lang) => listContent(db, t.id, 'feature', lang)),
    getTestimonies: content((t, lang) => listContent(db, t.id, 'testimony', lang)),
    getProgrammes: content((t, lang) => listContent(db, t.id, 'programme', lang)),
    getAbout: content((t, lang) => getPage(db, t.id, 'about', lang)),
    getHelpPage: content((t, lang) => getPage(db, t.id, 'help', lang)),
    getTerms: content((t, lang) => getPage(db, t.id, 'terms', lang)),
    getPrivacy: content((t, lang) => getPage(db, t.id, 'privacy', lang)),
    getRefund: content((t, lang) => getPage(db, t.id, 'refund', lang)),
    getCancellation: content((t, lang) => getPage(db, t.id, 'cancellation', lang)),

    getFaq: async (request, caller, reply) => {
      const { search, category } = request.query;
      const needle = search?.toLocaleLowerCase();
      const items = (await listContent<FaqItem>(db, caller.tenant.id, 'faq', caller.lang)).filter(
        (f) =>
          (!category || f.category.toLocaleLowerCase() === category.toLocaleLowerCase()) &&
          (!needle || `${f.question} ${f.answer}`.toLocaleLowerCase().includes(needle)),
      );
      cacheable(reply);
      return ok(items);
    },
    getPage: async (request, caller, reply) => {
      const result = await getPage<z.input<typeof page>>(
        db,
        caller.tenant.id,
        request.params.key,
        caller.lang,
      );
      if (!result) throw notFound('Page not found');
      cacheable(reply);
      return ok(result);
    },
    getArticles: async (request, caller, reply) => {
      const { page: pageNo, limit } = request.query;
      const { items, total } = await listArticles<z.input<typeof article>>(
        db,
        caller.tenant.id,
        caller.lang,
        pageNo,
        limit,
      );
      cacheable(reply);
      return paged(items, { page: pageNo, limit, total });
    },
    getArticle: async (request, caller, reply) => {
      const result = await getArticle<z.input<typeof article>>(
        db,
        caller.tenant.id,
        request.params.slug,
        caller.lang,
      );
      if (!result) throw notFound('Article not found');
      cacheable(reply);
      return ok(result);
    },
  });
}
