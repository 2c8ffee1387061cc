import {
  pathOf,
  type AnswerOf,
  type AnyEndpoint,
  type AuthMode,
  type DataOf,
  type InputOf,
} from '@app/contract/endpoint';
import { runtimeConfig } from '../config/runtime-config';
import { currentLocale, loadNamespace } from '../i18n/i18n';
import { getToken, useSession } from '../session/session-store';

/**
 * A failure's body as it came (the contract's errorEnvelope): its codes are plain strings here, as
 * a server newer than this page may answer one the page does not know (error-words.ts words it).
 */
export interface FailureBody {
  status?: number;
  message?: string;
  error?: { code?: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: FailureBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The contract's reason (packages/contract/src/errors.ts); the web words it (error-words.ts). */
  get code(): string | undefined {
    return this.body?.error?.code;
  }
  /** Each bad field's field code. */
  get fields(): Record<string, string> {
    return this.body?.error?.fields ?? {};
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (spec: login and public calls are form-encoded). */
  form?: Record<string, string>;
  /** multipart body (spec: profile update). */
  multipart?: FormData;
  /** Which headers prove the caller (product §6; packages/contract/src/endpoint.ts). */
  auth: AuthMode;
  /** Content is localised by the server. */
  localized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Answer the body as a file (a receipt PDF) instead of parsing JSON. */
  blob?: boolean;
  /** The request outlives the page (a progress report sent on pagehide). */
  keepalive?: boolean | undefined;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer (src/entry-server.tsx) answers calls in-process instead of over HTTP. */
export function setTransport(next: Transport) {
  transport = next;
}

function buildUrl(base: string, path: string, query: Query | undefined) {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(base + path, origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

/** product §8: any 401 from an authenticated client removes token and role and goes home. */
function onUnauthorized() {
  useSession.getState().clear();
  if (window.location.pathname !== '/') window.location.assign('/');
}

/** One HTTP exchange with the API or the learning host; `call()` is the way features use it. */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const config = runtimeConfig();
  const learning = options.auth === 'learning' || options.auth === 'learning_token';
  const base = learning ? config.LEARNING_URL : config.API_URL;
  const headers: Record<string, string> = { accept: options.blob ? '*/*' : 'application/json' };
  const token = getToken();
  if (options.auth === 'app_code') headers.app_code = config.APP_CODE;
  if (options.auth === 'token' && token) headers.authorization = `Bearer ${token}`;
  if (learning) {
    headers.authorization = `Basic ${btoa(`${config.LEARNING_BASIC_USER}:${config.LEARNING_BASIC_PASSWORD}`)}`;
    if (token) headers['x-auth-token'] = token;
  }
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  }
  const query = options.localized ? { ...options.query, lang: currentLocale() } : options.query;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const res = await transport(buildUrl(base, path, query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal,
    keepalive: options.keepalive,
  });
  if (options.blob && res.ok) return (await res.blob()) as T;
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const authenticated = options.auth === 'token' || learning;
    if (res.status === 401 && authenticated && token) onUnauthorized();
    const envelope = parsed as FailureBody | null;
    // The words of the codes arrive before any page shows the failure (error-words.ts).
    if (typeof window !== 'undefined') await loadNamespace('errors').catch(() => undefined);
    throw new ApiError(res.status, envelope?.message ?? res.statusText, envelope);
  }
  return parsed as T;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** The request outlives the page (a progress report sent on pagehide). */
  keepalive?: boolean;
  /**
   * Check the answer against the contract in development and tests (default). Off only where the
   * product defines how to read any answer, such as the login's failure rules (product §5).
   */
  validate?: boolean;
}

/** A multipart form of the body's fields: files as files, other values as text. */
function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

/** Flat query values as the server reads them; undefined and null are left out. */
function queryOf(query: unknown): Query | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, v as Query[string]]),
  );
}

/** One exchange of an endpoint: method, path, auth headers and body encoding from the contract. */
function send<E extends AnyEndpoint>(endpoint: E, input: InputOf<E>, options: CallOptions, blob?: boolean) {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  };
  const encoding = endpoint.encoding ?? 'json';
  return request<unknown>(pathOf(endpoint.path, params), {
    method: endpoint.method,
    auth: endpoint.auth as AuthMode,
    query: queryOf(query),
    localized: endpoint.localized,
    ...(body === undefined
      ? {}
      : encoding === 'form'
        ? { form: Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, String(v)])) }
        : encoding === 'multipart'
          ? { multipart: formDataOf(body as Record<string, unknown>) }
          : { json: body }),
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    keepalive: options.keepalive,
    blob,
  });
}

/**
 * Makes one call of the contract (packages/contract/src/<feature>/endpoints.ts): its method,
 * path, auth headers and body encoding come from the endpoint; params, query and body are typed
 * by its schemas, and so is the answer. In development and tests the answer is also checked
 * against the endpoint's response schema, so a server that drifts from the contract fails loudly;
 * the production build carries no schemas (apps/web/vite/endpoint-descriptors.ts).
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const answer = await send(endpoint, input, options);
  if (import.meta.env.DEV && endpoint.response && options.validate !== false) {
    // One of the success answers the endpoint declares (200, or e.g. a 202 for a code sent).
    const schemas = [
      endpoint.response,
      ...Object.values(endpoint.otherResponses ?? {}),
    ] as AnyEndpoint['response'][];
    const results = schemas.map((schema) => schema.safeParse(answer));
    if (!results.some((r) => r.success)) {
      throw new Error(
        `The answer of ${endpoint.method} ${endpoint.path} does not match the contract: ${results[0]!.error!.message}`,
      );
    }
  }
  return answer as AnswerOf<E>;
}

/**
 * A call whose answer is a file rather than JSON (a receipt PDF): the same path, auth headers and
 * error handling as `call()`, the body as a Blob. A failure still throws an ApiError.
 */
export function download<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<Blob> {
  return send(endpoint, input, options, true) as Promise<Blob>;
}

/** The `data` of an enveloped answer: the spec reads answers from `data.data` (product §7). */
export async function callData<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options?: CallOptions,
): Promise<DataOf<E>> {
  return ((await call(endpoint, input, options)) as { data: DataOf<E> }).data;
}
