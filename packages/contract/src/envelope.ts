import { z } from 'zod';
import { errorCodes, fieldCodes } from './errors.ts';

/** Success envelope of every answer: the SPA reads `data.data` (product §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.number().int(), message: z.string(), data: z.array(item), meta: pageMeta });

/**
 * Failure envelope: the HTTP status carries the class, `code` the reason (errors.ts), and `fields`
 * names each bad field with a field code. `message` is English for API clients; the web words the
 * codes instead (docs/decisions.md §35).
 */
export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  error: z.object({
    code: z.enum(errorCodes),
    fields: z.record(z.string(), z.enum(fieldCodes)).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Query parameters for paged lists; the page size is capped at 100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const locales = ['en', 'id', 'ms'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;

/**
 * The language of each text of a record that is not in the language asked for, by field name
 * (docs/decisions.md §11): `{"title": "en"}` when a Malay page gets the English title because the
 * company wrote none in Malay. Absent or empty: every text of the record is in the asked language.
 * Pages render such a text inside an element with that `lang`, for screen readers and translators.
 */
export const textLang = z.record(z.string(), localeSchema).optional();
export type TextLang = z.infer<typeof textLang>;

/**
 * Content answers are localised on the server by the `lang` query parameter; without it, in the
 * tenant's default language (the caller's `lang`, apps/api/src/lib/caller.ts).
 */
export const langQuery = z.object({ lang: localeSchema.optional() });
