import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/commerce/endpoints';
import { ok, paged, sendKept } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { VersionedAnswers } from '../../lib/versioned-answers.ts';
import { startExpiryJob } from './bookings/expiry.ts';
import { buy, cancel, courseBookingOf, getBookingOf, historyOf } from './bookings/service.ts';
import type { CommerceContext } from './context.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { gatewayByName, gatewayConfigFromEnv, gatewayFor } from './gateways/select.ts';
import { sandboxKey } from './payments/queries.ts';
import { notify, pay, paymentMethodsOf } from './payments/service.ts';
import { receiptPdfOf } from './receipts/service.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { applyVoucher, removeVoucher, vouchersOf } from './vouchers/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received, on routes that verify a signature over them. */
    rawBody?: Buffer;
  }
}

/**
 * Buying and paying (product §7 "Bookings and vouchers", docs/product.md §14): bookings,
 * vouchers, payments through the tenant's gateway, gateway notifications, the sandbox gateway's
 * checkout page and the job that expires unpaid orders.
 */
export default async function commerceRoutes(app: FastifyInstance) {
  const env = app.env;
  const sql = app.database.sql;
  // The sandbox key is read once at start; the first start of a deployment makes it (payments/queries.ts).
  const resolved = gatewayConfigFromEnv(
    env,
    env.PAYMENT_SANDBOX_KEY ?? (await sandboxKey(sql)),
    env.variables,
  );

  // 32 MB of history pages (a page of 10 orders is about 6 KB); course titles and voucher names
  // are not in the user's version.
  const answers = new VersionedAnswers(32 * 1024 * 1024, 'orders');
  app.onDataChange('catalog', () => answers.clear());
  const ctx: CommerceContext = {
    sql,
    limiter: app.limiter,
    pdf: app.pdf,
    answers,
    messenger: app.messenger,
    orderExpiryMinutes: env.ORDER_EXPIRY_MINUTES,
    gatewayFor: (tenant) => gatewayFor(tenant, resolved),
    gatewayByName: (name: PaymentGateway['name'], tenant) =>
      gatewayByName(name, tenant ?? { currency: '', payment: {} }, resolved),
    siteOrigin: (tenant) =>
      siteOrigin(tenant.primaryHost, {
        scheme: env.PUBLIC_SCHEME,
        port: env.PUBLIC_PORT,
        listenPort: env.PORT,
      }),
  };

  implement(app, calls, {
    getCourseBooking: async (request, caller) =>
      ok(await courseBookingOf(ctx, caller, request.query.course_id)),
    buyCourse: async (request, caller) =>
      ok(
        await buy(ctx, caller, {
          courseId: request.query.course_id,
          userId: request.query.user_id,
          email: request.query.email,
        }),
      ),
    getBookingHistory: async (request, caller, reply) => {
      const q = request.query;
      const page = await historyOf(ctx, caller, {
        status: q['q[order_status_eq]'],
        name: q['q[name_cont]'],
        page: q.page,
        limit: q.limit,
      });
      return sendKept(request, reply, page);
    },
    applyVoucher: async (request, caller) =>
      ok(await applyVoucher(ctx, caller, request.body.id, request.body.voucher)),
    removeVoucher: async (request, caller) => ok(await removeVoucher(ctx, caller, request.body.id)),
    getVoucherHistory: async (request, caller) => {
      const q = request.query;
      const { items, total } = await vouchersOf(ctx, caller, {
        name: q['q[name_cont]'],
        status: q['q[status_eq]'],
        page: q.page,
        limit: q.limit,
      });
      return paged(items, { page: q.page, limit: q.limit, total });
    },
    getPaymentMethods: async (_request, caller) => ok(paymentMethodsOf(ctx, caller)),
    getBooking: async (request, caller) => ok(await getBookingOf(ctx, caller, request.params.id)),
    payBooking: async (request, caller) => ok(await pay(ctx, caller, request.params.id, request.body.method)),
    cancelBooking: async (request, caller) => ok(await cancel(ctx, caller, request.params.id)),
    getReceipt: async (request, caller, reply) => {
      const { pdf, filename } = await receiptPdfOf(ctx, caller, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    // Not a caller's call: the gateway's, for the tenant whose host it was told to notify.
    paymentNotification: {
      handler: async (request) =>
        ok(
          await notify(
            ctx,
            request.params.gateway,
            // The keys of the tenant whose domain the gateway was told to notify (a tenant may
            // have its own account); unknown hosts use the deployment's.
            await app.findTenantByHost(request.hostname),
            { rawBody: request.rawBody ?? Buffer.alloc(0), body: request.body, headers: request.headers },
            request.log,
          ),
        ),
      extras: {
        // Stripe signs the exact bytes it sent: keep them before the JSON parser sees them.
        preParsing: async (request, _reply, payload) => {
          const chunks: Buffer[] = [];
          for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
          request.rawBody = Buffer.concat(chunks);
          return Readable.from([request.rawBody]);
        },
      },
    },
  });

  sandboxRoutes(app, resolved.sandboxKey);

  const stop = startExpiryJob(ctx, app.log, env.ORDER_EXPIRY_CHECK_SECONDS);
  app.addHook('onClose', async () => stop());
}
