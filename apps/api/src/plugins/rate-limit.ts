import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRateLimiter,
  pgRateStore,
  redisRateStore,
  countedInBoth,
  type RateLimiter,
} from '../lib/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Rate limits shared by every instance: counters in the database, and in Redis too when
     * REDIS_URL is set (the larger count wins, so a Redis outage never raises a limit).
     */
    limiter: RateLimiter;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const env = app.env;
    const database = pgRateStore(app.database.sql);
    const store = env.REDIS_URL
      ? countedInBoth(redisRateStore(env.REDIS_URL), database, (redisAway, error) => {
          if (redisAway)
            app.log.warn({ err: error }, 'redis unreachable: rate limits count in the database alone');
          else app.log.warn('redis reachable again: rate limits count in redis and the database');
        })
      : database;
    const limiter = createRateLimiter(store, env.RATE_LIMIT_MULTIPLIER);
    app.decorate('limiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
