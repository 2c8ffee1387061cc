import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldCode } from '@app/contract/errors';
import { HttpError, badRequest } from './http-errors.ts';
import { refuseBadInput } from './input.ts';

export interface FormFile {
  bytes: Buffer;
  name: string;
}

export interface FileFormRules {
  /** The form's one file field (`file`, `image`). */
  field: string;
  maxBytes: number;
  /** What the 413 says is too large ("The cover", "The CSV file"), and its field code. */
  what: string;
  tooLarge: FieldCode;
  /** The field code of a second file. */
  tooMany: FieldCode;
}

/**
 * Reads a multipart form with one file: its other fields into `request.body` (the contract's
 * schema validates them next) and the file aside. A body that is not multipart passes through with
 * no file (the handler names the field). A file over the limit is 413 naming the field; another
 * file field, a second file or too many fields 400; a form cut short or malformed 400, never a
 * server failure. The studio's covers, lesson files and quiz imports all come this way.
 */
export async function readFileForm(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: FileFormRules,
): Promise<FormFile | null> {
  if (!request.isMultipart()) return null;
  const fields: Record<string, string> = {};
  let file: FormFile | null = null;
  const errors = app.multipartErrors;
  try {
    const limits = { fileSize: rules.maxBytes, files: 1, fields: 20 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== rules.field)
          throw badRequest(`Unexpected file ${part.fieldname}: only ${rules.field} may be a file`, {
            [part.fieldname]: 'not_a_file',
          });
        file = { bytes, name: part.filename ?? '' };
      } else if (typeof part.value === 'string' && part.fieldname !== rules.field) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) {
      const mb = Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10;
      throw new HttpError(413, `${rules.what} must be at most ${mb} MB`, 'payload_too_large', {
        [rules.field]: rules.tooLarge,
      });
    }
    if (error instanceof errors.FilesLimitError)
      throw badRequest(`Send one ${rules.field}`, { [rules.field]: rules.tooMany });
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
