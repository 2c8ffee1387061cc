import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { refuseBadInput } from '../../../lib/input.ts';

export interface FormFile {
  bytes: Buffer;
  name: string;
}

/**
 * Reads a lesson file's multipart form: its fields into `request.body` (the contract's schema
 * validates them next) and the file, `file`, aside. A body that is not multipart passes through
 * with no file (the handler names the field). A file over `maxBytes` is 413 naming `file`; a form
 * cut short or malformed is 400, never a server failure.
 */
export async function readFileForm(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<FormFile | null> {
  if (!request.isMultipart()) return null;
  const fields: Record<string, string> = {};
  let file: FormFile | null = null;
  const errors = app.multipartErrors;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file')
          throw badRequest(`Unexpected file ${part.fieldname}: only file may be a file`, {
            [part.fieldname]: 'not_a_file',
          });
        file = { bytes, name: part.filename ?? '' };
      } else if (typeof part.value === 'string' && part.fieldname !== 'file') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError)
      throw new HttpError(
        413,
        `The file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
        'payload_too_large',
        {
          file: 'file_too_large',
        },
      );
    if (error instanceof errors.FilesLimitError) throw badRequest('Send one file', { file: 'too_many' });
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError)
      throw badRequest('Too many form fields');
    throw badRequest('The form is incomplete or malformed. Please send it again.', {
      body: 'malformed_form',
    });
  }
  refuseBadInput(fields);
  request.body = fields;
  return file;
}
