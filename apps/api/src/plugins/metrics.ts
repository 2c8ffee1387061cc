import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { notFound } from '../lib/http-errors.ts';
import { isLocalRequest } from '../lib/local-request.ts';
import { httpDuration, httpRequests, registry } from '../lib/metrics.ts';

export interface MetricsOptions {
  /** When set, /metrics answers a scraper that sends `Authorization: Bearer <token>`. */
  token: string | undefined;
  trustProxy: boolean;
}

/**
 * `GET /metrics` in Prometheus' text format: requests and latency by route and status, the
 * database pool, the answer caches, messages, and Node's own figures. Readable from this machine,
 * or with METRICS_TOKEN from anywhere; otherwise it does not exist (404).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, opts: MetricsOptions) {
    const pool = app.database.poolStats;
    // One registry per process; a second app in the same process (tests) replaces the gauge.
    registry.removeSingleMetric('db_pool_connections');
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const stats = pool();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not the URL: ids and search terms would make a series per value.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = opts.token
        ? request.headers.authorization === `Bearer ${opts.token}`
        : isLocalRequest(request.ip, opts.trustProxy);
      if (!allowed) throw notFound();
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
