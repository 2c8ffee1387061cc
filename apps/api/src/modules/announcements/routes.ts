import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/announcements/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { createWorker } from '../../lib/jobs/queue.ts';
import { implement } from '../../lib/route.ts';
import { unsubscribeKey } from './queries.ts';
import * as announcements from './service.ts';

/**
 * Announcements (docs/product.md "The studio": announcements, decision 55): written, previewed and
 * sent in the studio; mailed by a job of the `announcements` queue through the messenger; and the
 * learners' signed unsubscribe links, answered on the company's site without a session.
 */
export default async function announcementRoutes(app: FastifyInstance) {
  const { env, database } = app;
  let key: Promise<string> | undefined;
  const ctx: announcements.AnnouncementsContext = {
    sql: database.sql,
    limiter: app.limiter,
    messenger: app.messenger,
    siteOrigin: (host) =>
      siteOrigin(host, { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT }),
    unsubscribeKey: () =>
      (key ??= unsubscribeKey(database.sql).catch((error: unknown) => {
        key = undefined;
        throw error;
      })),
    wake: () => worker.wake(),
    log: app.log,
  };
  const worker = createWorker<announcements.AnnouncePayload>(database, {
    queue: announcements.ANNOUNCE_QUEUE,
    // PGlite is this process's alone: a job still `running` at start is one this process left.
    reclaimAllOnStart: database.kind === 'pglite',
    handler: (job) => announcements.mailAnnouncement(ctx, job),
    onFailed: (job) => announcements.mailingFailed(ctx, job.payload),
    onError: (error) => app.log.error({ err: error }, 'announcement job queue'),
  });
  app.addHook('onReady', async () => {
    // The link key exists from the start, made once by whichever instance starts first.
    await ctx.unsubscribeKey();
    await worker.start();
  });
  // A mailing cut short by a shutdown goes back to the queue; it carries on with who is left.
  app.addHook('onClose', () => worker.stop({ release: true }));

  const noStore = { 'cache-control': 'private, no-store' };
  implement(app, calls, {
    getAnnouncementOptions: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.options(ctx, caller));
    },
    listAnnouncements: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.list(ctx, caller, request.query));
    },
    getAnnouncement: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.get(ctx, caller, request.params.id));
    },
    previewAnnouncement: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.preview(ctx, caller, request.body));
    },
    sendAnnouncement: async (request, caller) => ok(await announcements.send(ctx, caller, request.body)),
    getSubscription: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.subscription(ctx, caller, request.params.token));
    },
    unsubscribe: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.setSubscribed(ctx, caller, request.params.token, false));
    },
    resubscribe: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await announcements.setSubscribed(ctx, caller, request.params.token, true));
    },
  });
}
