import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { refuseBadInput } from '../../../lib/input.ts';

/**
 * Reads a multipart cover form into `request.body` (so the contract's schema validates the crop
 * fields) and keeps the image's bytes aside. A JSON or form-encoded body passes through (it has no
 * image: the handler names the field). A form cut short or without a boundary is bad input (400).
 */
export async function readCoverForm(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) return null;
  const fields: [string, string][] = [];
  let image: Buffer | null = null;
  const errors = app.multipartErrors;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'image') {
          throw badRequest(`Unexpected file ${part.fieldname}: only image may be a file`, {
            [part.fieldname]: 'not_a_file',
          });
        }
        image = bytes;
      } else if (typeof part.value === 'string' && part.fieldname !== 'image') {
        fields.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new HttpError(413, 'The cover must be at most 5 MB', 'payload_too_large', {
        image: 'image_too_large',
      });
    }
    if (error instanceof errors.FilesLimitError)
      throw badRequest('Send one image', { image: 'one_photo_only' });
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw badRequest('Too many form fields');
    }
    throw badRequest('The form is incomplete or malformed. Please send it again.', {
      body: 'malformed_form',
    });
  }
  const body = Object.fromEntries(fields);
  refuseBadInput(body);
  request.body = body;
  return image;
}
