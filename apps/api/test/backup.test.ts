import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { openDatabase, type SqlRunner } from '../src/db/client.ts';
import { createTestApp } from './helper.ts';
import { SETUP_MS } from './account/support.ts';
import { inject } from 'vitest';

/** Every table's row count plus an order-independent digest of its rows. */
async function fingerprint(sql: SqlRunner) {
  const tables = await sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await sql.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS digest FROM "${table_name}" t`,
    );
    out[table_name] = `${row!.n}:${row!.digest ?? ''}`;
  }
  return out;
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.skipIf(Boolean(process.env.DATABASE_URL))('db:backup and db:restore on PGlite', () => {
  it(
    'round-trips every row of every table through a backup file',
    async () => {
      const dataDir = join(tempDir(), 'data');
      const seeded = new Blob([readFileSync(inject('pgliteSnapshot'))]);
      const original = await openDatabase({ dataDir, loadDataDir: seeded });
      const marker = `backup-${randomBytes(4).toString('hex')}@example.org`;
      await original.sql.query(
        `INSERT INTO outbox (tenant_id, channel, recipient, subject, body) SELECT id, 'email', $1, 'ünïcødé ✓', 'body' FROM tenants LIMIT 1`,
        [marker],
      );
      const before = await fingerprint(original.sql);
      await original.close();

      const file = join(tempDir(), 'pglite.tar.gz');
      await backupDatabase({ dataDir }, file);
      expect(statSync(file).size).toBeGreaterThan(1000);

      const restoredDir = join(tempDir(), 'restored');
      await restoreDatabase({ dataDir: restoredDir }, file);
      const restored = await openDatabase({ dataDir: restoredDir });
      expect(await fingerprint(restored.sql)).toEqual(before);
      expect(await restored.sql.query('SELECT subject FROM outbox WHERE recipient = $1', [marker])).toEqual([
        { subject: 'ünïcødé ✓' },
      ]);
      await restored.close();

      // A folder in use is never overwritten: refused, or moved aside with --force.
      await expect(restoreDatabase({ dataDir: restoredDir }, file)).rejects.toThrow(/not empty/);
      const movedTo = await restoreDatabase({ dataDir: restoredDir }, file, true);
      expect(movedTo && statSync(movedTo).isDirectory()).toBe(true);
    },
    SETUP_MS,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('db:backup and db:restore on PostgreSQL', () => {
  it(
    'round-trips every row of every table, into an empty database and over a changed one',
    async () => {
      const ctx = await createTestApp();
      const url = ctx.env.DATABASE_URL!;
      const marker = `backup-${randomBytes(4).toString('hex')}@example.org`;
      await ctx.database.sql.query(
        `INSERT INTO outbox (tenant_id, channel, recipient, subject, body) SELECT id, 'email', $1, 'ünïcødé ✓', 'body' FROM tenants LIMIT 1`,
        [marker],
      );
      const before = await fingerprint(ctx.database.sql);
      const file = join(tempDir(), 'pg.dump');
      await backupDatabase({ url, dataDir: '' }, file);

      // Into a new, empty database.
      const name = `test_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      try {
        await restoreDatabase({ url: target.toString(), dataDir: '' }, file);
        const restored = await openDatabase({ url: target.toString(), dataDir: '', poolSize: 1 });
        expect(await fingerprint(restored.sql)).toEqual(before);
        await restored.close();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }

      // Over the same database after rows were lost: everything comes back.
      await ctx.database.sql.query('DELETE FROM outbox');
      await restoreDatabase({ url, dataDir: '' }, file);
      expect(await fingerprint(ctx.database.sql)).toEqual(before);
      await ctx.close();
    },
    SETUP_MS,
  );
});
