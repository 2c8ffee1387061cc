import type { ContentBlock } from '@app/contract/tenant/schemas';
import type { Localized } from '../../../db/schema/index.ts';
import type { BodyInput, FolderLocale, LocalizedInput } from './schema.ts';

/** Localised text as stored: {"en": …, …}; English is the fallback every reader uses. */
export function localizedOf(value: LocalizedInput | undefined, locale: FolderLocale): Localized {
  if (value === undefined) return { en: '' };
  if (typeof value === 'string') return { en: value };
  const out: Partial<Record<FolderLocale, string>> = {};
  for (const l of ['en', 'id', 'ms'] as const) if (value[l]) out[l] = value[l];
  return { ...out, en: out.en ?? out[locale] ?? out.id ?? out.ms ?? '' };
}

export const blocksOf = (list: (string | ContentBlock)[]): ContentBlock[] =>
  list.map((b) => (typeof b === 'string' ? { type: 'p', text: b } : b));

/** Rich text as stored: one list of blocks per language, English the fallback. */
export function bodyOf(value: BodyInput | undefined, locale: FolderLocale): Localized<ContentBlock[]> {
  if (value === undefined) return { en: [] };
  if (Array.isArray(value)) return { en: blocksOf(value) };
  const out: Partial<Record<FolderLocale, ContentBlock[]>> = {};
  for (const l of ['en', 'id', 'ms'] as const) if (value[l]) out[l] = blocksOf(value[l]);
  return { ...out, en: out.en ?? out[locale] ?? out.id ?? out.ms ?? [] };
}

/** The text helpers of one folder, bound to its default language. */
export interface Texts {
  locale: FolderLocale;
  L: (v: LocalizedInput | undefined) => Localized;
  B: (v: BodyInput | undefined) => Localized<ContentBlock[]>;
}

export const textsOf = (locale: FolderLocale): Texts => ({
  locale,
  L: (v) => localizedOf(v, locale),
  B: (v) => bodyOf(v, locale),
});

/** A catalogue text as its columns, one per language ('' where not written). */
export type Columns<T = string> = Record<FolderLocale, T>;

/**
 * A catalogue text as its English, Indonesian and Malay columns: `field` is in the default
 * language, `field_en`, `field_id` and `field_ms` are explicit. English always gets something
 * (readers fall back to it); a language not written gets `none`.
 */
export function columnsOf<T>(
  row: Record<string, unknown>,
  field: string,
  locale: FolderLocale,
  none: T,
): Columns<T> {
  const base = row[field] as T | undefined;
  const given = (l: FolderLocale) =>
    (row[`${field}_${l}`] as T | undefined) ?? (l === locale ? base : undefined);
  const [en, id, ms] = [given('en'), given('id'), given('ms')];
  return { en: en ?? base ?? id ?? ms ?? none, id: id ?? none, ms: ms ?? none };
}

/** A curriculum text (a string in the default language, or by language) as its columns. */
export const textColumns = (
  value: string | { en?: string; id?: string; ms?: string } | undefined,
  locale: FolderLocale,
): Columns =>
  columnsOf(
    typeof value === 'string' || value === undefined
      ? { text: value }
      : { text_en: value.en, text_id: value.id, text_ms: value.ms },
    'text',
    locale,
    '',
  );
