import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import {
  failureStatuses,
  type AnyEndpoint,
  type AuthMode,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@app/contract/endpoint';
import { errorEnvelope } from '@app/contract/envelope';

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the endpoint's response, or sends something else itself through `reply`. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/** Route options that are not part of the call's definition (body parsing, per-route hooks). */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'preParsing' | 'preValidation' | 'validatorCompiler' | 'bodyLimit'
>;

const securityOf: Record<AuthMode, Record<string, string[]>[] | undefined> = {
  none: undefined,
  public: undefined,
  app_code: [{ appCode: [] }],
  token: [{ bearer: [] }],
  learning: [{ learningBasic: [] }],
  learning_token: [{ learningBasic: [], learningToken: [] }],
};

/** The onRequest hook of an auth mode (plugins/tenant.ts and plugins/auth.ts). */
function authHook(app: FastifyInstance, auth: AuthMode): onRequestHookHandler | undefined {
  switch (auth) {
    case 'none':
      return undefined;
    case 'public':
      return app.tenantCall;
    case 'app_code':
      return app.publicCall;
    case 'token':
      return app.requireUser;
    case 'learning':
      return app.learningHost;
    case 'learning_token':
      return app.learningHostUser;
  }
}

/** A GET whose If-None-Match names the answer's ETag gets 304 and no body (plugins/etag.ts). */
const notModified = z.null().describe('Not modified: If-None-Match names the current ETag; no body');

/**
 * The documented answers of a route: its success (in its media type when not JSON), 304 for a
 * GET, its other successes, and every failure status it can answer with the error envelope.
 */
export function responsesOf(endpoint: AnyEndpoint): Record<number, unknown> {
  const failures = Object.fromEntries(failureStatuses(endpoint).map((status) => [status, errorEnvelope]));
  const success = endpoint.mediaType
    ? { description: 'Success', content: { [endpoint.mediaType]: { schema: endpoint.response } } }
    : endpoint.response;
  return {
    200: success,
    ...(endpoint.method === 'GET' ? { 304: notModified } : {}),
    ...endpoint.otherResponses,
    ...failures,
  };
}

/**
 * Registers the route of one contract endpoint: its method and path, its auth hook, the zod
 * schemas that validate params, query and body, and its OpenAPI entry, all from the one
 * definition in packages/contract.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  const encoding = endpoint.encoding ?? 'json';
  const hook = authHook(app, endpoint.auth);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(hook ? { onRequest: hook } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(securityOf[endpoint.auth] ? { security: securityOf[endpoint.auth] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.body && encoding !== 'json'
        ? {
            consumes:
              encoding === 'form'
                ? ['application/x-www-form-urlencoded', 'application/json']
                : ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
          }
        : {}),
      response: responsesOf(endpoint),
    },
    ...extras,
    handler: handler as never,
  });
}
