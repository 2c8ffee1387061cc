import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/learning/endpoints';
import { ok, sendJson, sendKept } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { VersionedAnswers } from '../../lib/versioned-answers.ts';
import { certificatePdfOf, verifyCertificate } from './certificates/service.ts';
import { courseContentOf } from './content/service.ts';
import type { LearningContext } from './context.ts';
import { signFileLink } from './files/links.ts';
import { signHlsLink } from './files/hls-links.ts';
import hlsRoutes from './files/hls-routes.ts';
import fileRoutes from './files/routes.ts';
import { myLearningOf } from './my-learning/service.ts';
import { addLessonProgress, courseProgressOf } from './progress/service.ts';

/**
 * Learning (product §7 "Learning host", docs/product.md §15): my courses, course content with
 * signed file links (and HLS links of transcoded videos), lesson progress decided on the server, certificates and their public
 * verification. The files themselves are served by files/routes.ts, HLS ladders by files/hls-routes.ts.
 */
export default async function learningRoutes(app: FastifyInstance) {
  await app.register(fileRoutes);
  await app.register(hlsRoutes);
  const env = app.env;
  // 64 MB: some 600 learners of 200 courses, or thousands of ordinary ones, per instance.
  const answers = new VersionedAnswers(64 * 1024 * 1024, 'learning');
  // Titles, curriculum and video lengths are not in the learner's version.
  app.onDataChange('catalog', () => answers.clear());
  const ctx: LearningContext = {
    sql: app.database.sql,
    limiter: app.limiter,
    messenger: app.messenger,
    pdf: app.pdf,
    answers,
    fileLink: ({ tenantId, userId, fileId }) =>
      signFileLink({
        secret: app.env.FILE_LINK_SECRET,
        tenantId,
        userId,
        fileId,
      }),
    hlsLink: ({ tenantId, userId, videoId }) =>
      signHlsLink({ secret: app.env.FILE_LINK_SECRET, tenantId, userId, videoId }),
    siteOrigin: (primaryHost) =>
      siteOrigin(primaryHost, { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT }),
  };

  // These two answer JSON text that PostgreSQL built in the contract's shape (no per-row parsing
  // and re-serialising in this process: bench/results.md, "Learning at scale"), kept in memory
  // under the learner's version (docs/decisions.md 24).
  implement(app, calls, {
    getMyLearning: async (request, caller, reply) =>
      sendKept(
        request,
        reply,
        await myLearningOf(ctx, caller, { email: request.params.email, filter: request.query.filter }),
      ),
    getContent: async (request, caller) => ok(await courseContentOf(ctx, caller, request.params.id)),
    getLessonProgress: async (request, caller, reply) =>
      sendKept(
        request,
        reply,
        await courseProgressOf(ctx, caller, {
          email: request.params.email,
          courseId: request.query.course_id,
        }),
      ),
    addLessonProgress: async (request, caller, reply) =>
      sendJson(reply, await addLessonProgress(ctx, caller, request.body)),
    getCertificatePdf: async (request, caller, reply) => {
      const { pdf, fileName } = await certificatePdfOf(ctx, caller, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    verifyCertificate: async (request, caller) =>
      ok(await verifyCertificate(ctx, caller, request.params.code)),
  });
}
