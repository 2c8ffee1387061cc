import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * ETags for successful GET answers, and 304 when the client already has them, so a repeat load
 * of public content costs a few bytes. Error answers never get one (a cached 404 must not turn
 * into a 304 later).
 */
export default fp(
  async function etagPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      let etag = reply.getHeader('etag') as string | undefined;
      if (!etag) {
        etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
        reply.header('etag', etag);
      }
      const given = request.headers['if-none-match'];
      if (given && given.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
