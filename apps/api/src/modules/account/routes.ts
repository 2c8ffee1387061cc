import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  confirmBody,
  emailLogin,
  forgotPasswordBody,
  googleLogin,
  loginBody,
  loginVia,
  messageResponse,
  otpSentResponse,
  outboxQuery,
  outboxResponse,
  phoneLogin,
  profileUpdate,
  registerBody,
  registerQuery,
  registerResponse,
  resetPasswordBody,
  sessionResponse,
  userResponse,
} from '@app/contract/account';
import { errorEnvelope } from '@app/contract/envelope';
import { ok } from '../../lib/envelope.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { createRateLimiter, pgRateStore, redisRateStore } from '../../lib/rate-limit.ts';
import { createGoogleVerifier } from './google.ts';
import { createMessenger, linksIn } from './messenger.ts';
import { listOutbox, toUser } from './queries.ts';
import {
  changePassword,
  confirmEmail,
  forgotPassword,
  loginWithCode,
  loginWithEmail,
  loginWithGoogle,
  logout,
  register,
  resetPassword,
  sendLoginCode,
  updateProfile,
  type AccountContext,
} from './service.ts';

const fail = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorEnvelope]));
const bearer = [{ bearer: [] }];
const tags = ['account'];

/** Same failure envelope as schema validation errors, for bodies checked in the handler. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw new HttpError(400, `Invalid ${Object.keys(fields).join(', ')}`, 'validation', fields);
}

/** Validates querystring, params and headers with zod; leaves the body to the handler. */
const bodyCheckedInHandler: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/** PostgreSQL text cannot hold NUL characters: refuse them as bad input instead of failing later. */
function rejectNul(body: unknown) {
  if (!body || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      throw badRequest(`Invalid ${key}`, { [key]: 'Contains a NUL character' });
    }
  }
}

