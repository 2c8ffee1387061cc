import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldCodeOfIssue, isFieldCode } from '@app/contract/errors';
import { HttpError, type FieldProblems } from './http-errors.ts';

/**
 * The 400 of bad input: each field named by its dotted path with the field code of its first
 * problem (a rule's own code, else one from the kind of rule); `whole` names a problem with the
 * input as a whole (the body, the query string).
 */
export function invalidInput(issues: readonly z.core.$ZodIssue[], whole: string): HttpError {
  const fields: FieldProblems = {};
  for (const issue of issues) {
    fields[issue.path.join('.') || whole] ??= isFieldCode(issue.message) ? issue.message : 'invalid';
  }
  return new HttpError(400, `Invalid ${Object.keys(fields).join(', ')}`, 'validation', fields);
}

/** Parses `value` with `schema`, or throws the 400 naming its bad fields by code. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, whole = 'body'): z.output<T> {
  const result = schema.safeParse(value, { error: fieldCodeOfIssue });
  if (result.success) return result.data;
  throw invalidInput(result.error.issues, whole);
}

/**
 * Validates a route's params, query string and body with their zod schemas: issues get field
 * codes (packages/contract/src/errors.ts), and a failure is the same 400 as `parseInput`'s, which
 * the error handler sends as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { error: fieldCodeOfIssue });
    if (result.success) return { value: result.data };
    return { error: invalidInput(result.error.issues, httpPart ?? 'body') };
  };
