import type { ErrorCode, FieldCode } from '@app/contract/errors';

/** What is wrong with each bad field, by field code: the failure envelope's `error.fields`. */
export type FieldProblems = Record<string, FieldCode>;

/**
 * An error that becomes the failure envelope with its HTTP status (product §8, the contract). Its
 * code is one of the contract's (packages/contract/src/errors.ts): the web words it; the English
 * message is for API clients.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly fields?: FieldProblems,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400: `validation` when it names fields, `bad_request` for input the call cannot read at all. */
export const badRequest = (message: string, fields?: FieldProblems) =>
  new HttpError(400, message, fields ? 'validation' : 'bad_request', fields);
export const unauthorized = (message = 'Unauthorized', code: ErrorCode = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'Forbidden', code: ErrorCode = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') =>
  new HttpError(404, message, code);
export const conflict = (message: string, code: ErrorCode) => new HttpError(409, message, code);

/** The code of a failure that Fastify or a plugin raised, by its status (its own codes are not ours). */
export function codeOfStatus(status: number): ErrorCode {
  const codes: Partial<Record<number, ErrorCode>> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    406: 'not_acceptable',
    413: 'payload_too_large',
    414: 'uri_too_long',
    415: 'unsupported_media_type',
    416: 'range_not_satisfiable',
    429: 'rate_limited',
  };
  return codes[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}
