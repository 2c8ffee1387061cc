import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, HOST_A, type TestContext, earlyInWindow } from '../helper.ts';
import { DEMO_PASSWORD, registerPayload, uniqueEmail, SETUP_MS } from './support.ts';

/** Real limits (multiplier 1): these tests run them to the edge. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, SETUP_MS);
afterAll(() => ctx?.close());

let ipCounter = 0;
/** A fresh client address, so one test's per-IP counters do not spill into another's. */
const newIp = () => `198.51.100.${++ipCounter}`;

type Inject = (ip: string) => Promise<{
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { status?: number; error?: unknown };
}>;

/** Sends `allowed` requests that pass, then expects the next one to answer 429 with Retry-After. */
async function expectLimit(
  send: Inject,
  allowed: number,
  ipOf: (i: number) => string,
  windowSeconds: number,
) {
  for (let i = 0; i < allowed; i++) {
    const res = await send(ipOf(i));
    expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
  }
  const over = await send(ipOf(allowed));
  expect(over.statusCode).toBe(429);
  expect(over.json()).toMatchObject({ status: 429, error: { code: 'rate_limited' } });
  const retryAfter = Number(over.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  return over;
}

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login?via=email',
    headers: { host: HOST_A },
    payload: { email, password },
    remoteAddress: ip,
  });

