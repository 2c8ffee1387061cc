import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/learners/endpoints';
import { ok } from '../../lib/envelope.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { implement } from '../../lib/route.ts';
import { foldLearnerFigures } from './queries.ts';
import * as learners from './service.ts';

/** How often the learner figures' waiting changes are folded (reads add them, so this only keeps them few). */
const FOLD_SECONDS = 5;

/**
 * The company's learners in the studio (docs/product.md "The studio": learners): per course its
 * figures, progress, stuck learners and quizzes, its learners list and CSV; one learner's page.
 */
export default async function learnersRoutes(app: FastifyInstance) {
  const ctx: learners.LearnersContext = { sql: app.database.sql };
  const noStore = { 'cache-control': 'private, no-store' };
  implement(app, calls, {
    listLearnerCourses: async (_request, caller, reply) => {
      reply.headers(noStore);
      return ok(await learners.courses(ctx, caller));
    },
    getLearnerCourse: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await learners.course(ctx, caller, request.params.id, request.query));
    },
    listCourseLearners: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await learners.learners(ctx, caller, request.params.id, request.query));
    },
    exportCourseLearners: async (request, caller, reply) => {
      const { filename, lines } = await learners.exportLearners(
        ctx,
        caller,
        request.params.id,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .headers(noStore)
        .send(Readable.from(lines));
    },
    getLearner: async (request, caller, reply) => {
      reply.headers(noStore);
      return ok(await learners.learner(ctx, caller, request.params.id));
    },
  });

  const stop = repeatEvery(FOLD_SECONDS, app.log, 'learner figures fold failed', () =>
    foldLearnerFigures(ctx.sql),
  );
  app.addHook('onClose', async () => stop());
}
