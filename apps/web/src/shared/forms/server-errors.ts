import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/shared/http/client';

interface Options {
  /** The fields the form has; the server's errors on other names are left out. Default: all. */
  only?: readonly string[];
  /** The field errors to show, when not the failed call's own (`error.fields` of an ApiError). */
  fields?: Record<string, string>;
}

/**
 * Puts a failed call's field errors (the error envelope's `error.fields`) on the form's fields,
 * each with its field code as the message (the form words it with fieldText, as it does its own
 * checks), as a `server` error the next edit clears. Returns the names it set, in the server's
 * order: none when the failure named no field the form has.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  { only, fields = error instanceof ApiError ? error.fields : {} }: Options = {},
): Path<T>[] {
  const named = Object.entries(fields).filter(([name, message]) => message && (!only || only.includes(name)));
  for (const [name, message] of named) setError(name as Path<T>, { type: 'server', message });
  return named.map(([name]) => name as Path<T>);
}
