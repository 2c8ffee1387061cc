import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MS } from '../account/support.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import {
  ADMIN,
  MENTOR,
  STUDIO_A,
  STUDIO_B,
  codeOf,
  cookieOf,
  handoff,
  originOf,
  postCode,
  siteToken,
  studio,
  studioSession,
} from './support.ts';

/**
 * Signing in to the studio (issue 24 item 1, docs/security.md "The studio"): "Login As
 * Contributor" makes a one-time code, the studio's page exchanges it for a host-only HttpOnly
 * SameSite=Strict cookie, and nothing but the studio's own origin can act with that cookie.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

describe('the hand-off from the learners’ site', () => {
  it('gives a contributor the studio’s address with a one-time code in its fragment', async () => {
    const token = await siteToken(ctx, MENTOR);
    const res = await handoff(ctx, token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(url.origin).toBe(originOf(ctx, STUDIO_A));
    expect(url.pathname).toBe('/sign-in');
    expect(url.search).toBe('');
    expect(codeOf(res)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.json().data.expires_in).toBe(60);
  });

  it('refuses a learner (403 not_a_contributor) and an anonymous caller (401)', async () => {
    const token = await siteToken(ctx, 'learner@example.com');
    const res = await handoff(ctx, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_a_contributor');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/studio/handoff',
      headers: { host: HOST_A },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('signing in on the studio host', () => {
  it('sets a host-only, HttpOnly, SameSite=Strict cookie and answers the contributor and the company', async () => {
    const token = await siteToken(ctx, MENTOR);
    const res = await postCode(ctx, codeOf(await handoff(ctx, token)));
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^studio_session=[A-Za-z0-9_-]{40,}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    // The demo's studio is served over http on a loopback name: a Secure cookie would be lost.
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const { user, company } = res.json().data;
    expect(user).toMatchObject({ email: MENTOR, role: 'contributor', full_name: 'Budi Santoso' });
    expect(company).toMatchObject({ name: 'Cendekia Academy', currency: 'IDR', default_language: 'id' });
    expect(company.site_url).toBe(originOf(ctx, HOST_A));

    const me = await studio(ctx, cookieOf(res), 'GET', '/api/studio/session');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(MENTOR);
  });

  it('takes a code once: the second use is refused (401 handoff_invalid)', async () => {
    const token = await siteToken(ctx, MENTOR);
    const code = codeOf(await handoff(ctx, token));
    expect((await postCode(ctx, code)).statusCode).toBe(200);
    const again = await postCode(ctx, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('handoff_invalid');
  });

  it('refuses a code older than 60 seconds', async () => {
    const token = await siteToken(ctx, MENTOR);
    const code = codeOf(await handoff(ctx, token));
    await ctx.database.sql.query(
      `UPDATE studio_handoffs SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const res = await postCode(ctx, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('handoff_invalid');
  });

  it('refuses a code of one company on another company’s studio', async () => {
    const token = await siteToken(ctx, MENTOR, HOST_A);
    const code = codeOf(await handoff(ctx, token, HOST_A));
    const res = await postCode(ctx, code, STUDIO_B);
    expect(res.statusCode).toBe(401);
    // …and the code is still good where it belongs.
    expect((await postCode(ctx, code, STUDIO_A)).statusCode).toBe(200);
  });

  it('answers 404 for the studio’s calls on the learners’ site', async () => {
    const token = await siteToken(ctx, MENTOR);
    const code = codeOf(await handoff(ctx, token));
    const res = await postCode(ctx, code, HOST_A, originOf(ctx, HOST_A));
    expect(res.statusCode).toBe(404);
  });

  it('refuses a sign-in posted from the learners’ site or with no Origin (403)', async () => {
    const token = await siteToken(ctx, MENTOR);
    const code = codeOf(await handoff(ctx, token));
    const fromSite = await postCode(ctx, code, STUDIO_A, originOf(ctx, HOST_A));
    expect(fromSite.statusCode).toBe(403);
    expect(fromSite.json().error.code).toBe('cross_site_request');
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/session',
      headers: { host: STUDIO_A },
      payload: { code },
    });
    expect(bare.statusCode).toBe(403);
    // Neither attempt used the code.
    expect((await postCode(ctx, code)).statusCode).toBe(200);
  });
});

describe('the studio session', () => {
  it('is refused on another company’s studio host and on the learners’ site', async () => {
    const cookie = await studioSession(ctx);
    expect(
      (await studio(ctx, cookie, 'GET', '/api/studio/session', undefined, { host: STUDIO_B })).statusCode,
    ).toBe(401);
    expect(
      (await studio(ctx, cookie, 'GET', '/api/studio/courses', undefined, { host: HOST_A })).statusCode,
    ).toBe(404);
  });

  it('acts only for the studio’s own origin: a write from the learners’ site or another port is refused', async () => {
    const cookie = await studioSession(ctx);
    const body = { code: 'x' };
    for (const origin of [
      originOf(ctx, HOST_A),
      originOf(ctx, HOST_B),
      'http://studio.localhost:9',
      'null',
    ]) {
      const res = await studio(ctx, cookie, 'DELETE', '/api/studio/session', body, { origin });
      expect(res.statusCode, origin).toBe(403);
    }
    expect((await studio(ctx, cookie, 'GET', '/api/studio/session')).statusCode).toBe(200);
  });

  it('ends with sign-out, and at once when the user is no longer a contributor', async () => {
    const cookie = await studioSession(ctx);
    expect((await studio(ctx, cookie, 'DELETE', '/api/studio/session')).statusCode).toBe(200);
    expect((await studio(ctx, cookie, 'GET', '/api/studio/session')).statusCode).toBe(401);

    const admin = await studioSession(ctx, ADMIN);
    expect((await studio(ctx, admin, 'GET', '/api/studio/session')).json().data.user.role).toBe('admin');
    await ctx.database.sql.query(`UPDATE users SET role = 'consumer' WHERE email = $1`, [ADMIN]);
    const demoted = await studio(ctx, admin, 'GET', '/api/studio/session');
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error.code).toBe('not_a_contributor');
    await ctx.database.sql.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ADMIN]);
  });

  it('records each sign-in in the audit table', async () => {
    await studioSession(ctx, MENTOR);
    const [row] = await ctx.database.sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM audit_events e JOIN users u ON u.id = e.user_id
        WHERE e.event = 'studio_sign_in' AND u.email = $1`,
      [MENTOR],
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
  });
});

describe('a studio served over https (PUBLIC_SCHEME=https)', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_SCHEME: 'https' } });
  }, SETUP_MS);
  afterAll(() => secure?.close());

  it('marks its cookie Secure, and clears it Secure on signing out', async () => {
    const token = await siteToken(secure, MENTOR);
    const res = await postCode(secure, codeOf(await handoff(secure, token)));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    const out = await studio(secure, cookieOf(res), 'DELETE', '/api/studio/session');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^studio_session=;.*Secure/i);
  });
});
