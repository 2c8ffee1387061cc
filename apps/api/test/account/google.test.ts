import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import { bearer, outboxFor, registerPayload, STRONG_PASSWORD, uniqueEmail, SETUP_MS } from './support.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';

let ctx: TestContext;
let jwks: Server;
let jwksUrl: string;
let googleKey: CryptoKey;
let otherKey: CryptoKey;
let sub = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  googleKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
  ctx = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: jwksUrl,
      GOOGLE_ISSUER: ISSUER,
      RATE_LIMIT_MULTIPLIER: '100',
    },
  });
}, SETUP_MS);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => jwks.close(resolve));
});

interface TokenOptions {
  email: string;
  sub?: string;
  key?: CryptoKey;
  kid?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  emailVerified?: boolean;
}

async function idToken(o: TokenOptions) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: o.email, email_verified: o.emailVerified ?? true, name: 'Google User' })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'google-1', typ: 'JWT' })
    .setIssuer(o.issuer ?? ISSUER)
    .setAudience(o.audience ?? CLIENT_ID)
    .setSubject(o.sub ?? '')
    .setIssuedAt(now - 10)
    .setExpirationTime(o.expiresAt ?? now + 3600)
    .sign(o.key ?? googleKey);
}

const newSub = () => `10982${String(++sub).padStart(16, '0')}`;

function googleLogin(payload: Record<string, unknown>, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/login?via=google',
    headers: { host: HOST_A },
    payload,
  });
}

async function googleRegister(email: string, googleId: string, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/register?provider=google',
    headers: { host: HOST_A },
    payload: registerPayload({
      email,
      provider: 'google',
      providerId: googleId,
      google_id: googleId,
      id_token: token ?? (await idToken({ email, sub: googleId })),
    }),
  });
}

describe('POST /api/v1/users/register?provider=google', () => {
  it('registers a confirmed account linked to the Google sub, without a confirmation mail', async () => {
    const email = uniqueEmail('g');
    const googleId = newSub();
    const res = await googleRegister(email, googleId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      confirmation_required: false,
      user: { email, confirmed: true, has_google: true, role: 'consumer' },
    });
    expect(await outboxFor(ctx, email)).toHaveLength(0);
    const login = await googleLogin({
      email,
      google_id: googleId,
      type: 'Consumer',
      id_token: await idToken({ email, sub: googleId }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: 'consumer', user: { email } });
  });

  it('refuses a sign-up whose token is forged or belongs to someone else', async () => {
    const email = uniqueEmail('g');
    const googleId = newSub();
    const forged = await googleRegister(
      email,
      googleId,
      await idToken({ email, sub: googleId, key: otherKey }),
    );
    expect(forged.statusCode).toBe(401);
    const otherSub = await googleRegister(email, googleId, await idToken({ email, sub: newSub() }));
    expect(otherSub.statusCode).toBe(401);
    expect(otherSub.json().error.fields).toHaveProperty('google_id');
    const otherEmail = await googleRegister(
      email,
      googleId,
      await idToken({ email: 'else@example.com', sub: googleId }),
    );
    expect(otherEmail.statusCode).toBe(401);
    expect(otherEmail.json().error.fields).toHaveProperty('email');
  });

  it('answers 409 naming email when the address is already registered', async () => {
    const email = uniqueEmail('g');
    expect((await googleRegister(email, newSub())).statusCode).toBe(200);
    const again = await googleRegister(email, newSub());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('email');
  });
});

