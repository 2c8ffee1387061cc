import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope, langQuery, pageQuery, type Locale } from '@app/contract/envelope';
import {
  APP_CODE_HEADER,
  article,
  articleListResponse,
  banner,
  companyLogo,
  domainCheckResponse,
  faqItem,
  faqQuery,
  feature,
  general,
  helpPage,
  page,
  pageKey,
  productSettings,
  programme,
  runtimeConfig,
  testimony,
  theme,
  type FaqItem,
} from '@app/contract/tenant';
import type { Tenant } from '../../db/schema/index.ts';
import { ok, paged } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  generalOf,
  getArticle,
  getPage,
  listArticles,
  listContent,
  productSettingsOf,
  themeOf,
} from './queries.ts';

const publicHeaders = z.object({ [APP_CODE_HEADER]: z.string().optional() });
const failures = { 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Public content may be kept a minute by the browser and revalidated with its ETag afterwards. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
  reply.header('vary', 'app_code, accept-encoding');
}

export default async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const env = app.env;

  // Design brief: what differs per deployment reaches the SPA at run time, not at build time.
  app.get(
    '/config.json',
    { schema: { hide: true, response: { 200: runtimeConfig } } },
    async (_request, reply) => {
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
  );

  // spec §1, §7: 200 active, 409 suspended, 404 unknown host (the tenant hook throws the last two).
  app.get(
    '/api/cek-domain',
    {
      onRequest: app.publicCall,
      schema: {
        tags: ['tenant'],
        summary: 'Check that the request host is an active tenant',
        headers: publicHeaders,
        response: { 200: domainCheckResponse, ...failures },
      },
    },
    async (request) => ok({ status: 'active' as const, company_name: request.tenant.companyName }),
  );

  /** A public content call: app_code + tenant host, `lang`, envelope, cache headers. */
  function content(
    path: string,
    summary: string,
    data: z.ZodType,
    load: (tenantId: number, locale: Locale, tenant: Tenant) => Promise<unknown>,
  ) {
    app.get(
      path,
      {
        onRequest: app.publicCall,
        schema: {
          tags: ['content'],
          summary,
          headers: publicHeaders,
          querystring: langQuery,
          response: { 200: envelope(data), ...failures },
        },
      },
      async (request, reply) => {
        const result = await load(request.tenant.id, request.query.lang, request.tenant);
        if (result === null) throw notFound();
        cacheable(reply);
        return ok(result);
      },
    );
  }

  const db = app.db;
  content('/api/general/get-general', 'Company data of the tenant', general, async (_id, lang, t) =>
    generalOf(t, lang),
  );
  content('/api/general/get-company-logo', 'Company logo', companyLogo, async (_id, lang, t) => {
    const g = generalOf(t, lang);
    return { company_name: g.company_name, file_path_logo: g.file_path_logo };
  });
  content('/api/theme-settings/get-theme', 'Theme colours', theme, async (_id, _lang, t) => themeOf(t));
  content(
    '/api/product-settings/get-product-settings',
    'Product noun',
    productSettings,
    async (_id, lang, t) => productSettingsOf(t, lang),
  );
  content('/api/banner/get-banner', 'Home banners', z.array(banner), (id, lang) =>
    listContent(db, id, 'banner', lang),
  );
  content('/api/features/get-features', 'Features', z.array(feature), (id, lang) =>
    listContent(db, id, 'feature', lang),
  );
  content('/api/testimonies/get-testimonies', 'Testimonies', z.array(testimony), (id, lang) =>
    listContent(db, id, 'testimony', lang),
  );
  content('/api/programmes/get-programmes', 'Programmes', z.array(programme), (id, lang) =>
    listContent(db, id, 'programme', lang),
  );
  content('/api/about/get-about', 'About page', page, (id, lang) => getPage(db, id, 'about', lang));
  content('/api/help-page/get-help-page', 'Help page', helpPage, (id, lang) => getPage(db, id, 'help', lang));
  content('/api/terms-condition/get-terms-condition', 'Terms and conditions', page, (id, lang) =>
    getPage(db, id, 'terms', lang),
  );
  content('/api/privacy/get-privacy', 'Privacy policy', page, (id, lang) => getPage(db, id, 'privacy', lang));
  content('/api/refund-policy/get-refund', 'Refund policy', page, (id, lang) =>
    getPage(db, id, 'refund', lang),
  );
  content('/api/cancellation/get-cancellation', 'Cancellation policy', page, (id, lang) =>
    getPage(db, id, 'cancellation', lang),
  );

  // spec §7: "GET /api/faq/get-faq (with params)": search text and category.
  app.get(
    '/api/faq/get-faq',
    {
      onRequest: app.publicCall,
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions, filtered by search text and category',
        headers: publicHeaders,
        querystring: faqQuery,
        response: { 200: envelope(z.array(faqItem)), ...failures },
      },
    },
    async (request, reply) => {
      const { lang, search, category } = request.query;
      const needle = search?.toLocaleLowerCase();
      const items = (await listContent<FaqItem>(db, request.tenant.id, 'faq', lang)).filter(
        (f) =>
          (!category || f.category.toLocaleLowerCase() === category.toLocaleLowerCase()) &&
          (!needle || `${f.question} ${f.answer}`.toLocaleLowerCase().includes(needle)),
      );
      cacheable(reply);
      return ok(items);
    },
  );

  // Content pages beyond the fifteen calls, in the same style: corporate solution, career, contact.
  app.get(
    '/api/pages/get-page/:key',
    {
      onRequest: app.publicCall,
      schema: {
        tags: ['content'],
        summary: 'A content page by key',
        headers: publicHeaders,
        params: z.object({ key: pageKey }),
        querystring: langQuery,
        response: { 200: envelope(page), ...failures },
      },
    },
    async (request, reply) => {
      const result = await getPage<z.input<typeof page>>(
        db,
        request.tenant.id,
        request.params.key,
        request.query.lang,
      );
      if (!result) throw notFound('Page not found');
      cacheable(reply);
      return ok(result);
    },
  );

  app.get(
    '/api/articles/get-articles',
    {
      onRequest: app.publicCall,
      schema: {
        tags: ['content'],
        summary: 'Articles, newest first',
        headers: publicHeaders,
        querystring: langQuery.extend(pageQuery.shape),
        response: { 200: articleListResponse, ...failures, 400: errorEnvelope },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/articles/get-article/:slug',
    {
      onRequest: app.publicCall,
      schema: {
        tags: ['content'],
        summary: 'One article by slug',
        headers: publicHeaders,
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'Invalid slug') }),
        querystring: langQuery,
        response: { 200: envelope(article), ...failures, 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await getArticle<z.input<typeof article>>(
        db,
        request.tenant.id,
        request.params.slug,
        request.query.lang,
      );
      if (!result) throw notFound('Article not found');
      cacheable(reply);
      return ok(result);
    },
  );
}
