import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedHost, siteOrigin } from '../../src/lib/host.ts';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { loginForm, outboxFor, register, registerPayload, SETUP_MS, uniqueEmail } from './support.ts';

/**
 * Links in mails come from the tenant's configured primary domain and the configured scheme and
 * port, never from the request: `Host: 127.0.0.1:@evil.example` once made the reset mail point at
 * evil.example, handing the account to whoever received the click.
 */
const HOSTILE_HOSTS = [
  '127.0.0.1:@evil.example',
  'localhost:@evil.example',
  'user@localhost',
  'localhost:3000@evil.example',
  'localhost/evil.example',
  'localhost evil.example',
  'localhost:99999',
  'localhost:0',
  'localhost:80:80',
  'localhost:abc',
  'acme.localhost\\@evil.example',
  '-bad-.localhost',
];

const forgot = (ctx: TestContext, email: string, host: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/forgot_password',
    headers: { host },
    payload: { email },
  });

async function linksMailedTo(ctx: TestContext, to: string, host = HOST_A) {
  return (await outboxFor(ctx, to, host)).flatMap((m) => m.links);
}

describe('links in mails', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  describe('a malformed Host header', () => {
    it('is refused with 400 naming the host on forgot password, and nothing is mailed', async () => {
      for (const host of HOSTILE_HOSTS) {
        const res = await forgot(ctx, 'learner@example.com', host);
        expect(res.statusCode, host).toBe(400);
        expect(res.json()).toMatchObject({ status: 400, error: { fields: { host: expect.any(String) } } });
      }
      expect(await linksMailedTo(ctx, 'learner@example.com')).toEqual([]);
    });

    it('is refused on registration, and no account is created', async () => {
      const email = uniqueEmail('hostile');
      const { res } = await register(ctx, { email }, '127.0.0.1:@evil.example');
      expect(res.statusCode).toBe(400);
      expect(await linksMailedTo(ctx, email)).toEqual([]);
      // The same address can still register normally: nothing was stored.
      expect((await register(ctx, { email })).res.statusCode).toBe(200);
    });

    it('is refused on the login that re-sends a confirmation link', async () => {
      const email = uniqueEmail('resend');
      await register(ctx, { email });
      const before = await linksMailedTo(ctx, email);
      const res = await loginForm(
        ctx,
        email,
        registerPayload().password as string,
        'localhost:@evil.example',
      );
      expect(res.statusCode).toBe(400);
      expect(await linksMailedTo(ctx, email)).toEqual(before);
    });

    it('is refused on pages and health checks too, never with a 5xx', async () => {
      for (const url of ['/', '/login', '/healthz', '/api/cek-domain', '/config.json']) {
        const res = await ctx.app.inject({ url, headers: { host: 'a:@b', accept: 'text/html' } });
        expect(res.statusCode, url).toBe(400);
      }
    });
  });

  describe('a well-formed Host', () => {
    it('gets a reset link on the primary domain, whichever domain or port the request used', async () => {
      for (const host of ['127.0.0.1', '127.0.0.1:8080', 'LOCALHOST:3000', 'localhost']) {
        const res = await forgot(ctx, 'learner@example.com', host);
        expect(res.statusCode, host).toBe(200);
      }
      const links = await linksMailedTo(ctx, 'learner@example.com');
      // Each mail has its reset link and, in its signature, the company's site: both there.
      expect(links.filter((link) => link.includes('/reset-password?'))).toHaveLength(4);
      for (const link of links)
        expect(link).toMatch(/^http:\/\/localhost:3000(\/reset-password\?token=[\w-]{43})?$/);
    });

    it("gets the confirmation link on its own tenant's primary domain", async () => {
      const email = uniqueEmail('acme');
      const { res } = await register(ctx, { email, elearning_platform: HOST_B }, `${HOST_B}:1234`);
      expect(res.statusCode).toBe(200);
      const [link] = await linksMailedTo(ctx, email, HOST_B);
      expect(link).toMatch(/^http:\/\/acme\.localhost:3000\/success-confirms\?token=/);
    });

    it('gets the re-sent confirmation link on the primary domain when logging in unconfirmed', async () => {
      const email = uniqueEmail('resend-ok');
      const { payload } = await register(ctx, { email });
      const login = await loginForm(ctx, email, payload.password as string, '127.0.0.1:9999');
      expect(login.statusCode).toBe(403);
      const links = await linksMailedTo(ctx, email);
      expect(links.filter((link) => link.includes('/success-confirms?')).length).toBeGreaterThanOrEqual(2);
      for (const link of links)
        expect(link).toMatch(/^http:\/\/localhost:3000(\/success-confirms\?token=.+)?$/);
    });
  });
});

describe('links in mails with a public domain and PUBLIC_SCHEME / PUBLIC_PORT', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' } });
    // Tenant A on a real domain, which becomes its primary one.
    await ctx.database.sql.query(
      `INSERT INTO tenant_domains (host, tenant_id) SELECT 'learn.cendekia.example', id FROM tenants WHERE slug = 'cendekia'`,
    );
    await ctx.database.sql.query(
      `UPDATE tenants SET primary_host = 'learn.cendekia.example' WHERE slug = 'cendekia'`,
    );
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it("uses the configured scheme and port with the tenant's primary domain", async () => {
    // A host the tenant cache has not seen yet, so the new primary domain is read.
    const res = await forgot(ctx, 'learner@example.com', '127.0.0.1');
    expect(res.statusCode).toBe(200);
    const [link] = await linksMailedTo(ctx, 'learner@example.com', '127.0.0.1');
    expect(link).toMatch(/^https:\/\/learn\.cendekia\.example:8443\/reset-password\?token=/);
  });
});

describe('isWellFormedHost and siteOrigin', () => {
  it('accepts names, IPv4 and IPv6 with an optional port, and nothing else', () => {
    for (const host of [
      'localhost',
      'acme.localhost:5173',
      '127.0.0.1',
      '[::1]:80',
      'xn--bcher-kva.example',
      'a-b.c',
    ]) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
    for (const host of [...HOSTILE_HOSTS, '', ':80', 'a'.repeat(64), '[::1', 'a..b', 'ex_ample.com']) {
      expect(isWellFormedHost(host), host).toBe(false);
    }
  });

  it('builds https on the default port for a public domain, http on the listening port for *.localhost', () => {
    expect(siteOrigin('learn.example.com', { listenPort: 3000 })).toBe('https://learn.example.com');
    expect(siteOrigin('acme.localhost', { listenPort: 3000 })).toBe('http://acme.localhost:3000');
    expect(siteOrigin('learn.example.com', { listenPort: 3000, scheme: 'http', port: 80 })).toBe(
      'http://learn.example.com',
    );
    expect(siteOrigin('learn.example.com', { listenPort: 3000, port: 8443 })).toBe(
      'https://learn.example.com:8443',
    );
  });
});
