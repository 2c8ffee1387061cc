import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { failure } from '../lib/envelope.ts';
import { HttpError, codeOfStatus } from '../lib/http-errors.ts';
import type { Log } from '../lib/log.ts';

const statusMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable entity',
  429: 'Too many requests',
  503: 'Service unavailable',
};

/**
 * Every failure leaves as the failure envelope `{status, message, error: {code, fields?}}` with a
 * code of the contract (packages/contract/src/errors.ts); bad input names its fields by field
 * code (lib/validation.ts); nothing unexpected leaks a stack trace (product §8).
 */
export interface ErrorsOptions {
  /** Answers a page of the app (modules/pages), or returns null for what is not a page. */
  servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export default fp(async function errorsPlugin(app: FastifyInstance, opts: ErrorsOptions) {
  const outage = createOutageLog();
  // A new connection to the database after failures: the outage is over.
  app.addHook('onReady', async () => {
    app.database.onConnection?.(() => outage.succeeded(app.log));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(failure(error.statusCode, error.message, error.code, error.fields));
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(request.log, error);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          failure(
            503,
            'The service is briefly unavailable. Please try again in a few seconds.',
            'database_unavailable',
          ),
        );
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(failure(500, 'Internal server error', 'internal'));
    }
    // Fastify's and its plugins' own codes (FST_…) are not the contract's.
    return reply
      .status(status)
      .send(failure(status, statusMessages[status] ?? error.message, codeOfStatus(status)));
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await opts.servePage?.(request, reply)) return reply;
    return reply.status(404).send(failure(404, 'Not found', 'not_found'));
  });
});

/**
 * While the database is away every request fails the same way: one warning when the outage
 * starts and one line with the count when it ends, instead of a stack trace per request.
 */
function createOutageLog() {
  let since: number | null = null;
  let failures = 0;
  return {
    failed(log: Log, error: unknown) {
      failures += 1;
      if (since !== null) return;
      since = Date.now();
      log.warn({ err: error }, 'database unreachable: answering 503 until it is back');
    },
    succeeded(log: Log) {
      if (since === null) return;
      log.warn({ seconds: (Date.now() - since) / 1000, failures }, 'database reachable again');
      since = null;
      failures = 0;
    },
  };
}
