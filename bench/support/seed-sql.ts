/**
 * Pieces of SQL the seed scripts build their generate_series statements from: deterministic
 * randomness and Indonesian names (a common surname, e.g. Wijaya, is one learner in eight).
 */

/** A PostgreSQL text array literal of `list`. */
export const arr = (list: string[]) => `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** A deterministic number in [0, 1) from an integer expression. */
export const unit = (expr: string) => `((hashint4(${expr}) & 2147483647)::float8 / 2147483648)`;

export const FIRST_NAMES = [
  'Adi',
  'Bunga',
  'Citra',
  'Dedi',
  'Eka',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Lina',
  'Made',
];
export const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Lestari',
  'Hidayat',
  'Kusuma',
  'Nugroho',
];
