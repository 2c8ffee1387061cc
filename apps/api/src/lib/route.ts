import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { AnyEndpoint, AuthMode, BodyOf, ParamsOf, QueryOf, ResponseOf } from '@app/contract/endpoint';
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
  const failures = Object.fromEntries(endpoint.errors.map((status: number) => [status, errorEnvelope]));
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
      response: { 200: endpoint.response, ...endpoint.otherResponses, ...failures },
    },
    ...extras,
    handler: handler as never,
  });
}
