// Every table of every feature; one file per feature, same names as src/modules.
export * from './tenant.ts';
export * from './account.ts';
export * from './catalog.ts';
