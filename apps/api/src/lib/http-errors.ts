/** An error that becomes the failure envelope with its HTTP status (product §8, the contract). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'bad_request', fields);
export const unauthorized = (message = 'Unauthorized', code = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new HttpError(422, message, 'unprocessable', fields);
