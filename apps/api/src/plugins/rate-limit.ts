import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, pgRateStore, redisRateStore, type RateLimiter } from '../lib/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits shared by every instance: counters in Redis when REDIS_URL is set, else in the database. */
    limiter: RateLimiter;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const env = app.env;
    const limiter = createRateLimiter(
      env.REDIS_URL ? redisRateStore(env.REDIS_URL) : pgRateStore(app.database.sql),
      env.RATE_LIMIT_MULTIPLIER,
    );
    app.decorate('limiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
