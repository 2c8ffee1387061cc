import type { OutboxMessage } from '@app/contract/account/schemas';
import { HOST_A, type TestContext } from '../helper.ts';

/** Seeding a fresh database can take a while on a busy machine (2 shared cores). */
export const SETUP_MS = 180_000;

/** The demo accounts' password (apps/api/src/db/seed/accounts.ts). */
export const DEMO_PASSWORD = 'demo-password-2026';
export const STRONG_PASSWORD = 'correct horse battery staple 42';

let counter = 0;
/** A unique email per call, so tests in one file do not collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.org`;

/**
 * A unique Indonesian mobile number per call (a new account cannot share one): the process and
 * a counter, so test files running side by side do not collide either.
 */
export const uniquePhone = () =>
  `81${String(process.pid % 1000).padStart(3, '0')}${String(Date.now()).slice(-4)}${String(++counter).padStart(3, '0')}`;

export const registerPayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  type: 'Consumer',
  password: STRONG_PASSWORD,
  date_of_birth: '1995-04-12',
  full_name: 'Siti Rahma',
  phone_number: uniquePhone(),
  phone_country_code: '+62',
  elearning_platform: 'localhost',
  gender: 'female',
  bio: 'Learning every day.',
  ...overrides,
});

export const bearer = (token: string, host = HOST_A) => ({ host, authorization: `Bearer ${token}` });

export async function outboxFor(ctx: TestContext, to: string, host = HOST_A): Promise<OutboxMessage[]> {
  const res = await ctx.app.inject({
    url: `/dev/outbox.json?to=${encodeURIComponent(to)}`,
    headers: { host },
  });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json().data as OutboxMessage[];
}

/** The token of the newest link to `path` mailed to `to`. */
export async function mailedToken(ctx: TestContext, to: string, path: string, host = HOST_A) {
  for (const message of await outboxFor(ctx, to, host)) {
    for (const link of message.links) {
      const url = new URL(link);
      if (url.pathname === path) return url.searchParams.get('token')!;
    }
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

/** The newest 6-digit code texted to a phone number. */
export async function textedCode(ctx: TestContext, phone: string, host = HOST_A) {
  const [sms] = await outboxFor(ctx, phone, host);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export async function register(ctx: TestContext, overrides: Record<string, unknown> = {}, host = HOST_A) {
  const payload = registerPayload(overrides);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    headers: { host },
    payload,
  });
  return { res, payload };
}

/** Registers and confirms a new account; answers its email and password. */
export async function registerConfirmed(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
  host = HOST_A,
) {
  const { res, payload } = await register(ctx, overrides, host);
  if (res.statusCode !== 200) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  const token = await mailedToken(ctx, payload.email as string, '/success-confirms', host);
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/confirm',
    headers: { host },
    payload: { token },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}`);
  return { email: payload.email as string, password: payload.password as string, payload };
}

export function loginForm(
  ctx: TestContext,
  email: string,
  password: string,
  host = HOST_A,
  remoteAddress?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/login?via=email',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Logs in and answers the bearer token. */
export async function loginToken(ctx: TestContext, email: string, password: string, host = HOST_A) {
  const res = await loginForm(ctx, email, password, host);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return res.json().data.token as string;
}