describe('POST /api/v1/users/login rate limits', () => {
  it('allows 10 attempts a minute per account, then 429 even with the right password', async () => {
    await earlyInWindow(60);
    const email = 'mentor@example.com';
    await expectLimit(
      (ip) => login(ctx.app, email, 'wrong-password', ip),
      10,
      () => newIp(),
      60,
    );
    expect((await login(ctx.app, email, DEMO_PASSWORD, newIp())).statusCode).toBe(429);
    // Another account is not affected.
    expect((await login(ctx.app, 'learner@example.com', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('allows 30 attempts a minute per IP address across accounts', async () => {
    await earlyInWindow(60);
    const ip = newIp();
    await expectLimit(
      (from) => login(ctx.app, uniqueEmail('ip'), 'wrong-password', from),
      30,
      () => ip,
      60,
    );
    expect((await login(ctx.app, 'learner@example.com', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(ctx.app, 'learner@example.com', DEMO_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('counts in the database, so several instances share one limit', async () => {
    await earlyInWindow(60);
    // A second server on the same database: nothing is shared in memory.
    const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
    const email = uniqueEmail('shared');
    const apps = [ctx.app, second];
    await expectLimit(
      (ip) => login(apps[ipCounter % 2]!, email, 'wrong-password', ip),
      10,
      () => newIp(),
      60,
    );
    expect((await login(second, email, 'wrong-password', newIp())).statusCode).toBe(429);
    const rows = await ctx.database.sql.query<{ key: string }>('SELECT key FROM rate_limits');
    // Keys hold a hash of the subject, never the email or address itself.
    expect(rows.some((r) => r.key.includes('@') || r.key.includes('198.51'))).toBe(false);
    await second.close();
  });
});

describe('POST /api/v1/users/forgot_password rate limits', () => {
  it('allows 5 requests an hour per account', async () => {
    await earlyInWindow(3600);
    const send = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot_password',
        headers: { host: HOST_A },
        payload: { email: 'learner@example.com' },
        remoteAddress: ip,
      });
    await expectLimit(send, 5, () => newIp(), 3600);
  });

  it('allows 20 requests an hour per IP address', async () => {
    await earlyInWindow(3600);
    const ip = newIp();
    const send = (from: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot_password',
        headers: { host: HOST_A },
        payload: { email: uniqueEmail('forgot') },
        remoteAddress: from,
      });
    await expectLimit(send, 20, () => ip, 3600);
  });
});

describe('POST /api/v1/users/login?via=phone rate limits', () => {
  const phoneLogin = (payload: Record<string, unknown>, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=phone',
      headers: { host: HOST_A },
      payload,
      remoteAddress: ip,
    });

  it('texts at most 5 codes an hour to one phone number', async () => {
    await earlyInWindow(3600);
    const phone = { phone_number: '81234567890', phone_country_code: '+62' };
    await expectLimit(
      (ip) => phoneLogin(phone, ip),
      5,
      () => newIp(),
      3600,
    );
    const sms = await ctx.database.sql.query("SELECT id FROM outbox WHERE recipient = '+6281234567890'");
    expect(sms).toHaveLength(5);
  });

  it('allows 20 code requests an hour per IP address', async () => {
    await earlyInWindow(3600);
    const ip = newIp();
    let n = 0;
    const send = (from: string) =>
      phoneLogin({ phone_number: `8130000${String(++n).padStart(4, '0')}`, phone_country_code: '+62' }, from);
    await expectLimit(send, 20, () => ip, 3600);
  });

  it('allows 10 code checks per phone number in 15 minutes', async () => {
    await earlyInWindow(900);
    const phone = { phone_number: '81311112222', phone_country_code: '+62', otp: '000000' };
    await expectLimit(
      (ip) => phoneLogin(phone, ip),
      10,
      () => newIp(),
      900,
    );
  });
});

describe('POST /api/v1/users/register rate limits', () => {
  const register = (payload: Record<string, unknown>, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      headers: { host: HOST_A },
      payload,
      remoteAddress: ip,
    });

  it('allows 10 sign-ups an hour per IP address', async () => {
    await earlyInWindow(3600);
    const ip = newIp();
    await expectLimit(
      (from) => register(registerPayload(), from),
      10,
      () => ip,
      3600,
    );
  });

  it('allows 5 attempts an hour per email', async () => {
    await earlyInWindow(3600);
    const email = uniqueEmail('reg');
    await expectLimit(
      (ip) => register(registerPayload({ email }), ip),
      5,
      () => newIp(),
      3600,
    );
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  // Per run: another run of this file on the machine (PGlite and PostgreSQL, another checkout)
  // must not remove this one's socket (decision 39).
  const dir = `/tmp/acc-api-redis-${process.pid}`;
  const socket = `${dir}/redis.sock`;
  let redis: ChildProcess | null = null;
  const available = existsSync('/usr/bin/redis-server');

  /** Starts an empty Redis on the socket (it keeps nothing on disk, like a restarted one). */
  async function startRedis() {
    rmSync(socket, { force: true });
    redis = spawn(
      '/usr/bin/redis-server',
      ['--port', '0', '--unixsocket', socket, '--save', '', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50 && !existsSync(socket); i++) await sleep(100);
  }
  async function stopRedis() {
    const stopping = redis;
    redis = null;
    if (!stopping || stopping.exitCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill();
    await exited;
  }
  /** The lines redis-cli prints for a command, as an operator would look. */
  const redisCli = (...args: string[]) =>
    new Promise<string[]>((resolve) => {
      const cli = spawn('/usr/bin/redis-cli', ['-s', socket, ...args]);
      let out = '';
      cli.stdout.on('data', (chunk) => (out += chunk));
      cli.on('close', () => resolve(out.split('\n').filter(Boolean)));
    });

  beforeAll(async () => {
    if (!available) return;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await startRedis();
  });
  afterAll(async () => {
    await stopRedis();
    rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(available)('keeps the counters in Redis and the database, shared between instances', async () => {
    await earlyInWindow(60);
    const env = { ...ctx.env, REDIS_URL: socket };
    const one = await buildApp({ env, database: ctx.database, logger: false });
    const two = await buildApp({ env, database: ctx.database, logger: false });
    await ctx.database.sql.query('DELETE FROM rate_limits');
    const email = uniqueEmail('redis');
    let n = 0;
    await expectLimit(
      (ip) => login(++n % 2 ? one : two, email, 'wrong-password', ip),
      10,
      () => newIp(),
      60,
    );
    // Counted in both stores, so either one alone still knows.
    expect((await redisCli('--scan', '--pattern', 'rl:*')).length).toBeGreaterThan(0);
    expect((await ctx.database.sql.query('SELECT key FROM rate_limits')).length).toBeGreaterThan(0);
    await one.close();
    await two.close();
  });

  it('counts in the database while Redis is away, with no failed request', async () => {
    await earlyInWindow(60);
    // Nothing listens on this socket: as if Redis had stopped.
    const env = { ...ctx.env, REDIS_URL: `${dir}/nobody-here.sock` };
    const one = await buildApp({ env, database: ctx.database, logger: false });
    const two = await buildApp({ env, database: ctx.database, logger: false });
    const email = uniqueEmail('redis-gone');
    let n = 0;
    await expectLimit(
      async (ip) => {
        const res = await login(++n % 2 ? one : two, email, 'wrong-password', ip);
        expect(res.statusCode).toBeLessThan(500);
        return res;
      },
      10,
      () => newIp(),
      60,
    );
    expect((await ctx.database.sql.query('SELECT key FROM rate_limits')).length).toBeGreaterThan(0);
    await one.close();
    await two.close();
  });

  it.runIf(available)(
    'a Redis outage in either direction never raises a limit (10 a minute per account)',
    async () => {
      // Redis stops and comes back inside one window: ~4 s of restarts and reconnection.
      await earlyInWindow(60, 20_000);
      if (!redis) await startRedis();
      const env = { ...ctx.env, REDIS_URL: socket };
      const app = await buildApp({ env, database: ctx.database, logger: false });
      const email = uniqueEmail('redis-outage');
      const wrong = async () => {
        const res = await login(app, email, 'wrong-password', newIp());
        expect(res.statusCode).toBeLessThan(500);
        return res.statusCode;
      };
      // 4 while Redis is up…
      for (let i = 0; i < 4; i++) expect(await wrong()).toBe(401);
      expect((await redisCli('--scan', '--pattern', 'rl:*')).length).toBeGreaterThan(0);
      // …4 while it is away (they were counted before it went, too)…
      await stopRedis();
      for (let i = 0; i < 4; i++) expect(await wrong()).toBe(401);
      // …and after it returns, empty, only 2 more: 10 in all, whatever each store saw.
      await startRedis();
      // ioredis reconnects within a few seconds: wait until the app is Redis's client again.
      for (let i = 0; i < 50 && (await redisCli('CLIENT', 'LIST')).length < 2; i++) await sleep(200);
      for (let i = 0; i < 2; i++) expect(await wrong()).toBe(401);
      expect((await redisCli('--scan', '--pattern', 'rl:*')).length).toBeGreaterThan(0);
      expect(await wrong()).toBe(429);
      expect((await login(app, email, DEMO_PASSWORD, newIp())).statusCode).toBe(429);
      await app.close();
    },
  );
});
