import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlRunner } from './client.ts';

/**
 * The SQL files: beside this module in src/db, and in dist/migrations once built (build.mjs),
 * which is one level up when esbuild puts this module into a chunk shared by several entry points.
 */
const migrationsDir = ['./migrations/', '../migrations/']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((dir) => existsSync(dir))!;

/**
 * Applies the numbered SQL files in ./migrations once each, in order, every file in its own
 * transaction, under a database lock that instances starting together take in turn.
 * Hand-written SQL (not generated) because search needs extensions, GIN/trigram indexes and
 * generated columns that a schema diff tool does not express well.
 */
export async function migrate(sql: SqlRunner, options: { thenUnderLock?: () => Promise<unknown> } = {}) {
  return sql.withLock(async (conn) => {
    await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d{4}_.+\.sql$/.test(f))
      .sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = readFileSync(migrationsDir + file, 'utf8');
      try {
        await conn.exec(`BEGIN;\n${text}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`);
      } catch (error) {
        await conn.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
    // Work that must not race with another instance starting at the same time (the demo seed):
    // it runs while this instance still holds the lock, so the next one finds it done.
    await options.thenUnderLock?.();
    return applied;
  });
}
