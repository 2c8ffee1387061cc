import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '@app/contract/tenant/endpoints';
import type { Caller } from '../../lib/caller.ts';
import { ok, paged } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-errors.ts';
import { implement } from '../../lib/route.ts';
import {
  articleOf,
  articlesOf,
  faqOf,
  generalOf,
  itemsOf,
  pageOf,
  productSettingsOf,
  themeOf,
  type TenantContext,
} from './service.ts';

/** Public content may be kept a minute by the browser and revalidated with its ETag afterwards. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
  reply.header('vary', 'app_code, accept-encoding');
}

export default async function tenantRoutes(app: FastifyInstance) {
  const env = app.env;

  const ctx: TenantContext = { db: app.db };
  /** A content call: the tenant's answer in the caller's language, 404 when there is none, cache headers. */
  const content =
    (load: (caller: Caller) => Promise<unknown> | unknown) =>
    async (_request: unknown, caller: Caller, reply: FastifyReply) => {
      const result = await load(caller);
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
      };
    },
    // product §1: 200 active, 409 suspended, 404 unknown host (the tenant hook throws the last two).
    checkDomain: async (_request, caller) =>
      ok({ status: 'active' as const, company_name: caller.tenant.companyName }),

    getGeneral: content(generalOf),
    getCompanyLogo: content((caller) => {
      const g = generalOf(caller);
      return { company_name: g.company_name, file_path_logo: g.file_path_logo };
    }),
    getTheme: content(themeOf),
    getProductSettings: content(productSettingsOf),
    getBanner: content((caller) => itemsOf(ctx, caller, 'banner')),
    getFeatures: content((caller) => itemsOf(ctx, caller, 'feature')),
    getTestimonies: content((caller) => itemsOf(ctx, caller, 'testimony')),
    getProgrammes: content((caller) => itemsOf(ctx, caller, 'programme')),
    getAbout: content((caller) => pageOf(ctx, caller, 'about')),
    getHelpPage: content((caller) => pageOf(ctx, caller, 'help')),
    getTerms: content((caller) => pageOf(ctx, caller, 'terms')),
    getPrivacy: content((caller) => pageOf(ctx, caller, 'privacy')),
    getRefund: content((caller) => pageOf(ctx, caller, 'refund')),
    getCancellation: content((caller) => pageOf(ctx, caller, 'cancellation')),

    getFaq: async (request, caller, reply) => {
      const items = await faqOf(ctx, caller, request.query);
      cacheable(reply);
      return ok(items);
    },
    getPage: async (request, caller, reply) => {
      const result = await pageOf(ctx, caller, request.params.key);
      if (!result) throw notFound('Page not found');
      cacheable(reply);
      return ok(result);
    },
    getArticles: async (request, caller, reply) => {
      const { page: pageNo, limit } = request.query;
      const { items, total } = await articlesOf(ctx, caller, { page: pageNo, limit });
      cacheable(reply);
      return paged(items, { page: pageNo, limit, total });
    },
    getArticle: async (request, caller, reply) => {
      const result = await articleOf(ctx, caller, request.params.slug);
      if (!result) throw notFound('Article not found');
      cacheable(reply);
      return ok(result);
    },
  });
}
