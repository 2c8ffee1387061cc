import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/vouchers/endpoints';
import { ok } from '../../lib/envelope.ts';
import { implement } from '../../lib/route.ts';
import * as vouchers from './service.ts';

/**
 * The company's vouchers in the studio (docs/product.md "The studio": vouchers, decision 51):
 * made, changed, generated in bulk and deactivated by an admin, with their uses and cost, on the
 * studio host with its session cookie. Checkout applies them (modules/commerce/vouchers).
 */
export default async function voucherRoutes(app: FastifyInstance) {
  const ctx: vouchers.VouchersContext = { sql: app.database.sql };
  const noStore = { 'cache-control': 'private, no-store' };
  implement(app, calls, {
    getVoucherOptions: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await vouchers.options(ctx, caller));
    },
    listVouchers: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await vouchers.list(ctx, caller, request.query));
    },
    getVoucher: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await vouchers.get(ctx, caller, request.params.id));
    },
    createVoucher: async (request, caller) => ok(await vouchers.create(ctx, caller, request.body)),
    generateVouchers: async (request, caller) => ok(await vouchers.generate(ctx, caller, request.body)),
    updateVoucher: async (request, caller) =>
      ok(await vouchers.update(ctx, caller, request.params.id, request.body)),
    deactivateVoucher: async (request, caller) =>
      ok(await vouchers.deactivate(ctx, caller, request.params.id)),
    activateVoucher: async (request, caller) => ok(await vouchers.activate(ctx, caller, request.params.id)),
  });
}
