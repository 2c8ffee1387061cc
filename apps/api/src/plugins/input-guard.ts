import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseBadInput } from '../lib/input.ts';

/**
 * Every call, before anything else reads its input: a NUL character anywhere in the query or
 * body, or nesting deeper than MAX_INPUT_DEPTH, is a 400 naming the field. Path
 * parameters are left to their routes: ids and slugs are checked by their own patterns, and the
 * search term reads control characters as spaces between words.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.query, request.body]) {
        refuseBadInput(part);
      }
    });
  },
  { name: 'input-guard' },
);
