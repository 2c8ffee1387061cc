import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';
import { findNul } from '../lib/input.ts';

/**
 * Every call: a NUL character anywhere in the query or body is a 400 naming the field. Path
 * parameters are left to their routes: ids and slugs are checked by their own patterns, and the
 * search term reads control characters as spaces between words.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.query, request.body]) {
        const field = findNul(part);
        if (field) throw badRequest(`Invalid ${field}`, { [field]: 'Contains a NUL character' });
      }
    });
  },
  { name: 'input-guard' },
);
