import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/lib/audit.ts';
import { createTestApp, HOST_A, type TestContext } from '../helper.ts';
import {
  bearer,
  mailedToken,
  registerConfirmed,
  registerPayload,
  STRONG_PASSWORD,
  SETUP_MS,
  textedCode,
  uniqueEmail,
} from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
}, SETUP_MS);
afterAll(() => ctx?.close());

const IP = '203.0.113.7';
const AGENT = 'AuditTest/1.0 (+https://example.test)';
const NEW_PASSWORD = 'a brand new passphrase 2026';
const WRONG_PASSWORD = 'not-my-password-at-all';

/** Every password, token and code these tests send: none may appear in the audit trail. */
const secrets = new Set<string>([STRONG_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD]);

interface AuditRow {
  tenant_id: number;
  user_id: number | null;
  event: string;
  ip: string;
  user_agent: string;
  detail: Record<string, unknown>;
  created_at: string;
}

/** A call from a known address and browser, so the rows can be checked for both. */
const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { host: HOST_A, 'user-agent': AGENT, ...headers },
    payload,
    remoteAddress: IP,
  });
const login = (email: string, password: string) =>
  call('POST', '/api/v1/users/login?via=email', { email, password });

/** The audit rows of a user, oldest first. */
const eventsOf = (userId: number) =>
  ctx.database.sql.query<AuditRow>('SELECT * FROM audit_events WHERE user_id = $1 ORDER BY id', [userId]);
const userIdOf = async (email: string) => {
  const [row] = await ctx.database.sql.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  return row!.id;
};

/** No audit row, read back as JSON, holds any secret sent so far. */
async function expectNoSecrets() {
  const rows = await ctx.database.sql.query<{ json: string }>(
    'SELECT row_to_json(a)::text AS json FROM audit_events a',
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { json } of rows) for (const secret of secrets) expect(json).not.toContain(secret);
}

