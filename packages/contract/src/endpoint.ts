import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * How a call proves who may make it (docs/product.md §6):
 * - `none`: nothing, and no tenant either (/config.json answers on any host);
 * - `public`: nothing; the tenant comes from the host (login, register, forgot password);
 * - `app_code`: the public content calls, with the `app_code` header;
 * - `token`: the token client, `Authorization: Bearer <token>`;
 * - `learning`: the learning host's basic auth, and the user's `X-Auth-Token` when there is one;
 * - `learning_token`: the learning host's basic auth and a valid `X-Auth-Token`;
 * - `studio_host`: nothing, but only on a company's studio host, and a write only from the studio's
 *   own origin (signing in to the studio);
 * - `studio`: the studio's session cookie, on the studio host it was made for; a write only from the
 *   studio's own origin.
 */
export type AuthMode =
  'none' | 'public' | 'app_code' | 'token' | 'learning' | 'learning_token' | 'studio_host' | 'studio';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the browser sends the body: the spec sends logins form-encoded and the profile multipart. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * One call of the API, described once: the API registers its route from it (validation, auth,
 * OpenAPI), the web calls it through `call()`, and the tests and the served page use it too.
 * `path` uses Fastify's `:name` placeholders, filled from `params`.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  auth: AuthMode;
  /** One line for the OpenAPI reference. */
  summary: string;
  /** OpenAPI group; the feature's name. */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  encoding?: BodyEncoding;
  /** The success answer (status 200, or `status` below). */
  response: R;
  /** The success answer's media type when it is not JSON, e.g. `application/pdf`. */
  mediaType?: string;
  /** More success answers by status, e.g. 202 for a login code sent instead of a session. */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** A paragraph for the OpenAPI reference. */
  description?: string;
  /**
   * Failure statuses of this call's own rules, documented with the error envelope; those every
   * call of its kind can answer are added by `failureStatuses()`.
   */
  errors: readonly number[];
  /**
   * The `error.code`s of this call's own rules (errors.ts), documented with it; those any call can
   * answer (`validation`, `rate_limited`, `unauthorized`, …) are not repeated here.
   */
  codes?: readonly ErrorCode[];
  /**
   * The web adds the current language as `?lang=`: the server localises the answer by it, and on
   * a signed-in call (or a login or registration) keeps it as the language of the user's mail.
   */
  localized?: boolean;
  /** Left out of the OpenAPI reference (dev-only and internal calls). */
  hidden?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Checks the shape and keeps the exact schema types of one endpoint. */
export const endpoint = <const E extends AnyEndpoint>(definition: E): E => definition;

const CREDENTIALS: readonly AuthMode[] = ['app_code', 'token', 'learning', 'learning_token', 'studio'];

/**
 * Every failure status a call can answer: its own `errors`, and those the server gives any call
 * of its kind before its rules run (docs/security.md):
 * - any call: 400 for a malformed Host or path;
 * - a path with a parameter: 414 for a parameter over 200 characters;
 * - a call of a tenant (every auth mode but `none`): 404 for an unknown host, 409 for a
 *   suspended company, 503 while the database is away;
 * - with credentials: 401 when they are missing or wrong;
 * - a state-changing call: 403 from another site's page, 413 for a body too large, 415 for a
 *   body of a type it does not read.
 */
export function failureStatuses(e: AnyEndpoint): number[] {
  const statuses = new Set<number>([...e.errors, 400]);
  if (e.path.includes(':')) statuses.add(414);
  if (e.auth !== 'none') for (const s of [404, 409, 503]) statuses.add(s);
  if (CREDENTIALS.includes(e.auth)) statuses.add(401);
  if (e.method !== 'GET') for (const s of [403, 413, 415]) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type ParamsOf<E extends AnyEndpoint> = Out<E['params']>;
export type QueryOf<E extends AnyEndpoint> = Out<E['query']>;
export type BodyOf<E extends AnyEndpoint> = Out<E['body']>;
/** What a handler answers (before serialisation) and what a client receives. */
export type ResponseOf<E extends AnyEndpoint> = z.input<E['response']>;
export type AnswerOf<E extends AnyEndpoint> =
  | z.output<E['response']>
  | (E['otherResponses'] extends Readonly<Record<number, infer S>>
      ? S extends z.ZodType
        ? z.output<S>
        : never
      : never);
/** The `data` of an enveloped answer (the spec reads `data.data`). */
export type DataOf<E extends AnyEndpoint> =
  AnswerOf<E> extends infer A ? (A extends { data: infer D } ? D : never) : never;

type Part<Name extends string, S> = S extends z.ZodType
  ? object extends In<S>
    ? { [K in Name]?: In<S> }
    : { [K in Name]: In<S> }
  : { [K in Name]?: never };

/** What a client sends: `params`, `query` and `body`, each required when the call needs it. */
export type InputOf<E extends AnyEndpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The path with its `:name` placeholders filled in, each value URL-encoded. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
