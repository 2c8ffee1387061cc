import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRateLimiter,
  pgRateStore,
  redisRateStore,
  withFallback,
  type RateLimiter,
} from '../lib/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Rate limits shared by every instance: counters in Redis when REDIS_URL is set (in the
     * database while Redis is away), else in the database.
     */
    limiter: RateLimiter;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const env = app.env;
    const database = pgRateStore(app.database.sql);
    const store = env.REDIS_URL
      ? withFallback(redisRateStore(env.REDIS_URL), database, (usingFallback, error) => {
          if (usingFallback)
            app.log.warn({ err: error }, 'redis unreachable: rate limits count in the database');
          else app.log.warn('redis reachable again: rate limits count in redis');
        })
      : database;
    const limiter = createRateLimiter(store, env.RATE_LIMIT_MULTIPLIER);
    app.decorate('limiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
