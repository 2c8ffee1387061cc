import type { Database, Db } from '../../db/client.ts';

/**
 * The tenant command's transactions (add.ts, operations.ts): a refusal is worded for the
 * operator, and so is a unique-constraint violation that a concurrent command could still cause.
 */

/** A refusal worded for the operator (unknown slug, a domain that is taken, ...). */
export class TenantCommandError extends Error {}

/** Unique-constraint violations that a concurrent command could still cause, in plain words. */
function explainConflict(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505') {
    if (constraint === 'tenant_domains_pkey')
      throw new TenantCommandError('One of the domains already belongs to a company.');
    if (constraint === 'tenants_slug_key')
      throw new TenantCommandError('A company with this slug already exists.');
  }
  throw error;
}

export async function inTransaction<T>(database: Database, fn: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await database.db.transaction((tx) => fn(tx as unknown as Db));
  } catch (error) {
    if (error instanceof TenantCommandError) throw error;
    return explainConflict(error);
  }
}
