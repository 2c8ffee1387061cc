import type { FastifyInstance } from 'fastify';
import { failure } from '../../lib/envelope.ts';
import { pingDatabase } from './queries.ts';

export default async function healthRoutes(app: FastifyInstance) {
  // The process is up.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // The database answers: a load balancer sends traffic only to ready instances.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.lifecycle.draining) {
      return reply.status(503).send(failure(503, 'Shutting down', 'shutting_down'));
    }
    try {
      await pingDatabase(app.database.sql);
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(failure(503, 'Database not reachable', 'not_ready'));
    }
  });
}
