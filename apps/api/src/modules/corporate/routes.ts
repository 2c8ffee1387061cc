import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/corporate/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import * as corporate from './service.ts';

/** A CSV of 5,000 people with long names and addresses, as JSON. */
const BODY_BYTES = 3 * 1024 * 1024;

/**
 * Corporate enrolment in the studio (docs/product.md "The studio": corporate enrolment, decision
 * 54): an admin checks and imports a client's CSV as one corporate order, and follows the cohort's
 * progress, as CSV and as a PDF report for the client.
 */
export default async function corporateRoutes(app: FastifyInstance) {
  const env = app.env;
  const ctx: corporate.CorporateContext = {
    sql: app.database.sql,
    messenger: app.messenger,
    pdf: app.pdf,
    limiter: app.limiter,
    siteOrigin: (tenant) =>
      siteOrigin(tenant.primaryHost, {
        scheme: env.PUBLIC_SCHEME,
        port: env.PUBLIC_PORT,
        listenPort: env.PORT,
      }),
  };
  const noStore = { 'cache-control': 'private, no-store' };
  implement(app, calls, {
    getCorporateOptions: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await corporate.options(ctx, caller));
    },
    listCorporateOrders: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await corporate.list(ctx, caller, request.query));
    },
    checkCorporateFile: {
      handler: async (request, caller) => ok(await corporate.check(ctx, caller, request.body)),
      extras: { bodyLimit: BODY_BYTES },
    },
    createCorporateOrder: {
      handler: async (request, caller) => ok(await corporate.create(ctx, caller, request.body)),
      extras: { bodyLimit: BODY_BYTES },
    },
    getCorporateCohort: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await corporate.cohort(ctx, caller, request.params.id, request.query));
    },
    exportCorporateCohort: async (request, caller, reply) => {
      const { filename, lines } = await corporate.exportCohort(ctx, caller, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .headers(noStore)
        .send(Readable.from(lines));
    },
    corporateCohortPdf: async (request, caller, reply) => {
      const { pdf, filename } = await corporate.reportPdf(ctx, caller, request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .headers(noStore)
        .send(pdf);
    },
  });
}