describe('audit events of the account calls', () => {
  it('records a registration and the confirmation, with address and user agent, without the password', async () => {
    const payload = registerPayload();
    const res = await call('POST', '/api/v1/users/register', payload);
    expect(res.statusCode).toBe(200);
    const userId = res.json().data.user.id as number;
    const confirmToken = await mailedToken(ctx, payload.email, '/success-confirms');
    secrets.add(confirmToken);
    expect((await call('POST', '/api/v1/users/confirm', { token: confirmToken })).statusCode).toBe(200);

    const rows = await eventsOf(userId);
    expect(rows.map((r) => r.event)).toEqual(['register', 'email_confirmed']);
    const [tenant] = await ctx.database.sql.query<{ tenant_id: number }>(
      'SELECT tenant_id FROM tenant_domains WHERE host = $1',
      [HOST_A],
    );
    expect(rows[0]).toMatchObject({
      tenant_id: tenant!.tenant_id,
      user_id: userId,
      ip: IP,
      user_agent: AGENT,
      detail: { via: 'email' },
    });
    expect(Date.now() - Date.parse(String(rows[0]!.created_at))).toBeLessThan(60_000);
    await expectNoSecrets();
  });

  it('records failed logins with the email given (never the password) and a successful one', async () => {
    const { email } = await registerConfirmed(ctx);
    const userId = await userIdOf(email);
    expect((await login(email, WRONG_PASSWORD)).statusCode).toBe(401);
    const unknown = uniqueEmail('nobody');
    expect((await login(unknown, WRONG_PASSWORD)).statusCode).toBe(401);
    const ok = await login(email, STRONG_PASSWORD);
    expect(ok.statusCode).toBe(200);
    secrets.add(ok.json().data.token as string);

    const rows = await eventsOf(userId);
    expect(rows.map((r) => [r.event, r.detail])).toEqual([
      ['register', { via: 'email' }],
      ['email_confirmed', {}],
      ['login_failed', { via: 'email', email, reason: 'wrong_password' }],
      ['login', { via: 'email' }],
    ]);
    // An unknown email has no user: the row keeps what was typed.
    const strangers = await ctx.database.sql.query<AuditRow>(
      "SELECT * FROM audit_events WHERE user_id IS NULL AND detail->>'email' = $1",
      [unknown],
    );
    expect(strangers).toHaveLength(1);
    expect(strangers[0]).toMatchObject({
      event: 'login_failed',
      ip: IP,
      detail: { via: 'email', reason: 'unknown_email' },
    });
    await expectNoSecrets();
  });

  it('records a login refused because the email is not confirmed yet', async () => {
    const payload = registerPayload();
    expect((await call('POST', '/api/v1/users/register', payload)).statusCode).toBe(200);
    expect((await login(payload.email, payload.password)).statusCode).toBe(403);
    const rows = await eventsOf(await userIdOf(payload.email));
    expect(rows.at(-1)).toMatchObject({
      event: 'login_failed',
      detail: { via: 'email', reason: 'email_not_confirmed' },
    });
  });

  it('records phone-code logins that fail and succeed, never the code', async () => {
    const phone_number = `813${String(Date.now()).slice(-8)}`;
    const { email } = await registerConfirmed(ctx, { phone_number });
    const userId = await userIdOf(email);
    const phone = { phone_number, phone_country_code: '+62' };
    expect((await call('POST', '/api/v1/users/login?via=phone', phone)).statusCode).toBe(202);
    const code = await textedCode(ctx, `+62${phone_number}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', '/api/v1/users/login?via=phone', { ...phone, otp: wrong })).statusCode).toBe(
      401,
    );
    const ok = await call('POST', '/api/v1/users/login?via=phone', { ...phone, otp: code });
    expect(ok.statusCode).toBe(200);
    secrets.add(ok.json().data.token as string);
    const unknownPhone = { phone_number: '89000000001', phone_country_code: '+62', otp: '123456' };
    expect((await call('POST', '/api/v1/users/login?via=phone', unknownPhone)).statusCode).toBe(401);

    const rows = (await eventsOf(userId)).filter((r) => r.event.startsWith('login'));
    expect(rows.map((r) => [r.event, r.detail])).toEqual([
      ['login_failed', { via: 'phone', phone: `+62${phone_number}`, reason: 'wrong_code' }],
      ['login', { via: 'phone' }],
    ]);
    const strangers = await ctx.database.sql.query<AuditRow>(
      "SELECT * FROM audit_events WHERE user_id IS NULL AND detail->>'phone' = '+6289000000001'",
    );
    expect(strangers.map((r) => [r.event, r.detail])).toEqual([
      ['login_failed', { via: 'phone', phone: '+6289000000001', reason: 'unknown_phone' }],
    ]);
    // Six digits on their own, not inside a phone number that happens to hold them.
    const asWord = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);
    for (const row of await ctx.database.sql.query<{ json: string }>(
      'SELECT row_to_json(a)::text AS json FROM audit_events a',
    )) {
      expect(row.json).not.toMatch(asWord(code));
      expect(row.json).not.toMatch(asWord(wrong));
    }
    await expectNoSecrets();
  });

  it('records a failed and a successful password change, then a logout', async () => {
    const { email } = await registerConfirmed(ctx);
    const userId = await userIdOf(email);
    const token = (await login(email, STRONG_PASSWORD)).json().data.token as string;
    secrets.add(token);
    const change = (old_password: string) =>
      call(
        'POST',
        '/api/v1/users/change_password',
        { old_password, new_password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        bearer(token),
      );
    expect((await change(WRONG_PASSWORD)).statusCode).toBe(422);
    expect((await change(STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/users/logout', {}, bearer(token))).statusCode).toBe(200);

    const rows = await eventsOf(userId);
    expect(rows.slice(-4).map((r) => [r.event, r.detail])).toEqual([
      ['login', { via: 'email' }],
      ['password_change_failed', { reason: 'wrong_password' }],
      ['password_changed', {}],
      ['logout', {}],
    ]);
    expect(rows.at(-1)).toMatchObject({ ip: IP, user_agent: AGENT });
    await expectNoSecrets();
  });

  it('records a reset request and the reset, without the link’s token or the new password', async () => {
    const { email } = await registerConfirmed(ctx);
    const userId = await userIdOf(email);
    expect((await call('POST', '/api/v1/users/forgot_password', { email })).statusCode).toBe(200);
    const resetToken = await mailedToken(ctx, email, '/reset-password');
    secrets.add(resetToken);
    const reset = await call('POST', '/api/v1/users/reset_password', {
      token: resetToken,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    const rows = await eventsOf(userId);
    expect(rows.slice(-2).map((r) => r.event)).toEqual(['password_reset_requested', 'password_reset']);
    await expectNoSecrets();
  });

  it('records a profile update by field names, and refuses and records an email change', async () => {
    const { email } = await registerConfirmed(ctx);
    const userId = await userIdOf(email);
    const token = (await login(email, STRONG_PASSWORD)).json().data.token as string;
    secrets.add(token);
    const other = uniqueEmail('takeover');
    const res = await call(
      'PUT',
      '/api/v1/users/update',
      { full_name: 'Siti Rahma', phone_number: '81311119999', city: 'Bandung', email: other },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    // product §3: the email stays as it is.
    expect(res.json().data.email).toBe(email);

    const rows = await eventsOf(userId);
    expect(rows.slice(-2).map((r) => [r.event, r.detail])).toEqual([
      ['profile_updated', { fields: ['city', 'full_name', 'phone_number'], photo: false }],
      ['email_change_refused', { requested_email: other }],
    ]);
    // Sending the same email is no change.
    await call('PUT', '/api/v1/users/update', { full_name: 'Siti Rahma', email }, bearer(token));
    expect((await eventsOf(userId)).at(-1)!.event).toBe('profile_updated');
  });

  it('keeps answering when the audit trail cannot be written', async () => {
    const { email } = await registerConfirmed(ctx);
    await ctx.database.sql.exec('ALTER TABLE audit_events RENAME TO audit_events_away');
    try {
      const res = await login(email, STRONG_PASSWORD);
      expect(res.statusCode).toBe(200);
      secrets.add(res.json().data.token as string);
      expect((await login(email, WRONG_PASSWORD)).statusCode).toBe(401);
    } finally {
      await ctx.database.sql.exec('ALTER TABLE audit_events_away RENAME TO audit_events');
    }
  });
});

describe('recordAudit', () => {
  it('drops detail keys that name a secret, and logs instead of throwing', async () => {
    const [tenant] = await ctx.database.sql.query<{ tenant_id: number }>(
      'SELECT tenant_id FROM tenant_domains WHERE host = $1',
      [HOST_A],
    );
    const logged: object[] = [];
    const log = { info() {}, warn() {}, error: (details: object) => void logged.push(details) };
    await recordAudit(
      ctx.database.sql,
      {
        tenantId: tenant!.tenant_id,
        userId: null,
        event: 'login_failed',
        ip: IP,
        userAgent: 'x'.repeat(5000),
        detail: { email: 'a@example.com', password: 'hunter22', otp: '123456', reset_token: 'abc' },
      },
      log,
    );
    const [row] = await ctx.database.sql.query<AuditRow>(
      "SELECT * FROM audit_events WHERE detail->>'email' = 'a@example.com'",
    );
    expect(row!.detail).toEqual({ email: 'a@example.com' });
    expect(row!.user_agent.length).toBeLessThanOrEqual(300);
    expect(logged).toEqual([]);

    const failing = { query: () => Promise.reject(new Error('database is down')) };
    await expect(
      recordAudit(failing, { tenantId: 1, userId: null, event: 'logout', ip: IP, userAgent: '' }, log),
    ).resolves.toBeUndefined();
    expect(logged).toMatchObject([{ event: 'logout', err: { message: 'database is down' } }]);
  });
});
