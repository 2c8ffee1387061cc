// The tables some code reads or writes through Drizzle; one file per feature, same names as
// src/modules. The migrations define the schema: a table that only hand-written SQL touches has no
// definition here, and test/db-schema.test.ts checks that each one here matches the migrated columns.
export * from './tenant.ts';
export * from './account.ts';
export * from './catalog.ts';
export * from './studio.ts';
