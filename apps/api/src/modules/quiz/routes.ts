import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeSchema, type Locale } from '@app/contract/envelope';
import * as calls from '@app/contract/quiz/endpoints';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import {
  createContentCache,
  detailScoreOf,
  getQuiz,
  reviewOf,
  saveAnswer,
  scoreOf,
  startDeadlineJob,
  submitQuiz,
  type Caller,
  type QuizContext,
} from './service.ts';

/** How often each instance closes attempts nobody submitted (safe with several instances). */
const DEADLINE_CHECK_SECONDS = 30;

/**
 * Quizzes on the learning host (product §7, docs/product.md "Quizzes"): start or resume, save
 * answers as the learner goes, submit, scores and the review. The server keeps the clock and
 * the answer key.
 */
export default async function quizRoutes(app: FastifyInstance) {
  const ctx: QuizContext = { sql: app.database.sql, limiter: app.limiter, content: createContentCache() };

  const callerOf = (request: FastifyRequest): Caller => {
    const lang = (request.query as { lang?: Locale } | undefined)?.lang;
    return {
      tenant: request.tenant,
      user: request.user!,
      lang: lang ?? localeSchema.catch('en').parse(request.tenant.defaultLocale),
      log: request.log,
    };
  };

  route(app, calls.getQuiz, async (request) =>
    ok(
      await getQuiz(
        ctx,
        callerOf(request),
        request.params.id,
        request.query.start === 'true' || request.query.start === '1',
      ),
    ),
  );

  route(app, calls.saveAnswer, async (request) =>
    ok(
      await saveAnswer(ctx, callerOf(request), {
        attemptId: request.body.attempt_id,
        questionId: request.body.question_id,
        optionIds: request.body.option_ids,
        text: request.body.text,
        flagged: request.body.flagged,
      }),
    ),
  );

  route(app, calls.addQuiz, async (request) =>
    ok(await submitQuiz(ctx, callerOf(request), request.body.quiz_id, request.body.attempt_id)),
  );

  route(app, calls.getScore, async (request) =>
    ok(await scoreOf(ctx, callerOf(request), request.query.quiz_id, request.query.attempt_id)),
  );

  route(app, calls.getReview, async (request) =>
    ok(await reviewOf(ctx, callerOf(request), request.params.attempt_id)),
  );

  route(app, calls.getDetailScore, async (request) =>
    ok(await detailScoreOf(ctx, callerOf(request), request.query.data)),
  );

  const stop = startDeadlineJob(ctx, app.log, DEADLINE_CHECK_SECONDS);
  app.addHook('onClose', async () => stop());
}
