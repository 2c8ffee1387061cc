import type { FastifyRequest } from 'fastify';
import { localeSchema, type Locale } from '@app/contract/envelope';
import type { Tenant } from '../db/schema/index.ts';

/**
 * The language of a page the server renders (the app's pages, the sandbox checkout): `?lang=`
 * when the address names one (the hreflang alternates), else the visitor's earlier choice (the
 * SPA's `locale` cookie), else the tenant's default.
 */
const isLocale = (value: unknown): value is Locale => localeSchema.safeParse(value).success;

export function pageLocale(request: FastifyRequest, tenant: Pick<Tenant, 'defaultLocale'> | null): Locale {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)locale=(en|id|ms)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (isLocale(fromCookie)) return fromCookie;
  return isLocale(tenant?.defaultLocale) ? tenant.defaultLocale : 'en';
}
