import { z } from 'zod';
import { fieldCode, withFieldCodes } from '../errors.ts';
import { localeSchema } from '../envelope.ts';
import { CODE_ALPHABET, VOUCHER_LIMITS as L, voucherStates } from './constants.ts';

const id = z.coerce.number().int().min(1).max(2147483647);

/** A code as learners type it: letters, digits and dashes, stored upper-case (any case finds it). */
export const voucherCode = z
  .string(withFieldCodes)
  .trim()
  .toUpperCase()
  .min(1, fieldCode('required'))
  .min(4, fieldCode('too_short'))
  .max(40, fieldCode('too_long'))
  .regex(/^[A-Z0-9-]+$/, fieldCode('voucher_format'));

/** A time of day in the company's time zone, "YYYY-MM-DDTHH:mm", that exists. */
export const localDateTime = z
  .string(withFieldCodes)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, fieldCode('date_format'))
  .refine((value) => {
    const date = new Date(`${value}:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16) === value;
  }, fieldCode('date_invalid'));

const minor = (min: number) =>
  z
    .number(withFieldCodes)
    .int(fieldCode('invalid'))
    .min(min, fieldCode('too_small'))
    .max(L.maxMinor, fieldCode('too_large'));

const name = z.string(withFieldCodes).trim().max(L.maxName, fieldCode('too_long')).default('');

/**
 * What an admin sets of a voucher. Amounts are integer minor units of the company's currency
 * (rupiah, sen); a percent voucher takes 1–100 % off, up to `max_discount_minor` when set. The
 * dates bound when it is accepted (null: from now on, forever); `course_ids` lists the courses it
 * applies to (empty: every course). Rules across fields: rules.ts.
 */
export const voucherFields = z.object(
  {
    name: z.object({ en: name, id: name, ms: name }, withFieldCodes),
    kind: z.enum(['percent', 'fixed'], withFieldCodes),
    percent: z
      .number(withFieldCodes)
      .int(fieldCode('invalid'))
      .min(1, fieldCode('too_small'))
      .max(100, fieldCode('too_large'))
      .nullable()
      .default(null),
    amount_minor: minor(1).nullable().default(null),
    max_discount_minor: minor(1).nullable().default(null),
    min_purchase_minor: minor(0).default(0),
    /** Uses for everyone, pending orders' included; null: no limit. */
    quota: z
      .number(withFieldCodes)
      .int(fieldCode('invalid'))
      .min(1, fieldCode('too_small'))
      .max(L.maxQuota, fieldCode('too_large'))
      .nullable()
      .default(null),
    per_learner_limit: z
      .number(withFieldCodes)
      .int(fieldCode('invalid'))
      .min(1, fieldCode('too_small'))
      .max(L.maxPerLearner, fieldCode('too_large'))
      .default(1),
    valid_from: localDateTime.nullable().default(null),
    valid_until: localDateTime.nullable().default(null),
    course_ids: z.array(id, withFieldCodes).max(L.maxCourses, fieldCode('too_many')).default([]),
  },
  withFieldCodes,
);
export type VoucherFields = z.infer<typeof voucherFields>;

/** One voucher with its own code. */
export const voucherBody = voucherFields.extend({ code: voucherCode });
export type VoucherBody = z.infer<typeof voucherBody>;

/** "Generate N codes": N vouchers alike, each with the prefix and a random part of its own. */
export const voucherBatchBody = voucherFields.extend({
  count: z
    .number(withFieldCodes)
    .int(fieldCode('invalid'))
    .min(1, fieldCode('too_small'))
    .max(L.maxBatch, fieldCode('too_large')),
  prefix: z
    .string(withFieldCodes)
    .trim()
    .toUpperCase()
    .max(L.maxPrefix, fieldCode('too_long'))
    .regex(/^[A-Z0-9-]*$/, fieldCode('voucher_format'))
    .default(''),
});
export type VoucherBatchBody = z.infer<typeof voucherBatchBody>;

export const studioVoucher = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ en: z.string(), id: z.string(), ms: z.string() }),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amount_minor: z.number().int().nullable(),
  max_discount_minor: z.number().int().nullable(),
  min_purchase_minor: z.number().int(),
  quota: z.number().int().nullable(),
  per_learner_limit: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  course_ids: z.array(z.number().int()),
  active: z.boolean(),
  state: z.enum(voucherStates),
  /** The codes generated with it, when it was. */
  batch_id: z.string().nullable(),
  /** Uses counted against the quota: orders paid with it and orders waiting for payment. */
  uses: z.number().int(),
  /** Orders paid with it, and the discount they got: what it has cost so far. */
  paid_orders: z.number().int(),
  cost_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudioVoucher = z.infer<typeof studioVoucher>;

export const voucherListQuery = z.object({
  /** A part of the code or the name. */
  q: z.string().trim().max(L.search, fieldCode('too_long')).optional(),
  /** The codes generated together. */
  batch: z.uuid(fieldCode('invalid')).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export const voucherList = z.object({
  items: z.array(studioVoucher),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type VoucherList = z.infer<typeof voucherList>;

export const voucherParams = z.object({ id });

export const voucherOptions = z.object({
  currency: z.string(),
  time_zone: z.string(),
  /** The company's courses, for the list a voucher applies to. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type VoucherOptions = z.infer<typeof voucherOptions>;
export const voucherOptionsQuery = z.object({ lang: localeSchema.optional() });

export const voucherBatch = z.object({
  batch_id: z.string(),
  codes: z.array(z.string()),
});
export type VoucherBatch = z.infer<typeof voucherBatch>;

/** A generated code's shape, for tests and the CSV's readers. */
export const generatedCode = (prefix: string) =>
  new RegExp(`^${prefix ? `${prefix}-` : ''}[${CODE_ALPHABET}]{${L.randomLength}}$`);
