import type { Locale } from '@app/contract/envelope';

/**
 * Catalogue texts are stored in a column per language (`title_en`, `title_id`, `title_ms`). An
 * empty column means "not written in that language": the text falls back to English
 * (docs/decisions.md §11), which is never empty.
 */
export const text = (alias: string, column: string, lang: Locale) =>
  lang === 'en'
    ? `${alias}.${column}_en`
    : `coalesce(nullif(${alias}.${column}_${lang}, ''), ${alias}.${column}_en)`;

/**
 * The `text_lang` of a record built by PostgreSQL (the contract's textLang): a JSON object naming
 * each of `fields` (answer field → `alias.column` without its language) that text() answers in
 * English because `lang` has no text, `{"title": "en"}`; `{}` when every text is in `lang`.
 */
export function textLangJson(lang: Locale, fields: Record<string, string>): string {
  if (lang === 'en') return `'{}'::json`;
  const pairs = Object.entries(fields).map(
    ([field, col]) => `'${field}', CASE WHEN ${col}_${lang} = '' AND ${col}_en <> '' THEN 'en' END`,
  );
  return `json_strip_nulls(json_build_object(${pairs.join(', ')}))`;
}

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
