import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@app/contract/commerce/endpoints';
import { localeSchema, type Locale } from '@app/contract/envelope';
import { ok, paged, sendKept } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { route } from '../../lib/route.ts';
import { VersionedAnswers } from '../../lib/versioned-answers.ts';
import { startExpiryJob } from './bookings/expiry.ts';
import { buy, cancel, courseBookingOf, getBookingOf, historyOf } from './bookings/service.ts';
import type { Caller, CommerceContext } from './context.ts';
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

  const callerOf = (request: FastifyRequest): Caller => {
    const lang = (request.query as { lang?: Locale } | undefined)?.lang;
    return {
      tenant: request.tenant,
      user: request.user!,
      lang: lang ?? localeSchema.catch('en').parse(request.tenant.defaultLocale),
      versions: request.answerVersions,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      log: request.log,
    };
  };

  route(app, calls.getCourseBooking, async (request) =>
    ok(await courseBookingOf(ctx, callerOf(request), request.query.course_id)),
  );

  route(app, calls.buyCourse, async (request) =>
    ok(
      await buy(ctx, callerOf(request), {
        courseId: request.query.course_id,
        userId: request.query.user_id,
        email: request.query.email,
      }),
    ),
  );

  route(app, calls.getBookingHistory, async (request, reply) => {
    const q = request.query;
    const page = await historyOf(ctx, callerOf(request), {
      status: q['q[order_status_eq]'],
      name: q['q[name_cont]'],
      page: q.page,
      limit: q.limit,
    });
    return sendKept(request, reply, page);
  });

  route(app, calls.applyVoucher, async (request) =>
    ok(await applyVoucher(ctx, callerOf(request), request.body.id, request.body.voucher)),
  );

  route(app, calls.removeVoucher, async (request) =>
    ok(await removeVoucher(ctx, callerOf(request), request.body.id)),
  );

  route(app, calls.getVoucherHistory, async (request) => {
    const q = request.query;
    const { items, total } = await vouchersOf(ctx, callerOf(request), {
      name: q['q[name_cont]'],
      status: q['q[status_eq]'],
      page: q.page,
      limit: q.limit,
    });
    return paged(items, { page: q.page, limit: q.limit, total });
  });

  route(app, calls.getPaymentMethods, async (request) => ok(paymentMethodsOf(ctx, callerOf(request))));

  route(app, calls.getBooking, async (request) =>
    ok(await getBookingOf(ctx, callerOf(request), request.params.id)),
  );

  route(app, calls.payBooking, async (request) =>
    ok(await pay(ctx, callerOf(request), request.params.id, request.body.method)),
  );

  route(app, calls.cancelBooking, async (request) =>
    ok(await cancel(ctx, callerOf(request), request.params.id)),
  );

  route(app, calls.getReceipt, async (request, reply) => {
    const { pdf, filename } = await receiptPdfOf(ctx, callerOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(
    app,
    calls.paymentNotification,
    async (request) =>
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
    {
      // Stripe signs the exact bytes it sent: keep them before the JSON parser sees them.
      preParsing: async (request, _reply, payload) => {
        const chunks: Buffer[] = [];
        for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
        request.rawBody = Buffer.concat(chunks);
        return Readable.from([request.rawBody]);
      },
    },
  );

  sandboxRoutes(app, resolved.sandboxKey);

  const stop = startExpiryJob(ctx, app.log, env.ORDER_EXPIRY_CHECK_SECONDS);
  app.addHook('onClose', async () => stop());
}
