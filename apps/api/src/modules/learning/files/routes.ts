import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, forbidden, notFound } from '../../../lib/http-errors.ts';
import { FileNotFoundError } from '../../../lib/storage/index.ts';
import { verifyFileLink } from './links.ts';
import { findStoredFile } from './queries.ts';
import { parseRange } from './range.ts';

/** Media answers are inert: nothing in them may run or load anything (as /media/:id). */
const SANDBOXED = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/**
 * Browsers refuse to start their PDF viewer in a sandboxed document (Chromium shows "blocked"),
 * and style their viewer page inline; nosniff and the exact type keep a PDF from being anything else.
 */
const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const typeHeader = (contentType: string) =>
  contentType.startsWith('text/') && !/charset=/i.test(contentType)
    ? `${contentType}; charset=utf-8`
    : contentType;

/** Does an If-None-Match / If-Range list name this ETag? (weak comparison for If-None-Match) */
const names = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });

/**
 * Lesson videos, captions and PDFs behind signed, expiring links (links.ts). Binary, outside the
 * JSON contract like /media/:id. A forged or altered link is 403; an expired one is 410, so the
 * player knows to read the lesson again for a fresh link; a link of another tenant, or to a file
 * that is not the host's tenant's, is 404. Range requests are answered for seeking and resuming.
 */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/:token',
    exposeHeadRoute: false,
    onRequest: app.tenantCall,
    // Ranges are of the stored bytes; gzip on the way would make them meaningless.
    compress: false,
    schema: { hide: true, params: z.object({ token: z.string().max(200) }) },
    handler: async (request, reply) => serve(app, request, reply, request.params.token),
  });
}

async function serve(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  const now = Date.now();
  const link = verifyFileLink(app.env.FILE_LINK_SECRET, token, now);
  if (link === 'invalid') throw forbidden('This link is not valid');
  if (link === 'expired') {
    throw new HttpError(410, 'This link has expired: open the lesson again for a new one', 'link_expired');
  }
  if (link.tenantId !== request.tenant.id) throw notFound('File not found');
  const file = await findStoredFile(app.database.sql, link.tenantId, link.fileId);
  if (!file) throw notFound('File not found');

  const etag = `"${file.sha256}"`;
  reply.headers({
    'accept-ranges': 'bytes',
    etag,
    // Private: the link is the learner's; it may be reused only until it expires.
    'cache-control': `private, max-age=${Math.max(0, Math.floor((link.expiresAt - now) / 1000))}`,
    'x-content-type-options': 'nosniff',
  });
  if (names(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const pdf = file.contentType === 'application/pdf';
  reply.headers({
    'content-type': typeHeader(file.contentType),
    'content-security-policy': pdf ? PDF_POLICY : SANDBOXED,
    ...(pdf ? { 'content-disposition': `inline; filename="document-${file.sha256.slice(0, 12)}.pdf"` } : {}),
  });

  // If-Range: the range only if the client's copy is still this file (strong comparison).
  const ifRange = request.headers['if-range'];
  const current = ifRange === undefined || (typeof ifRange === 'string' && ifRange.trim() === etag);
  const range = parseRange(current ? request.headers.range : undefined, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'Range not satisfiable', 'range_not_satisfiable', undefined, {
      'content-range': `bytes */${file.size}`,
    });
  }
  const length = range ? range.end - range.start + 1 : file.size;
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  reply.header('content-length', String(length));
  if (request.method === 'HEAD' || length === 0) return reply.send();
  try {
    return reply.send(await app.storage.read(file.storageKey, range ?? undefined));
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    // A row whose bytes are gone: an operator's problem, the learner sees a missing file.
    request.log.error({ fileId: link.fileId, key: file.storageKey }, 'stored file missing from storage');
    throw notFound('File not found');
  }
}
