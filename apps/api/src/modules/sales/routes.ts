import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/sales/endpoints';
import { ok } from '../../lib/envelope.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { implement } from '../../lib/route.ts';
import { gatewayByName, gatewayConfigFromEnv, sandboxKey } from '../commerce/payments/service.ts';
import { siteOrigin } from '../../lib/host.ts';
import { foldSales } from './queries.ts';
import * as refunds from './refunds.ts';
import * as sales from './service.ts';

/** How often the waiting changes are folded into the sales rollup (0034_sales_rollup.sql). */
const FOLD_SECONDS = 5;

/**
 * The company's sales in the studio (docs/product.md "The studio": sales): the dashboard's
 * figures, the orders list and an order's page, on the studio host with its session cookie.
 */
export default async function salesRoutes(app: FastifyInstance) {
  const env = app.env;
  const sql = app.database.sql;
  // The gateways' keys as the commerce module reads them: a refund goes back through the gateway.
  const gateways = gatewayConfigFromEnv(
    env,
    env.PAYMENT_SANDBOX_KEY ?? (await sandboxKey(sql)),
    env.variables,
  );
  const ctx: refunds.RefundContext = {
    sql,
    messenger: app.messenger,
    pdf: app.pdf,
    gatewayByName: (name, tenant) => gatewayByName(name, tenant, gateways),
    siteOrigin: (tenant) =>
      siteOrigin(tenant.primaryHost, {
        scheme: env.PUBLIC_SCHEME,
        port: env.PUBLIC_PORT,
        listenPort: env.PORT,
      }),
  };
  const noStore = { 'cache-control': 'private, no-store' };
  implement(app, calls, {
    getSalesOptions: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await sales.options(ctx, caller));
    },
    getSalesSummary: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await sales.summary(ctx, caller, request.query));
    },
    listSalesOrders: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await sales.orders(ctx, caller, request.query));
    },
    getSalesOrder: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await sales.order(ctx, caller, request.params.id));
    },
    refundOrder: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await refunds.refundOrder(ctx, caller, request.params.id, request.body));
    },
    listPaymentsToRefund: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await refunds.listPaymentsToRefund(ctx, caller));
    },
    refundPayment: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await refunds.refundPayment(ctx, caller, request.params.id, request.body));
    },
    getCreditNote: async (request, caller, reply) => {
      const { pdf, filename } = await refunds.creditNotePdf(ctx, caller, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .headers(noStore)
        .send(pdf);
    },
    exportSalesOrders: async (request, caller, reply) => {
      const { filename, lines } = await sales.exportOrders(ctx, caller, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .headers(noStore)
        .send(Readable.from(lines));
    },
  });

  // Reads add the changes not folded yet, so folding only keeps the rollup small.
  const stop = repeatEvery(FOLD_SECONDS, app.log, 'sales fold failed', () => foldSales(ctx.sql));
  app.addHook('onClose', async () => stop());
}
