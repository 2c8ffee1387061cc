import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/sales/endpoints';
import { ok } from '../../lib/envelope.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { implement } from '../../lib/route.ts';
import { foldSales } from './queries.ts';
import * as sales from './service.ts';

/** How often the waiting changes are folded into the sales rollup (0034_sales_rollup.sql). */
const FOLD_SECONDS = 5;

/**
 * The company's sales in the studio (docs/product.md "The studio": sales): the dashboard's
 * figures, the orders list and an order's page, on the studio host with its session cookie.
 */
export default async function salesRoutes(app: FastifyInstance) {
  const ctx: sales.SalesContext = { sql: app.database.sql };
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
