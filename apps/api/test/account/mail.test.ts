import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOST_A, HOST_B, type TestContext } from '../helper.ts';
import { register, uniqueEmail, SETUP_MS } from './support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes a quoted-printable body well enough to read links back. */
const unQuote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail over SMTP (SMTP_URL set)', () => {
  let ctx: TestContext;
  let smtp: SMTPServer;
  const inbox: Received[] = [];
  let delivered: () => void = () => {};

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
          delivered();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    ctx = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cendekia <no-reply@cendekia.example>' },
    });
  }, SETUP_MS);
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation mail, its text and HTML parts, through the SMTP server; its link confirms the account', async () => {
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const { res, payload } = await register(ctx);
    expect(res.statusCode).toBe(200);
    await arrived;

    const mail = inbox.at(-1)!;
    expect(mail.from).toBe('no-reply@cendekia.example');
    expect(mail.to).toEqual([payload.email]);
    // No `lang` on the registration: Cendekia's own language, Indonesian.
    expect(mail.raw).toMatch(/^Subject: Konfirmasi email Anda untuk Cendekia Academy\r?$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${payload.email}\\r?$`, 'm'));
    // Both parts, the plain text first (mail clients show the last one they can).
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const plain = mail.raw.search(/^Content-Type: text\/plain; charset=utf-8\r?$/m);
    const html = mail.raw.search(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    expect(plain).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(plain);
    expect(unQuote(mail.raw)).toContain('<html lang="id" dir="ltr">');
    const link = /http:\/\/localhost:3000\/success-confirms\?token=([A-Za-z0-9_-]{43})/.exec(
      unQuote(mail.raw),
    );
    expect(link).not.toBeNull();

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/confirm',
      headers: { host: HOST_A },
      payload: { token: link![1] },
    });
    expect(confirm.statusCode).toBe(200);
    // Nothing was kept in the outbox table.
    expect(await ctx.database.sql.query("SELECT id FROM outbox WHERE channel = 'email'")).toHaveLength(0);
  });

  it('has no /dev/outbox.json route, nor HTML parts to show', async () => {
    const res = await ctx.app.inject({ url: '/dev/outbox.json', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(404);
    const html = await ctx.app.inject({ url: '/dev/outbox/1.html', headers: { host: HOST_A } });
    expect(html.statusCode).toBe(404);
  });

  it('still keeps SMS in the outbox table (no SMS gateway in this build)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=phone',
      headers: { host: HOST_A },
      payload: { phone_number: '81234567890', phone_country_code: '+62' },
    });
    expect(res.statusCode).toBe(202);
    const rows = await ctx.database.sql.query<{ channel: string }>(
      "SELECT channel FROM outbox WHERE recipient = '+6281234567890'",
    );
    expect(rows).toEqual([{ channel: 'sms' }]);
  });
});

describe('GET /dev/outbox.json (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  }, SETUP_MS);
  afterAll(() => ctx?.close());

  it('lists the messages of the host tenant newest first, with the links in their text', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(ctx, { email: first });
    await register(ctx, { email: second });
    await register(ctx, { email: uniqueEmail('acme') }, HOST_B);

    const res = await ctx.app.inject({ url: '/dev/outbox.json', headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const messages = res.json().data;
    expect(messages.map((m: { to: string }) => m.to)).toEqual([second, first]);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: second,
      subject: 'Konfirmasi email Anda untuk Cendekia Academy',
      text: expect.stringContaining('/success-confirms?token='),
      links: [
        expect.stringMatching(/^http:\/\/localhost:3000\/success-confirms\?token=[A-Za-z0-9_-]{43}$/),
        'http://localhost:3000',
      ],
      html_url: `/dev/outbox/${messages[0].id}.html`,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(messages[0].id).toBeGreaterThan(messages[1].id);
  });

  it('shows a mail’s HTML part at its html_url, to this machine and this site only', async () => {
    const email = uniqueEmail('html');
    await register(ctx, { email });
    const [mail] = (
      await ctx.app.inject({
        url: `/dev/outbox.json?to=${encodeURIComponent(email)}`,
        headers: { host: HOST_A },
      })
    ).json().data;
    const res = await ctx.app.inject({ url: mail.html_url, headers: { host: HOST_A } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // Nothing in a mail runs; its images load.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toMatch(/^<!DOCTYPE html>\n<html lang="id" dir="ltr">/);
    expect(res.body).toContain('<title>Konfirmasi email Anda untuk Cendekia Academy</title>');
    expect(res.body).toContain('/success-confirms?token=');

    const elsewhere = await ctx.app.inject({
      url: mail.html_url,
      headers: { host: HOST_A },
      remoteAddress: '203.0.113.7',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('success-confirms');
    expect((await ctx.app.inject({ url: mail.html_url, headers: { host: HOST_B } })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/dev/outbox/999999.html', headers: { host: HOST_A } })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ url: '/dev/outbox/abc.html', headers: { host: HOST_A } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });

  it('keeps no HTML for a text message', async () => {
    const { payload } = await register(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login?via=phone',
      headers: { host: HOST_A },
      payload: { phone_number: payload.phone_number, phone_country_code: '+62' },
    });
    const to = encodeURIComponent(`+62${payload.phone_number as string}`);
    const [sms] = (
      await ctx.app.inject({ url: `/dev/outbox.json?to=${to}`, headers: { host: HOST_A } })
    ).json().data;
    expect(sms).toMatchObject({ channel: 'sms', subject: '', html_url: null });
  });

  it('answers 404 to a browser on another machine, since the outbox holds live links', async () => {
    const res = await ctx.app.inject({
      url: '/dev/outbox.json',
      headers: { host: HOST_A },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('success-confirms');
  });

  it('filters by recipient and limits the count', async () => {
    const email = uniqueEmail('only');
    await register(ctx, { email });
    const res = await ctx.app.inject({
      url: `/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`,
      headers: { host: HOST_A },
    });
    expect(res.json().data).toHaveLength(1);
    const limited = await ctx.app.inject({ url: '/dev/outbox.json?limit=1', headers: { host: HOST_A } });
    expect(limited.json().data).toHaveLength(1);
    const bad = await ctx.app.inject({ url: '/dev/outbox.json?limit=0', headers: { host: HOST_A } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('limit');
  });
});
