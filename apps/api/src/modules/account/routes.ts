import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@app/contract/account/endpoints';
import { pathOf } from '@app/contract/endpoint';
import { emailLogin, googleLogin, phoneLogin } from '@app/contract/account/schemas';
import { ok } from '../../lib/envelope.ts';
import { siteOrigin } from '../../lib/host.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { parseInput, validatorCompiler } from '../../lib/validation.ts';
import { refuseBadInput } from '../../lib/input.ts';
import { isLocalRequest } from '../../lib/local-request.ts';
import { implement } from '../../lib/route.ts';
import { createGoogleVerifier } from './google.ts';
import { linksIn } from '../../lib/messenger.ts';
import { listOutbox, outboxHtml, toUser } from './queries.ts';
import {
  changePassword,
  checkRegistration,
  confirmEmail,
  forgotPassword,
  loginWithCode,
  loginWithEmail,
  loginWithGoogle,
  logout,
  register,
  resendConfirmation,
  resetPassword,
  sendLoginCode,
  updateProfile,
  type AccountContext,
} from './service.ts';

/** Validates querystring, params and headers with zod; leaves the body to the handler. */
const bodyCheckedInHandler: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/** Account calls (product §7 "Account", §11): HTTP in, service call, envelope out. */
export default async function accountRoutes(app: FastifyInstance) {
  const env = app.env;
  const messenger = app.messenger;
  const google = createGoogleVerifier({
    clientId: env.GOOGLE_CLIENT_ID,
    jwksUrl: env.GOOGLE_JWKS_URL,
    issuer: env.GOOGLE_ISSUER,
  });
  const ctx: AccountContext = {
    db: app.db,
    sql: app.database.sql,
    messenger,
    limiter: app.limiter,
    google,
    siteOrigin: (tenant) =>
      siteOrigin(tenant.primaryHost, {
        scheme: env.PUBLIC_SCHEME,
        port: env.PUBLIC_PORT,
        listenPort: env.PORT,
      }),
  };

  const uploads = new WeakMap<FastifyRequest, { photo: Buffer | null; sent: Set<string> }>();
  // Without SMTP, mail and SMS stay in the database; this lets a local user open their links.
  if (messenger.outbox) {
    app.log.warn('SMTP_URL is not set: mail and SMS are kept in the outbox and listed at /dev/outbox.json');
  }

  implement(app, calls, {
    register: async (request, caller) =>
      ok(await register(ctx, caller, request.body, request.query.provider)),
    checkRegistration: async (request, caller) => ok(await checkRegistration(ctx, caller, request.body)),
    resendConfirmation: async (request, caller) =>
      ok(await resendConfirmation(ctx, caller, request.body.email)),
    confirmEmail: async (request, caller) => ok(await confirmEmail(ctx, caller, request.body.token)),
    login: {
      handler: async (request, caller, reply) => {
        const via = request.query.via;
        if (via === 'google') {
          if (!env.GOOGLE_CLIENT_ID) {
            throw new HttpError(503, 'Google sign-in is not configured on this site.', 'google_unavailable');
          }
          return ok(await loginWithGoogle(ctx, caller, parseInput(googleLogin, request.body)));
        }
        if (via === 'phone') {
          const body = parseInput(phoneLogin, request.body);
          if (body.otp) return ok(await loginWithCode(ctx, caller, { ...body, otp: body.otp }));
          const sent = await sendLoginCode(ctx, caller, body);
          return reply
            .code(202)
            .send({ status: 202, message: 'We have sent you a code by SMS.', data: sent });
        }
        return ok(await loginWithEmail(ctx, caller, parseInput(emailLogin, request.body)));
      },
      // The body is checked in the handler against the schema of `?via=`, so bad fields are named.
      // (Fastify types a route-level compiler with the whole route schema, hence the cast.)
      extras: { validatorCompiler: bodyCheckedInHandler as never },
    },
    forgotPassword: async (request, caller) => ok(await forgotPassword(ctx, caller, request.body.email)),
    resetPassword: async (request, caller) => ok(await resetPassword(ctx, caller, request.body)),
    logout: async (_request, caller) => ok(await logout(ctx, caller)),
    getCurrentUser: async (_request, caller) => ok(toUser(caller.user)),
    updateProfile: {
      handler: async (request, caller) => {
        const form = uploads.get(request) ?? { photo: null, sent: new Set<string>() };
        return ok(await updateProfile(ctx, caller, request.body, form.sent, form.photo));
      },
      extras: {
        preValidation: async (request) => void uploads.set(request, await readProfileForm(app, request)),
      },
    },
    changePassword: async (request, caller) => ok(await changePassword(ctx, caller, request.body)),
    getOutbox: async (request, caller, reply) => {
      // The outbox holds live confirmation and reset links: only a browser on this machine may
      // read it, so a public deployment that forgot SMTP_URL does not hand out accounts. With
      // SMTP_URL set there is no outbox to read.
      if (!messenger.outbox || !isLocalRequest(caller.ip, env.TRUST_PROXY)) throw notFound();
      reply.header('cache-control', 'no-store');
      const rows = await listOutbox(app.db, caller.tenant.id, request.query.to, request.query.limit);
      return ok(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          links: linksIn(row.body),
          html_url: row.html === null ? null : pathOf(calls.getOutboxHtml.path, { id: row.id }),
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
    getOutboxHtml: async (request, caller, reply) => {
      // The same rule as the list: the HTML carries the same live links.
      if (!messenger.outbox || !isLocalRequest(caller.ip, env.TRUST_PROXY)) throw notFound();
      const html = await outboxHtml(app.db, caller.tenant.id, request.params.id);
      if (html === null) throw notFound('No kept mail of this site has this id');
      // As a mail client shows it: its images load, nothing in it runs or submits.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; sandbox allow-popups",
        )
        .send(html);
    },
  });
}

/**
 * Reads the multipart profile form into `request.body` (so the schema validates the fields) and
 * keeps the photo bytes aside. JSON and form-encoded bodies pass through unchanged. A form that
 * is cut short or has no boundary is bad input (400), not a server failure.
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
          throw badRequest(`Unexpected file ${part.fieldname}: only photo may be a file`, {
            [part.fieldname]: 'not_a_file',
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
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new HttpError(413, 'The photo must be at most 5 MB', 'payload_too_large', {
        photo: 'photo_too_large',
      });
    }
    if (error instanceof errors.FilesLimitError) {
      throw badRequest('Send one photo at most', { photo: 'one_photo_only' });
    }
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest('Too many form fields');
    }
    // busboy's own complaints: no boundary, a form cut short, a malformed part.
    throw badRequest('The form is incomplete or malformed. Please send it again.', {
      body: 'malformed_form',
    });
  }
  const body = Object.fromEntries(fields);
  refuseBadInput(body);
  request.body = body;
  return { photo, sent: new Set(Object.keys(body)) };
}
