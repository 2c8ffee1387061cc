/** A timestamptz as JavaScript's toISOString() writes it: UTC, milliseconds (truncated, as the drivers' dates). */
export const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The success envelope (lib/envelope.ts ok) around data that PostgreSQL built as JSON text. */
export const okJson = (data: string) => `{"status":200,"message":"OK","data":${data}}`;

/** The largest integer column value: a larger id names nothing (and must not reach the database as int4). */
export const INT4_MAX = 2_147_483_647;
