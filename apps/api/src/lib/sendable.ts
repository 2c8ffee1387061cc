import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/**
 * An answer kept to be sent many times: its bytes, its ETag and its compressed copies, each made
 * once (the copies on first need) rather than on every request, as @fastify/compress would.
 */
export interface Sendable {
  body: Buffer;
  etag: string;
  encoded(encoding: Encoding): Buffer;
}

export function sendable(text: string | Buffer): Sendable {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  const copies: Partial<Record<Encoding, Buffer>> = {};
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: (encoding) =>
      (copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 6 })),
  };
}

/** Brotli, else gzip, when the client takes it; below 1 KB (as @fastify/compress) not worth it. */
function encodingFor(request: FastifyRequest, body: Buffer): Encoding | null {
  if (body.length < 1024) return null;
  const accepts = request.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/**
 * Puts a kept answer on the reply with its ETag (plugins/etag.ts answers 304 from it) and the
 * encoding the client takes (@fastify/compress leaves an answer that has a content-encoding
 * alone). Status, type and other headers are the caller's.
 */
export function sendSendable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Sendable,
  { etag = true, vary = 'accept-encoding' } = {},
) {
  const encoding = encodingFor(request, answer.body);
  reply.header('vary', vary);
  if (etag) reply.header('etag', answer.etag);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? answer.encoded(encoding) : answer.body);
}
