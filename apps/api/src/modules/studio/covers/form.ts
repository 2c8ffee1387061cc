import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileForm } from '../../../lib/file-form.ts';

/** The cover's form: its crop fields into `request.body`, the image's bytes (`image`, ≤ 5 MB) aside. */
export async function readCoverForm(app: FastifyInstance, request: FastifyRequest) {
  const form = await readFileForm(app, request, {
    field: 'image',
    maxBytes: 5 * 1024 * 1024,
    what: 'The cover',
    tooLarge: 'image_too_large',
    tooMany: 'one_photo_only',
  });
  return form?.bytes ?? null;
}
