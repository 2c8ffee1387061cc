import type { Database } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * Brings the database up to date before the server answers: migrations, then (when asked) the
 * demo data into an empty database, both under the one lock, so two instances starting together
 * on an empty PostgreSQL both come up and the demo data is seeded once.
 */
export async function prepareDatabase(database: Database, options: { seedDemo: boolean }) {
  let seeded = false;
  const applied = await migrate(database.sql, {
    thenUnderLock: async () => {
      if (!options.seedDemo) return;
      const [tenants] = await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
      if ((tenants?.n ?? 0) > 0) return;
      // The demo data is large: it loads only for an empty database (start-up time).
      const { seedDemo } = await import('./seed/index.ts');
      seeded = await seedDemo(database);
    },
  });
  return { applied, seeded };
}
