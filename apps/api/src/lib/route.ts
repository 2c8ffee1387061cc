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
import type { CallerFor } from './caller.ts';

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/**
 * A handler answers the endpoint's response, or sends something else itself through `reply`.
 * `caller` is who is asking (lib/caller.ts), signed in when the call's auth mode demands it.
 */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  caller: CallerFor<E['auth']>,
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
  studio_host: undefined,
  studio: [{ studioCookie: [] }],
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
    case 'studio_host':
      return app.studioHostCall;
    case 'studio':
      return app.requireStudio;
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

/** The OpenAPI description: the call's own, then the error codes of its own rules. */
export function descriptionOf(endpoint: AnyEndpoint): string | undefined {
  const codes = endpoint.codes?.length
    ? `Error codes of its own rules: ${endpoint.codes.map((code) => `\`${code}\``).join(', ')}.`
    : '';
  return [endpoint.description, codes].filter(Boolean).join('\n\n') || undefined;
}

/**
 * Registers the route of one contract endpoint: its method and path, its auth hook, the zod
 * schemas that validate params, query and body, and its OpenAPI entry, all from the one
 * definition in packages/contract.
 */
function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  const encoding = endpoint.encoding ?? 'json';
  const hook = authHook(app, endpoint.auth);
  const description = descriptionOf(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(hook ? { onRequest: hook } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(description ? { description } : {}),
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
    handler: ((request: FastifyRequest, reply: FastifyReply) =>
      handler(
        request as EndpointRequest<E>,
        (endpoint.auth === 'none' ? undefined : request.caller) as CallerFor<E['auth']>,
        reply,
      )) as never,
  });
}

/** The calls among a contract module's exports (`import * as calls from '@app/contract/…'`). */
export type CallsOf<M> = { [K in keyof M as M[K] extends AnyEndpoint ? K : never]: M[K] };

/** A call's handler, with route options of its own when it needs them (e.g. a body parser). */
export type HandlerEntry<E extends AnyEndpoint> =
  EndpointHandler<E> | { handler: EndpointHandler<E>; extras: RouteExtras };

/** One handler for each call of `C`, under the call's name. */
export type Handlers<C> = { [K in keyof C]: C[K] extends AnyEndpoint ? HandlerEntry<C[K]> : never };

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value;

/**
 * Registers the routes of a contract feature from one handler map: every call of `calls` must have
 * its handler and every handler must name a call, or the map does not type-check
 * (test/implement.test.ts). A feature whose calls are served by several parts builds its map
 * from theirs, each typed with the calls it serves (`Handlers<Pick<…>>`).
 */
export function implement<M extends object>(app: FastifyInstance, calls: M, handlers: Handlers<CallsOf<M>>) {
  for (const [name, entry] of Object.entries(handlers as Record<string, HandlerEntry<AnyEndpoint>>)) {
    const endpoint = (calls as Record<string, unknown>)[name];
    if (!isEndpoint(endpoint)) throw new Error(`implement(): ${name} is not a call of the contract`);
    if (typeof entry === 'function') route(app, endpoint, entry);
    else route(app, endpoint, entry.handler, entry.extras);
  }
}