/** The photo (multipart) goes through the update form alongside the profile fields (spec §3). */
const profileForm = profileUpdate.extend({
  photo: z
    .string()
    .optional()
    .meta({ format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, ≤ 5 MB' }),
});

/** Account calls of spec §7 (issue #3). */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const env = app.env;
  const messenger = createMessenger({ db: app.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const limiter = createRateLimiter(
    env.REDIS_URL ? redisRateStore(env.REDIS_URL) : pgRateStore(app.database.sql),
    env.RATE_LIMIT_MULTIPLIER,
  );
  const google = createGoogleVerifier({
    clientId: env.GOOGLE_CLIENT_ID,
    jwksUrl: env.GOOGLE_JWKS_URL,
    issuer: env.GOOGLE_ISSUER,
  });
  const ctx: AccountContext = { db: app.db, messenger, limiter, google };
  app.addHook('onClose', async () => {
    await messenger.close();
    await limiter.close();
  });
  app.addHook('preValidation', async (request) => rejectNul(request.body));

  app.post(
    '/api/v1/users/register',
    {
      onRequest: app.tenantCall,
      schema: {
        tags,
        summary: 'Register a Consumer account on this site (sends a confirmation mail)',
        description:
          'JSON or form-encoded. `?provider=google` with `google_id` and `id_token` signs up with Google ' +
          '(already confirmed). role, type, confirmation and tenant are set by the server.',
        querystring: registerQuery,
        body: registerBody,
        response: { 200: registerResponse, ...fail(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => ok(await register(ctx, request, reply, request.body, request.query.provider)),
  );

  app.post(
    '/api/v1/users/confirm',
    {
      onRequest: app.tenantCall,
      schema: {
        tags,
        summary: 'Confirm an email address with the token of the mailed link (/success-confirms)',
        body: confirmBody,
        response: { 200: userResponse, ...fail(400, 404, 409, 429) },
      },
    },
    async (request, reply) => ok(await confirmEmail(ctx, request, reply, request.body.token)),
  );

  app.post(
    '/api/v1/users/login',
    {
      onRequest: app.tenantCall,
      // The body is checked in the handler against the schema of `?via=`, so bad fields are named.
      // (Fastify types a route-level compiler with the whole route schema, hence the cast.)
      validatorCompiler: bodyCheckedInHandler as never,
      schema: {
        tags,
        summary: 'Log in by email and password, Google ID token, or phone and one-time code',
        description:
          '`via=email`: email + password (form-encoded). `via=google`: email, google_id, type, id_token. ' +
          '`via=phone`: phone_number + phone_country_code answers 202 and texts a 6-digit code; the same ' +
          'with `otp` logs in. Wrong credentials: 401 "Incorrect login."; unconfirmed email: 403 ' +
          '`email_not_confirmed`.',
        querystring: loginVia,
        body: loginBody,
        response: { 200: sessionResponse, 202: otpSentResponse, ...fail(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const via = request.query.via;
      if (via === 'google') {
        if (!env.GOOGLE_CLIENT_ID) {
          throw new HttpError(503, 'Google sign-in is not configured on this site.', 'google_unavailable');
        }
        return ok(await loginWithGoogle(ctx, request, reply, parse(googleLogin, request.body)));
      }
      if (via === 'phone') {
        const body = parse(phoneLogin, request.body);
        if (body.otp) return ok(await loginWithCode(ctx, request, reply, { ...body, otp: body.otp }));
        const sent = await sendLoginCode(ctx, request, reply, body);
        return reply.code(202).send({ status: 202, message: 'We have sent you a code by SMS.', data: sent });
      }
      return ok(await loginWithEmail(ctx, request, reply, parse(emailLogin, request.body)));
    },
  );

  app.post(
    '/api/v1/users/forgot_password',
    {
      onRequest: app.tenantCall,
      schema: {
        tags,
        summary: 'Mail a single-use reset link (30 minutes); the same answer whether or not the email exists',
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...fail(400, 404, 429) },
      },
    },
    async (request, reply) => ok(await forgotPassword(ctx, request, reply, request.body.email)),
  );

  app.post(
    '/api/v1/users/reset_password',
    {
      onRequest: app.tenantCall,
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset link; ends every session of the user',
        body: resetPasswordBody,
        response: { 200: messageResponse, ...fail(400, 404, 429) },
      },
    },
    async (request, reply) => ok(await resetPassword(ctx, request, reply, request.body)),
  );

  app.post(
    '/api/v1/users/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke the presented token',
        response: { 200: messageResponse, ...fail(401, 404) },
      },
    },
    async (request) => ok(await logout(ctx, request)),
  );

  app.get(
    '/api/v1/users/edit',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'The current user',
        response: { 200: userResponse, ...fail(401, 404) },
      },
    },
    async (request) => ok(toUser(request.user!)),
  );

  const uploads = new WeakMap<FastifyRequest, { photo: Buffer | null; sent: Set<string> }>();
  app.put(
    '/api/v1/users/update',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => {
        const form = await readProfileForm(app, request);
        uploads.set(request, form);
      },
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        summary: 'Update the profile (multipart, optional `photo` file); answers the updated user',
        description:
          'type, country and phone_country_code are fixed by the server (Consumer, Indonesia, +62); the ' +
          'email is not changed here. Fields left out keep their value. The photo is checked by its bytes, ' +
          're-encoded to WebP (≤ 512 px) with a 128 px thumbnail.',
        body: profileForm,
        response: { 200: userResponse, ...fail(400, 401, 404, 413) },
      },
    },
    async (request) => {
      const form = uploads.get(request) ?? { photo: null, sent: new Set<string>() };
      return ok(await updateProfile(ctx, request, request.body, form.sent, form.photo));
    },
  );

  app.post(
    '/api/v1/users/change_password',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password; ends the other sessions of the user',
        description: 'A wrong old password answers 422 with the message "Please retry again" (spec §5, §8).',
        body: changePasswordBody,
        response: { 200: messageResponse, ...fail(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => ok(await changePassword(ctx, request, reply, request.body)),
  );

  // Without SMTP, mail and SMS stay in the database; this lets a local user open their links.
  if (messenger.outbox) {
    app.log.warn('SMTP_URL is not set: mail and SMS are kept in the outbox and listed at /dev/outbox.json');
    app.get(
      '/dev/outbox.json',
      {
        onRequest: app.tenantCall,
        schema: {
          tags: ['development'],
          summary: 'Messages kept because no SMTP server is configured (absent when SMTP_URL is set)',
          querystring: outboxQuery,
          response: { 200: outboxResponse, ...fail(400, 404) },
        },
      },
      async (request, reply) => {
        // The outbox holds live confirmation and reset links: only a browser on this machine may
        // read it, so a public deployment that forgot SMTP_URL does not hand out accounts.
        if (!isLocalRequest(request.ip, app.env.TRUST_PROXY)) throw notFound();
        reply.header('cache-control', 'no-store');
        const rows = await listOutbox(app.db, request.tenant.id, request.query.to, request.query.limit);
        return ok(
          rows.map((row) => ({
            id: row.id,
            channel: row.channel,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            links: linksIn(row.body),
            created_at: row.createdAt.toISOString(),
          })),
        );
      },
    );
  }
}

/**
 * Reads the multipart profile form into `request.body` (so the schema validates the fields) and
 * keeps the photo bytes aside. JSON and form-encoded bodies pass through unchanged.
 */
async function readProfileForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    return { photo: null, sent: new Set(Object.keys(body)) };
  }
  const fields: [string, string][] = [];
  let photo: Buffer | null = null;
  const errors = app.multipartErrors;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'photo') {
          throw badRequest(`Unexpected file ${part.fieldname}`, {
            [part.fieldname]: 'Only photo may be a file',
          });
        }
        // An empty file input is sent as a nameless, empty part: no new photo.
        if (bytes.length === 0 && !part.filename) continue;
        photo = bytes;
      } else if (typeof part.value === 'string' && part.fieldname !== 'photo') {
        fields.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new HttpError(413, 'The photo must be at most 5 MB', 'payload_too_large', {
        photo: 'At most 5 MB',
      });
    }
    if (error instanceof errors.FilesLimitError) {
      throw badRequest('Send one photo at most', { photo: 'Send one photo at most' });
    }
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest('Too many form fields');
    }
    throw error;
  }
  const body = Object.fromEntries(fields);
  rejectNul(body);
  request.body = body;
  return { photo, sent: new Set(Object.keys(body)) };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request from this machine: loopback address, and not relayed by a trusted proxy. */
export const isLocalRequest = (ip: string, behindProxy: boolean) => !behindProxy && LOOPBACK.test(ip);
