import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { answerVersionColumns, type AnswerVersions } from '../lib/answer-versions.ts';
import { askedLanguage, callerOf, type Caller } from '../lib/caller.ts';
import { hashToken } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid Bearer token of this tenant's user is required (token client). */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: learning-host basic auth; X-Auth-Token optional (reads). */
    learningHost(request: FastifyRequest): Promise<void>;
    /** preHandler: learning-host basic auth plus a valid X-Auth-Token (writes). */
    learningHostUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The token's user once an auth hook ran; null for anonymous reads. */
    user: UserRow | null;
    /** Hash of the presented token (to revoke it on logout). */
    tokenHash: string | null;
    /** The token's user's answer versions, read with the session (lib/answer-versions.ts). */
    answerVersions: AnswerVersions | null;
    /**
     * Who is asking, as services see it (lib/caller.ts): read once the call's auth hook and
     * validation have run, i.e. in a handler.
     */
    readonly caller: Caller;
  }
}

const bearer = (header: string | undefined) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
};

const safeEqual = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { basicUser: string; basicPassword: string }) {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenHash', null);
    app.decorateRequest('answerVersions', null);
    app.decorateRequest('caller', {
      getter(this: FastifyRequest) {
        return callerOf(this);
      },
    });

    // Every signed-in request asks this: built once, and prepared on each PostgreSQL connection.
    // The user's answer versions come with it, so a kept answer costs no second round trip.
    const sessionUser = app.db
      .select({ user: users, versions: answerVersionColumns(users.id) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('session_user');

    /** The user of a live, unrevoked token of the request's tenant, or null. */
    async function userOf(request: FastifyRequest, token: string | null) {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const [row] = await sessionUser.execute({ tokenHash });
      // A token is only good on the tenant it was issued for.
      if (!row || row.user.tenantId !== request.tenant.id) return null;
      request.tokenHash = tokenHash;
      request.answerVersions = row.versions;
      return keepLanguage(request, row.user);
    }

    /**
     * The language a signed-in call asks for (`lang`) is the one the user now uses: kept on the
     * account for their mail (users.language). Written only when it changed, so a session in one
     * language costs no write per call.
     */
    async function keepLanguage(request: FastifyRequest, user: UserRow): Promise<UserRow> {
      const chosen = askedLanguage(request);
      if (!chosen || chosen === user.language) return user;
      await app.db.update(users).set({ language: chosen }).where(eq(users.id, user.id));
      return { ...user, language: chosen };
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.tenant) await app.tenantCall(request);
      const user = await userOf(request, bearer(request.headers.authorization));
      if (!user) throw unauthorized('Your session has ended. Please log in again.');
      request.user = user;
    });

    function checkBasic(request: FastifyRequest) {
      const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
      const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
      const expected = `${opts.basicUser}:${opts.basicPassword}`;
      if (!safeEqual(decoded, expected))
        throw unauthorized('Learning host credentials required', 'basic_auth');
    }

    const tokenHeader = (request: FastifyRequest) => {
      const value = request.headers['x-auth-token'];
      return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
    };

    app.decorate('learningHost', async (request: FastifyRequest) => {
      checkBasic(request);
      if (!request.tenant) await app.tenantCall(request);
      const token = tokenHeader(request);
      if (!token) return;
      const user = await userOf(request, token);
      if (!user) throw unauthorized('Your session has ended. Please log in again.');
      request.user = user;
    });

    app.decorate('learningHostUser', async (request: FastifyRequest) => {
      await app.learningHost(request);
      if (!request.user) throw unauthorized('Please log in first.');
    });
  },
  { name: 'auth', dependencies: ['db', 'tenant'] },
);

/** product §6: a path that names a user answers only for the token's own user. */
export function assertSelf(request: FastifyRequest, email: string) {
  if (!request.user || request.user.email.toLowerCase() !== email.toLowerCase()) throw forbidden('Not yours');
}
