import type { FastifyRequest } from 'fastify';
import type { AuthMode } from '@app/contract/endpoint';
import { localeSchema, type Locale } from '@app/contract/envelope';
import type { Tenant, UserRow } from '../db/schema/index.ts';
import type { AnswerVersions } from './answer-versions.ts';
import type { Log } from './log.ts';

/**
 * Who is asking, as every service sees it: never the request itself. Built once per request
 * (plugins/auth.ts, `request.caller`) after the call's auth hook and validation ran, and handed to
 * each handler by `implement()` (lib/route.ts).
 */
export interface Caller {
  tenant: Tenant;
  /** The token's user; null on calls without one (anonymous reads). */
  user: UserRow | null;
  /** The language answers are in: the call's `lang`, else the tenant's default language. */
  lang: Locale;
  /**
   * The call's own `lang`, null when it carried none: the language the user is using, which
   * registration, login and signed-in calls keep on the account for their mail (users.language).
   */
  chosenLang: Locale | null;
  /** The host the call came to (a tenant may have several domains). */
  host: string;
  /** The user's answer versions, read with the session (lib/answer-versions.ts). */
  versions: AnswerVersions | null;
  /** Hash of the presented token, to revoke it on logout. */
  tokenHash: string | null;
  ip: string;
  userAgent: string;
  log: Log;
}

/** A caller whose call required a live session. */
export interface SignedInCaller extends Caller {
  user: UserRow;
}

/** The caller a handler of an auth mode receives: a signed-in one where the mode demands it. */
export type CallerFor<A extends AuthMode> = A extends 'none'
  ? undefined
  : A extends 'token' | 'learning_token' | 'studio'
    ? SignedInCaller
    : Caller;

/** The tenant's default language, when it is one we speak. */
export const tenantLanguage = (tenant: Pick<Tenant, 'defaultLocale'>): Locale =>
  localeSchema.catch('en').parse(tenant.defaultLocale);

/** The request's `lang` query parameter when it is one of our languages, else null. */
export const askedLanguage = (request: FastifyRequest): Locale | null =>
  localeSchema.safeParse((request.query as { lang?: unknown } | undefined)?.lang).data ?? null;

/** Reads the caller of a request whose tenant (and user, when any) its hooks have set. */
export function callerOf(request: FastifyRequest): Caller {
  const chosenLang = askedLanguage(request);
  return {
    tenant: request.tenant,
    user: request.user,
    lang: chosenLang ?? tenantLanguage(request.tenant),
    chosenLang,
    host: request.hostname,
    versions: request.answerVersions,
    tokenHash: request.tokenHash,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    log: request.log,
  };
}
