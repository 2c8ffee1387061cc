import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STUDIO_COOKIE } from '@app/contract/studio/constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { studioSessions, users } from '../db/schema/index.ts';
import { siteOrigin, type PublicUrlOptions } from '../lib/host.ts';
import { HttpError, forbidden, notFound, unauthorized } from '../lib/http-errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { suspended } from './tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (auth `studio_host`): a studio host; a write only from the studio's origin. */
    studioHostCall(request: FastifyRequest): Promise<void>;
    /** onRequest hook (auth `studio`): the above, and a live studio session of a contributor. */
    requireStudio(request: FastifyRequest): Promise<void>;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The studio session token from the Cookie header, when it is there and well formed. */
export function studioCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === STUDIO_COOKIE && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value;
  }
  return null;
}

/** Roles the studio lets in (product: a contributor edits their courses, an admin every course). */
export const isStudioRole = (role: string) => role === 'contributor' || role === 'admin';

/**
 * The studio's own checks (docs/security.md "The studio"). The learners' site and the studio are
 * two subdomains of one site, so SameSite=Strict alone would let a page of the learners' site send
 * the studio's cookie; a write is therefore refused unless its Origin is the studio's own, exactly
 * (scheme, host and port). A write without an Origin is refused too: every browser sends one on a
 * POST, PUT or DELETE, and the studio has no other clients.
 */
export default fp(
  async function studioAuthPlugin(app: FastifyInstance, opts: { publicUrl: PublicUrlOptions }) {
    const studioOrigin = (request: FastifyRequest) => siteOrigin(request.hostname, opts.publicUrl);

    async function studioHostCall(request: FastifyRequest) {
      const host = request.hostname;
      const tenant = await app.findTenantByHost(host);
      if (!tenant || !(await app.isStudioHost(host))) throw notFound('Not a studio host');
      if (tenant.status !== 'active') throw suspended();
      if (WRITES.has(request.method) && request.headers.origin !== studioOrigin(request)) {
        throw new HttpError(403, 'Studio changes are accepted only from the studio', 'cross_site_request');
      }
      request.tenant = tenant;
    }

    // Every studio call asks this: built once, prepared on each PostgreSQL connection.
    const sessionUser = app.db
      .select({ user: users })
      .from(studioSessions)
      .innerJoin(users, eq(users.id, studioSessions.userId))
      .where(
        and(
          eq(studioSessions.tokenHash, sql.placeholder('tokenHash')),
          eq(studioSessions.tenantId, sql.placeholder('tenantId')),
          eq(studioSessions.host, sql.placeholder('host')),
          isNull(studioSessions.revokedAt),
          gt(studioSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('studio_session_user');

    app.decorate('studioHostCall', studioHostCall);
    app.decorate('requireStudio', async (request: FastifyRequest) => {
      await studioHostCall(request);
      const token = studioCookie(request);
      if (!token) throw unauthorized('Please sign in to the studio from the site.');
      const tokenHash = hashToken(token);
      const [row] = await sessionUser.execute({
        tokenHash,
        tenantId: request.tenant.id,
        host: request.hostname.toLowerCase(),
      });
      const user = row?.user;
      if (!user) throw unauthorized('Your studio session has ended. Please sign in again from the site.');
      // Checked on every call: a contributor whose role was taken away is out at once.
      if (!isStudioRole(user.role)) throw forbidden('The studio is for contributors', 'not_a_contributor');
      request.user = user;
      request.tokenHash = tokenHash;
    });
  },
  { name: 'studio-auth', dependencies: ['tenant'] },
);
