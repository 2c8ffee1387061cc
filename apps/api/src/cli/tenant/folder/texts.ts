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

/**
 * A catalogue text as its English and Indonesian columns: `field` is in the default language,
 * `field_en` and `field_id` are explicit. English always gets something (the SQL falls back to it).
 */
export function pair<T>(row: Record<string, unknown>, field: string, locale: FolderLocale, none: T): [T, T] {
  const base = row[field] as T | undefined;
  const en = row[`${field}_en`] as T | undefined;
  const id = row[`${field}_id`] as T | undefined;
  return [en ?? base ?? id ?? none, id ?? (locale === 'id' ? base : undefined) ?? none];
}

/** A curriculum text (a string in the default language, or by language) as English and Indonesian. */
export const textPair = (
  value: string | { en?: string; id?: string } | undefined,
  locale: FolderLocale,
): [string, string] =>
  value === undefined
    ? ['', '']
    : typeof value === 'string'
      ? [value, locale === 'id' ? value : '']
      : [value.en ?? value.id ?? '', value.id ?? ''];
