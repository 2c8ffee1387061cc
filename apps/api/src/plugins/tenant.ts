import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CODE_HEADER } from '@app/contract/tenant/schemas';
import { tenantDomains, tenants, type Tenant } from '../db/schema/index.ts';
import { isWellFormedHost, siteOrigin, type PublicUrlOptions } from '../lib/host.ts';
import { HttpError, badRequest, notFound, unauthorized } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant of a host, or null; cached briefly because every request asks. */
    findTenantByHost(host: string): Promise<Tenant | null>;
    /** Whether a host is its company's studio host (the contributor site), from the same cache. */
    isStudioHost(host: string): Promise<boolean>;
    /** onRequest hook for public calls: app_code must match, host must be an active tenant. */
    publicCall(request: FastifyRequest): Promise<void>;
    /** onRequest hook: the host must be an active tenant (token and learning-host calls). */
    tenantCall(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    tenant: Tenant;
  }
}

// Short enough that a company added, suspended or given a new domain (npm run tenant, possibly on
// another machine) is seen by every instance within 5 s (CACHE_MS), unknown hosts included.
const CACHE_MS = 5_000;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An Origin header parsed, or null when it is `null` or not an http(s) origin. */
function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const crossSite = () =>
  new HttpError(403, 'Requests from other sites are not accepted', 'cross_site_request');

export const suspended = () => new HttpError(409, 'This site is suspended', 'tenant_suspended');

export default fp(
  async function tenantPlugin(app: FastifyInstance, opts: { appCode: string; publicUrl: PublicUrlOptions }) {
    const cache = new Map<string, { tenant: Tenant | null; studio: boolean; at: number }>();
    // A new, suspended or re-domained tenant is seen at once, on every instance.
    app.onDataChange('tenant', () => cache.clear());

    // Every request, pages included: a host with user info or stray characters never reaches
    // tenant lookup, logs or anything built from it.
    app.addHook('onRequest', async (request) => {
      if (!isWellFormedHost(request.host)) {
        throw badRequest('Malformed Host header: not a valid host name and port', { host: 'invalid_host' });
      }
    });

    async function lookUp(host: string) {
      const key = host.toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit;
      const [row] = await app.db
        .select({ tenant: tenants, studio: tenantDomains.isStudio })
        .from(tenantDomains)
        .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
        .where(eq(tenantDomains.host, key))
        .limit(1);
      const entry = { tenant: row?.tenant ?? null, studio: row?.studio ?? false, at: Date.now() };
      if (cache.size > 10_000) cache.clear();
      cache.set(key, entry);
      return entry;
    }
    app.decorate('findTenantByHost', async (host: string) => (await lookUp(host)).tenant);
    app.decorate('isStudioHost', async (host: string) => (await lookUp(host)).studio);

    // A browser names the page that sent a request in `Origin`. A state-changing call sent from
    // a page that is not one of this tenant's own sites (a cross-site form post, another tenant's
    // site, another port or scheme of the same host) is refused; calls without `Origin` (apps,
    // curl, same-origin GETs) pass. docs/security.md, "Who we expect".
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (!STATE_CHANGING.has(request.method) || origin === undefined) return;
      // A form posted by one of our own pages that sends no referrer (the sandbox checkout page,
      // helmet's default policy) says `Origin: null`; the browser's own Sec-Fetch-Site, which no
      // page can set, tells that it came from this very site.
      if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
      const to = await app.findTenantByHost(request.hostname);
      // An unknown or suspended host is answered by the route's own tenant check (404, 409).
      if (to && !(await isSiteOf(to, origin))) throw crossSite();
    });

    /**
     * Whether `origin` is one of the tenant's domains served the way this deployment serves its
     * sites: the scheme and port that mail links carry (PUBLIC_SCHEME, PUBLIC_PORT), so the same
     * host on another port or scheme, a different site for the browser, is not the tenant's.
     */
    async function isSiteOf(tenant: Tenant, origin: string): Promise<boolean> {
      const url = parseOrigin(origin);
      if (!url || url.origin !== siteOrigin(url.hostname, opts.publicUrl)) return false;
      return (await app.findTenantByHost(url.hostname))?.id === tenant.id;
    }

    async function resolve(request: FastifyRequest) {
      const tenant = await app.findTenantByHost(request.hostname);
      if (!tenant) throw notFound('Unknown domain');
      if (tenant.status !== 'active') throw suspended();
      request.tenant = tenant;
    }

    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorate('tenantCall', resolve);
    app.decorate('publicCall', async (request: FastifyRequest) => {
      const code = request.headers[APP_CODE_HEADER];
      if (code !== opts.appCode) throw unauthorized('Missing or wrong app_code', 'app_code');
      await resolve(request);
    });
  },
  { name: 'tenant', dependencies: ['db', 'changes'] },
);
