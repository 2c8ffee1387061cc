import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/preview/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { signFileLink } from '../learning/files/service.ts';
import { previewOf, type PreviewContext } from './service.ts';

/**
 * "Preview as learner" on the learners' site (docs/decisions.md §47): the draft a studio link
 * names, for the site's own course page and player. The studio mints the links (studio/routes.ts).
 */
export default async function previewRoutes(app: FastifyInstance) {
  const env = app.env;
  const ctx: PreviewContext = {
    sql: app.database.sql,
    secret: env.FILE_LINK_SECRET,
    originOf: (host) =>
      siteOrigin(host, { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT }),
    fileLink: ({ tenantId, userId, fileId }) =>
      signFileLink({ secret: env.FILE_LINK_SECRET, tenantId, userId, fileId }),
  };

  implement(app, calls, {
    getPreview: async (request, caller, reply) => {
      // A draft, for one person, for half an hour: never kept, and the link never leaves in a Referer.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return ok(await previewOf(ctx, caller, request.params.token));
    },
  });
}
