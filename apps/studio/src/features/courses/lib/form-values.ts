import { z } from 'zod';
import { courseLevels } from '@app/contract/catalog/constants';
import { minorDigits } from '@app/contract/commerce/money';
import type { Locale } from '@app/contract/envelope';
import { fieldCode, type FieldCode } from '@app/contract/errors';
import { STUDIO_LIMITS } from '@app/contract/studio/constants';
import type { CourseFields, StudioBlock } from '@app/contract/studio/schemas';

const L = STUDIO_LIMITS;
export const LANGS: Locale[] = ['id', 'en', 'ms'];

/** A description block as the editor holds it: a list's items as lines of one text. */
export interface FormBlock {
  type: 'p' | 'h2' | 'ul';
  text: string;
}

/**
 * The course form's values: what the contract's courseFields holds, in the shapes inputs edit
 * (money and ids as the text typed, list items as lines).
 */
export interface CourseFormValues {
  title: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  description: Record<Locale, FormBlock[]>;
  category_id: string;
  mentor_id: string;
  /** One of courseLevels, or '' before one is chosen. */
  level: string;
  price: string;
  discount_price: string;
  is_bootcamp: boolean;
  cover_media_id: string | null;
  /** Shown, not sent: the cover's address for the preview. */
  cover_url: string | null;
}

/** Money as the company's currency writes it: whole rupiah, ringgit with up to two sen digits. */
export function moneyPattern(currency: string) {
  const digits = minorDigits(currency);
  return digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:\\.\\d{1,${digits}})?$`);
}

const text = (max: number) => z.string().max(max, fieldCode('too_long'));
const localized = (max: number) => z.object({ id: text(max), en: text(max), ms: text(max) });
const blocks = z
  .array(z.object({ type: z.enum(['p', 'h2', 'ul']), text: text(L.blockText * 4) }))
  .max(L.descriptionBlocks, fieldCode('too_many'));

/**
 * The form's own checks, worded by the same field codes as the server's (errors.field.*): the
 * default language's title, a category, a level and a mentor chosen, money in the currency's
 * format, a discount below the price. The server checks all of it again.
 */
export function courseFormSchema(defaultLanguage: Locale, currency: string) {
  const money = moneyPattern(currency);
  return z
    .object({
      title: localized(L.title),
      subtitle: localized(L.subtitle),
      description: z.object({ id: blocks, en: blocks, ms: blocks }),
      category_id: z.string().min(1, fieldCode('required')),
      mentor_id: z.string().min(1, fieldCode('required')),
      level: z.string().refine((v) => (courseLevels as readonly string[]).includes(v), fieldCode('required')),
      price: z.string().trim(),
      discount_price: z.string().trim(),
      is_bootcamp: z.boolean(),
      cover_media_id: z.string().nullable(),
      cover_url: z.string().nullable(),
    })
    .superRefine((v, ctx) => {
      const problem = (path: (string | number)[], code: FieldCode) =>
        ctx.addIssue({ code: 'custom', path, message: code });
      if (!v.title[defaultLanguage].trim()) problem(['title', defaultLanguage], 'required');
      if (!v.price) problem(['price'], 'required');
      else if (!money.test(v.price)) problem(['price'], 'invalid_format');
      else if (Number(v.price) > L.price) problem(['price'], 'too_large');
      if (v.discount_price) {
        if (!money.test(v.discount_price)) problem(['discount_price'], 'invalid_format');
        else if (money.test(v.price) && Number(v.discount_price) >= Number(v.price))
          problem(['discount_price'], 'discount_not_below_price');
      }
    });
}

const toFormBlock = (block: StudioBlock): FormBlock =>
  block.type === 'ul' ? { type: 'ul', text: block.items.join('\n') } : { type: block.type, text: block.text };

const toBlock = (block: FormBlock): StudioBlock =>
  block.type === 'ul'
    ? {
        type: 'ul',
        items: block.text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }
    : { type: block.type, text: block.text.trim() };

/** The form's first values: empty for a new course, else the draft's. */
export function formValuesOf(fields: CourseFields | null, coverUrl: string | null = null): CourseFormValues {
  if (!fields)
    return {
      title: { id: '', en: '', ms: '' },
      subtitle: { id: '', en: '', ms: '' },
      description: { id: [], en: [], ms: [] },
      category_id: '',
      mentor_id: '',
      level: '',
      price: '',
      discount_price: '',
      is_bootcamp: false,
      cover_media_id: null,
      cover_url: null,
    };
  return {
    title: { ...fields.title },
    subtitle: { ...fields.subtitle },
    description: {
      id: fields.description.id.map(toFormBlock),
      en: fields.description.en.map(toFormBlock),
      ms: fields.description.ms.map(toFormBlock),
    },
    category_id: String(fields.category_id),
    mentor_id: String(fields.mentor_id),
    level: fields.level,
    price: String(fields.price),
    discount_price: fields.discount_price === null ? '' : String(fields.discount_price),
    is_bootcamp: fields.is_bootcamp,
    cover_media_id: fields.cover_media_id,
    cover_url: coverUrl,
  };
}

/** What the API takes (courseFields), from the checked form values. */
export function courseFieldsOf(values: CourseFormValues): CourseFields {
  const description = (lang: Locale) =>
    values.description[lang]
      .map(toBlock)
      .filter((b) => (b.type === 'ul' ? b.items.length > 0 : b.text !== ''));
  return {
    title: { id: values.title.id.trim(), en: values.title.en.trim(), ms: values.title.ms.trim() },
    subtitle: { id: values.subtitle.id.trim(), en: values.subtitle.en.trim(), ms: values.subtitle.ms.trim() },
    description: { id: description('id'), en: description('en'), ms: description('ms') },
    category_id: Number(values.category_id),
    mentor_id: Number(values.mentor_id),
    level: values.level as CourseFields['level'],
    price: Number(values.price),
    discount_price: values.discount_price ? Number(values.discount_price) : null,
    is_bootcamp: values.is_bootcamp,
    cover_media_id: values.cover_media_id,
  };
}

/** The element id of a form field ("title.id" → "field-title-id"): publish problems link to it. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;
