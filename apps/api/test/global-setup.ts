import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a tarball of the migrated, seeded database. */
    pgliteSnapshot: string;
    /** PostgreSQL: name of a migrated, seeded template database. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds the demo data once per run; every test file then starts from a copy of it
 * (a PGlite tarball, or a PostgreSQL template database) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.sql);
    await seedDemo(database);
    const blob = await database.dump!();
    await database.close();
    const dir = join(tmpdir(), `api-test-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('pgTemplate', '');
    return;
  }
  const name = `test_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 2 });
  await migrate(database.sql);
  await seedDemo(database);
  await database.close();
  project.provide('pgliteSnapshot', '');
  project.provide('pgTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
