import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, publicHeaders, type TestContext } from './helper.ts';
import { register, SETUP_MS } from './account/support.ts';

/** The value of one series of messages_total as /metrics shows it (0 before its first count). */
async function messagesTotal(ctx: TestContext, channel: string, result: string) {
  const res = await ctx.app.inject({ url: '/metrics', headers: { host: HOST_A } });
  expect(res.statusCode).toBe(200);
  const line = new RegExp(`^messages_total\\{channel="${channel}",result="${result}"\\} (\\d+)$`, 'm');
  return Number(line.exec(res.body)?.[1] ?? 0);
}

/** Mail over SMTP leaves in the background: waits until the counter has moved. */
async function eventually(read: () => Promise<number>, expected: number) {
  for (let i = 0; i < 100 && (await read()) < expected; i++) await sleep(50);
  expect(await read()).toBe(expected);
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('counts requests by route pattern and status, in Prometheus text format, for this machine', async () => {
    await ctx.app.inject({ url: '/api/cek-domain', headers: publicHeaders(HOST_A) });
    await ctx.app.inject({ url: '/api/pages/get-page/about', headers: publicHeaders(HOST_A) });
    await ctx.app.inject({ url: '/api/pages/get-page/nope', headers: publicHeaders(HOST_A) });
    const res = await ctx.app.inject({ url: '/metrics', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/cek-domain",status="200"\} [1-9]/);
    // The pattern, not the URL: one series for every page key.
    expect(text).toMatch(/route="\/api\/pages\/get-page\/:key",status="200"/);
    expect(text).toMatch(/route="\/api\/pages\/get-page\/:key",status="400"/);
    expect(text).not.toContain('get-page/about');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/cek-domain"/,
    );
    expect(text).toContain('process_cpu_seconds_total');
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
  });

  it('does not exist for other machines without METRICS_TOKEN', async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  const token = 'scrape-token-0123456789';
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: token } });
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('answers a scraper with the token from anywhere, and nobody without it', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    const ok = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A, authorization: `Bearer ${token}` },
      ...from,
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { host: HOST_A, authorization: 'Bearer nope' },
      ...from,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/metrics', headers: { host: HOST_A } })).statusCode).toBe(404);
  });
});

describe('messages_total', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('counts mail and SMS kept in the outbox by channel (no SMTP_URL)', async () => {
    const mails = await messagesTotal(ctx, 'email', 'queued');
    const texts = await messagesTotal(ctx, 'sms', 'queued');
    // A registration mails a confirmation link; a phone login request texts a code.
    expect((await register(ctx)).res.statusCode).toBe(200);
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=phone',
      headers: { host: HOST_A },
      payload: { phone_number: '81234567890', phone_country_code: '+62' },
    });
    expect(phone.statusCode).toBe(202);
    expect(await messagesTotal(ctx, 'email', 'queued')).toBe(mails + 1);
    expect(await messagesTotal(ctx, 'sms', 'queued')).toBe(texts + 1);
  });

  it('counts mail sent over SMTP, and mail the server did not take', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    let listening = true;
    const stop = () => {
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise<void>((resolve) => smtp.close(() => resolve()));
    };
    const sending = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const sent = await messagesTotal(sending, 'email', 'sent');
      const failed = await messagesTotal(sending, 'email', 'failed');
      expect((await register(sending)).res.statusCode).toBe(200);
      await eventually(() => messagesTotal(sending, 'email', 'sent'), sent + 1);

      // The server is gone: the next mail cannot be handed over.
      await stop();
      expect((await register(sending)).res.statusCode).toBe(200);
      await eventually(() => messagesTotal(sending, 'email', 'failed'), failed + 1);
      expect(await messagesTotal(sending, 'email', 'sent')).toBe(sent + 1);
    } finally {
      await sending.close();
      await stop();
    }
  });
});
