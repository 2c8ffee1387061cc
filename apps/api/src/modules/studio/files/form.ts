import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFileForm, type FormFile } from '../../../lib/file-form.ts';

export type { FormFile };

/** A lesson file's form (a PDF, captions, an image): its one file is `file`, at most `maxBytes`. */
export const readLessonFileForm = (app: FastifyInstance, request: FastifyRequest, maxBytes: number) =>
  readFileForm(app, request, {
    field: 'file',
    maxBytes,
    what: 'The file',
    tooLarge: 'file_too_large',
    tooMany: 'too_many',
  });
