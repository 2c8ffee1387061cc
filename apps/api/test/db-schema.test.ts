import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

/**
 * The migrations create the schema; the Drizzle tables only describe it to the code that queries
 * through them. Nothing generates one from the other, so this compares them column by column on a
 * freshly migrated database: a migration that renames, retypes or relaxes a column, or a Drizzle
 * definition that drifts from the SQL, fails here instead of at run time.
 */

interface ColumnShape {
  name: string;
  type: string;
  nullable: boolean;
  generated: boolean;
}

interface InformationSchemaColumn {
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: 'ALWAYS' | 'NEVER';
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

// serial is integer plus a sequence default, so the catalog reports the underlying integer type.
const serialTypes: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

const drizzleShape = (column: PgColumn): ColumnShape => {
  const sqlType = column.getSQLType().replace(/\s*,\s*/g, ',');
  return {
    name: column.name,
    type: serialTypes[sqlType] ?? sqlType,
    nullable: !column.notNull,
    generated: column.generated !== undefined,
  };
};

/** Drizzle lets an insert leave the column out, so the database must fill it in. */
const drizzleDefaults = (column: PgColumn) =>
  column.getSQLType() in serialTypes || column.default !== undefined;

const arrayElements: Record<string, string> = { int2: 'smallint', int4: 'integer', int8: 'bigint' };

/** The column's type as Drizzle spells it: numeric(12,2), varchar(64), text[], tsvector, ... */
function databaseType(row: InformationSchemaColumn): string {
  switch (row.data_type) {
    case 'numeric':
      return row.numeric_precision === null
        ? 'numeric'
        : `numeric(${row.numeric_precision},${row.numeric_scale})`;
    case 'character varying':
      return row.character_maximum_length === null ? 'varchar' : `varchar(${row.character_maximum_length})`;
    case 'character':
      return `char(${row.character_maximum_length})`;
    case 'ARRAY': {
      // The element's internal name (_int4), spelt as Drizzle does (integer[]).
      const element = row.udt_name.replace(/^_/, '');
      return `${arrayElements[element] ?? element}[]`;
    }
    case 'USER-DEFINED':
      return row.udt_name;
    default:
      return row.data_type;
  }
}

const databaseShape = (row: InformationSchemaColumn): ColumnShape => ({
  name: row.column_name,
  type: databaseType(row),
  nullable: row.is_nullable === 'YES',
  generated: row.is_generated === 'ALWAYS',
});

const byName = (a: ColumnShape, b: ColumnShape) => a.name.localeCompare(b.name);

describe('Drizzle tables against the migrated schema', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('defines at least the tables the code queries through Drizzle', () => {
    expect(tables.map((t) => getTableConfig(t).name)).toEqual(
      expect.arrayContaining(['tenants', 'tenant_domains', 'media', 'users', 'sessions', 'courses']),
    );
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has the columns of its Drizzle definition',
    async (name, table) => {
      const config = getTableConfig(table);
      const rows = await ctx.database.sql.query<InformationSchemaColumn>(
        `SELECT column_name, data_type, udt_name, is_nullable, column_default, is_generated,
                character_maximum_length, numeric_precision, numeric_scale
           FROM information_schema.columns
          WHERE table_schema = $1 AND table_name = $2`,
        [config.schema ?? 'public', name],
      );
      expect(rows.length, `table ${name} is missing after the migrations`).toBeGreaterThan(0);
      expect(rows.map(databaseShape).sort(byName)).toEqual(config.columns.map(drizzleShape).sort(byName));
      // Only one way: a database default that Drizzle does not declare just makes the code pass
      // a value it could have left out.
      const withDefault = new Set(rows.filter((r) => r.column_default !== null).map((r) => r.column_name));
      const missing = config.columns.filter((c) => drizzleDefaults(c) && !withDefault.has(c.name));
      expect(
        missing.map((c) => c.name),
        'Drizzle expects a database default',
      ).toEqual([]);
    },
  );
});
