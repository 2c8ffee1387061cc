import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { Env } from './env.ts';

export interface Started {
  app: FastifyInstance;
  database: Database;
}

/**
 * What the server does before it answers anyone: opens the database (PGlite compiles its
 * WebAssembly while the server's code loads), migrates and seeds it, builds the app while the
 * pool's connections open, and only then listens, so the first burst of requests finds every
 * connection open (docs/operations.md, "Connections").
 */
export async function startServer(env: Env): Promise<Started> {
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }),
    import('./app.ts'),
  ]);
  const { seeded } = await prepareDatabase(database, { seedDemo: env.SEED_DEMO });
  const [app, opened] = await Promise.all([buildApp({ env, database }), database.warmUp?.()]);
  if (seeded) app.log.info('seeded demo tenants and content into an empty database');
  if (opened === 0) app.log.warn('no database connection could be opened: requests get 503 until one opens');
  await app.listen({ host: env.HOST, port: env.PORT });
  return { app, database };
}