describe('POST /api/v1/users/login?via=google', () => {
  it('links an existing email account by its verified email, confirms it, then finds it by sub', async () => {
    const email = uniqueEmail('link');
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { host: HOST_A },
      payload: registerPayload({ email }),
    });
    expect(reg.json().data.user.confirmed).toBe(false);
    const googleId = newSub();
    const res = await googleLogin({
      email,
      google_id: googleId,
      type: 'Consumer',
      id_token: await idToken({ email, sub: googleId }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email, has_google: true, confirmed: true });
    const edit = await ctx.app.inject({ url: '/api/v1/users/edit', headers: bearer(res.json().data.token) });
    expect(edit.json().data.email).toBe(email);
    // The password still works too.
    const byPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=email',
      headers: { host: HOST_A },
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(byPassword.statusCode).toBe(200);
    // Another Google account with the same address cannot take the account over.
    const intruder = newSub();
    const conflict = await googleLogin({
      email,
      google_id: intruder,
      id_token: await idToken({ email, sub: intruder }),
    });
    expect(conflict.statusCode).toBe(409);
  });

  it('does not link when Google has not verified the email', async () => {
    const googleId = newSub();
    const res = await googleLogin({
      email: 'learner@example.com',
      google_id: googleId,
      id_token: await idToken({ email: 'learner@example.com', sub: googleId, emailVerified: false }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('google_token_invalid');
  });

  it('accepts the "accounts.google.com" issuer form', async () => {
    const email = uniqueEmail('iss');
    const googleId = newSub();
    await googleRegister(email, googleId);
    const res = await googleLogin({
      email,
      google_id: googleId,
      id_token: await idToken({ email, sub: googleId, issuer: 'accounts.google.com' }),
    });
    expect(res.statusCode).toBe(200);
  });

  describe('refuses tokens that are not valid Google ID tokens for this site', () => {
    const email = uniqueEmail('bad');
    const googleId = newSub();
    beforeAll(async () => {
      expect((await googleRegister(email, googleId)).statusCode).toBe(200);
    });
    const cases: [string, () => Promise<string>][] = [
      ['forged with another key under the same kid', () => idToken({ email, sub: googleId, key: otherKey })],
      [
        'forged with another key and kid',
        () => idToken({ email, sub: googleId, key: otherKey, kid: 'evil' }),
      ],
      ['expired', () => idToken({ email, sub: googleId, expiresAt: Math.floor(Date.now() / 1000) - 120 })],
      [
        'for another audience',
        () => idToken({ email, sub: googleId, audience: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['from another issuer', () => idToken({ email, sub: googleId, issuer: 'https://evil.example' })],
      [
        'unsigned (alg none)',
        async () => {
          const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
          const claims = {
            iss: ISSUER,
            aud: CLIENT_ID,
            sub: googleId,
            email,
            email_verified: true,
            exp: 9e9,
          };
          return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
        },
      ],
      ['garbage', async () => 'not-a-jwt-at-all-but-long-enough'],
    ];
    for (const [name, make] of cases) {
      it(`answers 401 for a token ${name}`, async () => {
        const res = await googleLogin({
          email,
          google_id: googleId,
          type: 'Consumer',
          id_token: await make(),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, error: { code: 'google_token_invalid' } });
        expect(res.json().data).toBeUndefined();
      });
    }

    it('names the reason for an expired token', async () => {
      const res = await googleLogin({
        email,
        google_id: googleId,
        id_token: await idToken({ email, sub: googleId, expiresAt: Math.floor(Date.now() / 1000) - 120 }),
      });
      expect(res.json().error.fields.id_token).toMatch(/expired/);
    });

    it('answers 401 when google_id is not the token subject or email is not its email', async () => {
      const token = await idToken({ email, sub: googleId });
      const otherId = await googleLogin({ email, google_id: newSub(), id_token: token });
      expect(otherId.statusCode).toBe(401);
      expect(otherId.json().error.fields).toHaveProperty('google_id');
      const otherEmail = await googleLogin({
        email: 'learner@example.com',
        google_id: googleId,
        id_token: token,
      });
      expect(otherEmail.statusCode).toBe(401);
      expect(otherEmail.json().error.fields).toHaveProperty('email');
    });
  });

  it('answers 404 asking to register for a Google account no user has', async () => {
    const email = uniqueEmail('new');
    const googleId = newSub();
    const res = await googleLogin({
      email,
      google_id: googleId,
      type: 'Consumer',
      id_token: await idToken({ email, sub: googleId }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/register/i);
  });

  it('answers 400 naming missing fields', async () => {
    const res = await googleLogin({ email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      google_id: expect.any(String),
      id_token: expect.any(String),
    });
  });

  it('answers 503 when the key set cannot be fetched', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const app = await buildApp({
      env: { ...ctx.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
      database: ctx.database,
      logger: false,
    });
    const email = uniqueEmail('down');
    const googleId = newSub();
    const res = await googleLogin(
      { email, google_id: googleId, id_token: await idToken({ email, sub: googleId }) },
      app,
    );
    expect(res.statusCode).toBe(503);
    await app.close();
  });
});

describe('Google sign-in without a client id', () => {
  it('answers 503 for login and sign-up', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const app = await buildApp({
      env: { ...ctx.env, GOOGLE_CLIENT_ID: '' },
      database: ctx.database,
      logger: false,
    });
    const email = uniqueEmail('off');
    const googleId = newSub();
    const token = await idToken({ email, sub: googleId });
    const login = await googleLogin({ email, google_id: googleId, type: 'Consumer', id_token: token }, app);
    expect(login.statusCode).toBe(503);
    expect(login.json().error.code).toBe('google_unavailable');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v1/users/register?provider=google',
      headers: { host: HOST_A },
      payload: registerPayload({ email, google_id: googleId, id_token: token }),
    });
    expect(signUp.statusCode).toBe(503);
    await app.close();
  });
});
