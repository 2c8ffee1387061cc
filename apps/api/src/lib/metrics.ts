import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The Prometheus registry of this process and the metrics other parts record into. One
 * registry per process: every instance is scraped on its own and Prometheus adds them up.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'answer_cache_lookups_total',
  help: 'Lookups of the in-process answer caches, by cache and result (hit, stale, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const messagesSent = new Counter({
  name: 'messages_total',
  help: 'Mail and SMS handed over, by channel and result (sent over SMTP, queued in the outbox, failed)',
  labelNames: ['channel', 'result'] as const,
  registers: [registry],
});

export const paymentNotifications = new Counter({
  name: 'payment_notifications_total',
  help: 'Notifications from payment gateways, by gateway and result (applied, honoured, needs_refund, duplicate, stale, ignored, amount_mismatch, bad_signature, unknown_order, invalid)',
  labelNames: ['gateway', 'result'] as const,
  registers: [registry],
});

export const paymentsNeedingRefund = new Counter({
  name: 'payments_needing_refund_total',
  help: 'Payments that arrived for an order that cannot take them and must be refunded, by gateway and reason',
  labelNames: ['gateway', 'reason'] as const,
  registers: [registry],
});
