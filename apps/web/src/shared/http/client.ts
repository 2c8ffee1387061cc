import type { ErrorEnvelope } from '@app/contract/envelope';
import { runtimeConfig } from '../config/runtime-config';
import { currentLocale } from '../i18n/i18n';
import { getToken, useSession } from '../session/session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorEnvelope> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get fields(): Record<string, string> {
    return this.body?.error?.fields ?? {};
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (spec: login and public calls are form-encoded). */
  form?: Record<string, string>;
  /** multipart body (spec: profile update). */
  multipart?: FormData;
  /**
   * public: app_code header only; token: Authorization bearer; learning: basic auth plus the
   * token header (spec §6, design brief).
   */
  auth: 'public' | 'token' | 'learning';
  /** Content is localised by the server. */
  localized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function buildUrl(base: string, path: string, query: Query | undefined) {
  const url = new URL(base + path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

/** spec §8: any 401 from an authenticated client removes token and role and goes home. */
function onUnauthorized() {
  useSession.getState().clear();
  if (window.location.pathname !== '/') window.location.assign('/');
}

export async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const config = runtimeConfig();
  const base = options.auth === 'learning' ? config.LEARNING_URL : config.API_URL;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (options.auth === 'public') headers.app_code = config.APP_CODE;
  if (options.auth === 'token' && token) headers.authorization = `Bearer ${token}`;
  if (options.auth === 'learning') {
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

  const res = await fetch(buildUrl(base, path, query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    if (res.status === 401 && options.auth !== 'public' && token) onUnauthorized();
    const envelope = parsed as Partial<ErrorEnvelope> | null;
    throw new ApiError(res.status, envelope?.message ?? res.statusText, envelope);
  }
  return parsed as T;
}

/** Answers are read from `data.data` (spec §7): this returns the envelope's `data`. */
export async function getData<T>(path: string, options: Omit<RequestOptions, 'method'>): Promise<T> {
  const envelope = await request<{ data: T }>(path, options);
  return envelope.data;
}
