import type { FastifyInstance } from 'fastify';
import * as calls from '@app/contract/quiz/endpoints';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { implement } from '../../lib/route.ts';
import { sendCertificateMail, type CertificateMailContext } from '../learning/certificates/service.ts';
import {
  createContentCache,
  detailScoreOf,
  getQuiz,
  reviewOf,
  saveAnswer,
  scoreOf,
  startDeadlineJob,
  submitQuiz,
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
  const env = app.env;
  const mail: CertificateMailContext = {
    sql: app.database.sql,
    messenger: app.messenger,
    siteOrigin: (primaryHost) =>
      siteOrigin(primaryHost, { scheme: env.PUBLIC_SCHEME, port: env.PUBLIC_PORT, listenPort: env.PORT }),
  };
  const content = createContentCache();
  // A quiz published from the studio notifies 'catalog' (0030_lesson_archive.sql): new attempts
  // are given its questions at once, not up to a minute later.
  app.onDataChange('catalog', () => content.clear());
  const ctx: QuizContext = {
    sql: app.database.sql,
    limiter: app.limiter,
    content,
    // The quiz lesson a pass completes may be a course's last: its certificate is mailed.
    certificateIssued: (certificateId) => sendCertificateMail(mail, certificateId, app.log),
  };

  implement(app, calls, {
    getQuiz: async (request, caller) =>
      ok(
        await getQuiz(
          ctx,
          caller,
          request.params.id,
          request.query.start === 'true' || request.query.start === '1',
        ),
      ),
    saveAnswer: async (request, caller) =>
      ok(
        await saveAnswer(ctx, caller, {
          attemptId: request.body.attempt_id,
          questionId: request.body.question_id,
          optionIds: request.body.option_ids,
          text: request.body.text,
          flagged: request.body.flagged,
        }),
      ),
    addQuiz: async (request, caller) =>
      ok(await submitQuiz(ctx, caller, request.body.quiz_id, request.body.attempt_id)),
    getScore: async (request, caller) =>
      ok(
        await scoreOf(ctx, caller, request.query.quiz_id, {
          id: request.query.attempt_id,
          number: request.query.attempt_number,
        }),
      ),
    getReview: async (request, caller) => ok(await reviewOf(ctx, caller, request.params.attempt_id)),
    getDetailScore: async (request, caller) => ok(await detailScoreOf(ctx, caller, request.query.data)),
  });

  const stop = startDeadlineJob(ctx, app.log, DEADLINE_CHECK_SECONDS);
  app.addHook('onClose', async () => stop());
}
