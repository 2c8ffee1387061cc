import { pathOf, type AnswerOf, type AnyEndpoint, type DataOf, type InputOf } from '@app/contract/endpoint';
import { loadErrorWords } from '../i18n/i18n';

/**
 * The studio's one way to the API: a call of the contract (packages/contract/src/studio), its
 * method, path and body encoding from the endpoint, typed by its schemas. The session is an
 * HttpOnly cookie the page never sees: `credentials: 'same-origin'` sends it, and the browser adds
 * the page's Origin to every write, which the server requires (docs/security.md "The studio").
 */

/** A failure's body (the contract's errorEnvelope), codes as plain strings. */
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
  get code(): string | undefined {
    return this.body?.error?.code;
  }
  get fields(): Record<string, string> {
    return this.body?.error?.fields ?? {};
  }
}

/** Told of every 401: the session ended (it expired, or was signed out elsewhere). */
let onUnauthorized: () => void = () => undefined;
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

type Query = Record<string, string | number | boolean | undefined | null>;

function urlOf(path: string, query: unknown) {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries((query ?? {}) as Query))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.pathname + url.search;
}

function bodyOf(endpoint: AnyEndpoint, body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if ((endpoint.encoding ?? 'json') === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
      else form.append(name, String(value));
    }
    return { body: form, headers: {} };
  }
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** A 401 is expected here (the sign-in page, the first session check): no sign-out redirect. */
  quiet401?: boolean;
}

export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  };
  const encoded = bodyOf(endpoint, body);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const res = await fetch(urlOf(pathOf(endpoint.path, params), query), {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...encoded.headers },
    body: encoded.body ?? null,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    // The words of the codes arrive before any screen shows the failure.
    await loadErrorWords().catch(() => undefined);
    if (res.status === 401 && !options.quiet401) onUnauthorized();
    const envelope = parsed as FailureBody | null;
    throw new ApiError(res.status, envelope?.message ?? res.statusText, envelope);
  }
  if (import.meta.env.DEV && endpoint.response) {
    const result = (endpoint.response as AnyEndpoint['response']).safeParse(parsed);
    if (!result.success)
      throw new Error(
        `The answer of ${endpoint.method} ${endpoint.path} does not match the contract: ${result.error.message}`,
      );
  }
  return parsed as AnswerOf<E>;
}

/** The `data` of an enveloped answer. */
export async function callData<E extends AnyEndpoint>(endpoint: E, input: InputOf<E>, options?: CallOptions) {
  return ((await call(endpoint, input, options)) as { data: DataOf<E> }).data;
}
