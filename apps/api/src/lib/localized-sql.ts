import type { Locale } from '@app/contract/envelope';

/** Columns stored per language; Malay falls back to English (demo content is en + id). */
export const L = (lang: Locale) => (lang === 'id' ? 'id' : 'en');
/** A localised text column with a fallback to English when the translation is empty. */
export const text = (alias: string, column: string, lang: Locale) =>
  L(lang) === 'id'
    ? `coalesce(nullif(${alias}.${column}_id, ''), ${alias}.${column}_en)`
    : `${alias}.${column}_en`;

export const iso = (value: unknown) => new Date(value as string | Date).toISOString();
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));
export const num = (value: unknown) => Number(value ?? 0);

/** A media id as the public path lib/media.ts mediaUrl gives it ('' when none). */
export const mediaPath = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN '' ELSE '/media/' || ${column} END`;

/** A timestamptz as JavaScript's toISOString() writes it: UTC, milliseconds. */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The largest int4: a larger id names nothing (and must not reach the database as int4). */
export const INT_MAX = 2_147_483_647;
