import { minorDigits, parseMinor } from '@app/contract/commerce/money';
import { fieldCodeOfIssue, type FieldCode } from '@app/contract/errors';
import { voucherProblems } from '@app/contract/vouchers/rules';
import {
  voucherBatchBody,
  voucherBody,
  type StudioVoucher,
  type VoucherBatchBody,
  type VoucherBody,
} from '@app/contract/vouchers/schemas';

/** What the voucher form holds: the inputs' own text, amounts in major units as typed. */
export interface VoucherFormValues {
  mode: 'one' | 'batch';
  code: string;
  count: string;
  prefix: string;
  name_en: string;
  name_id: string;
  name_ms: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  max_discount: string;
  min_purchase: string;
  quota: string;
  per_learner_limit: string;
  valid_from: string;
  valid_until: string;
  all_courses: boolean;
  course_ids: number[];
}

/** The form's field of each field the contract names (its error goes under that control). */
export const FIELD_OF: Record<string, keyof VoucherFormValues> = {
  code: 'code',
  count: 'count',
  prefix: 'prefix',
  'name.en': 'name_en',
  'name.id': 'name_id',
  'name.ms': 'name_ms',
  kind: 'kind',
  percent: 'percent',
  amount_minor: 'amount',
  max_discount_minor: 'max_discount',
  min_purchase_minor: 'min_purchase',
  quota: 'quota',
  per_learner_limit: 'per_learner_limit',
  valid_from: 'valid_from',
  valid_until: 'valid_until',
  course_ids: 'course_ids',
};

/** The order problems are met in on the page: the first takes focus. */
export const FIELD_ORDER: (keyof VoucherFormValues)[] = [
  'code',
  'count',
  'prefix',
  'name_en',
  'name_id',
  'name_ms',
  'kind',
  'percent',
  'amount',
  'max_discount',
  'min_purchase',
  'quota',
  'per_learner_limit',
  'valid_from',
  'valid_until',
  'course_ids',
];

/** An amount as the input shows it: major units with the currency's decimals, no grouping. */
export const amountText = (minor: number | null, currency: string) => {
  if (minor === null) return '';
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/**
 * An amount typed in major units ("25.000" or "25000" rupiah, "10,50" or "10.50" ringgit) in
 * minor units; undefined when empty, null when it is not an amount of the currency.
 */
export function parseAmount(text: string, currency: string): number | null | undefined {
  const t = text.replace(/\s/g, '');
  if (!t) return undefined;
  if (!/^[\d.,]+$/.test(t)) return null;
  let whole = t;
  let fraction = '';
  if (minorDigits(currency) > 0) {
    const match = /^(.*)[.,](\d{1,2})$/.exec(t);
    if (match) {
      whole = match[1]!;
      fraction = match[2]!;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (!whole) whole = '0';
  return parseMinor(fraction ? `${whole}.${fraction}` : whole, currency);
}

export function formValuesOf(v: StudioVoucher | null, currency: string): VoucherFormValues {
  return {
    mode: 'one',
    code: v?.code ?? '',
    count: '50',
    prefix: '',
    name_en: v?.name.en ?? '',
    name_id: v?.name.id ?? '',
    name_ms: v?.name.ms ?? '',
    kind: v?.kind ?? 'percent',
    percent: v?.percent === null || v?.percent === undefined ? '' : String(v.percent),
    amount: amountText(v?.amount_minor ?? null, currency),
    max_discount: amountText(v?.max_discount_minor ?? null, currency),
    min_purchase: v && v.min_purchase_minor > 0 ? amountText(v.min_purchase_minor, currency) : '',
    quota: v?.quota === null || v?.quota === undefined ? '' : String(v.quota),
    per_learner_limit: String(v?.per_learner_limit ?? 1),
    valid_from: v?.valid_from ?? '',
    valid_until: v?.valid_until ?? '',
    all_courses: !v || v.course_ids.length === 0,
    course_ids: v?.course_ids ?? [],
  };
}

type Problems = Partial<Record<keyof VoucherFormValues, FieldCode>>;

/** A whole number typed in a box; null for words, undefined for nothing. */
const wholeNumber = (text: string) => {
  const t = text.trim();
  if (!t) return undefined;
  return /^\d{1,12}$/.test(t) ? Number(t) : null;
};

/**
 * The body the form sends, and the problems of its fields: the contract's schema and rules, the
 * same the server checks, so the browser and the server name a problem alike.
 */
export function bodyOf(
  values: VoucherFormValues,
  currency: string,
): { body: VoucherBody | VoucherBatchBody | null; problems: Problems } {
  const problems: Problems = {};
  const number = (
    field: keyof VoucherFormValues,
    parsed: number | null | undefined,
    empty: number | null,
  ) => {
    if (parsed === null) problems[field] = 'invalid';
    return parsed ?? empty;
  };
  const percent = values.kind === 'percent' ? number('percent', wholeNumber(values.percent), null) : null;
  const amount =
    values.kind === 'fixed' ? number('amount', parseAmount(values.amount, currency), null) : null;
  const fields = {
    name: { en: values.name_en, id: values.name_id, ms: values.name_ms },
    kind: values.kind,
    percent,
    amount_minor: amount,
    max_discount_minor:
      values.kind === 'percent'
        ? number('max_discount', parseAmount(values.max_discount, currency), null)
        : null,
    min_purchase_minor: number('min_purchase', parseAmount(values.min_purchase, currency), 0),
    quota: number('quota', wholeNumber(values.quota), null),
    per_learner_limit: number('per_learner_limit', wholeNumber(values.per_learner_limit), 1),
    valid_from: values.valid_from || null,
    valid_until: values.valid_until || null,
    course_ids: values.all_courses ? [] : values.course_ids,
  };
  if (!values.all_courses && values.course_ids.length === 0) problems.course_ids = 'pick_one';
  const raw =
    values.mode === 'batch'
      ? { ...fields, count: number('count', wholeNumber(values.count), null), prefix: values.prefix }
      : { ...fields, code: values.code };
  const parsed =
    values.mode === 'batch'
      ? voucherBatchBody.safeParse(raw, { error: fieldCodeOfIssue })
      : voucherBody.safeParse(raw, { error: fieldCodeOfIssue });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[issue.path.map(String).join('.')] ?? FIELD_OF[String(issue.path[0])];
      if (field && !problems[field]) problems[field] = issue.message as FieldCode;
    }
  for (const [name, code] of Object.entries(
    voucherProblems({
      kind: values.kind,
      percent,
      amount_minor: amount,
      valid_from: fields.valid_from,
      valid_until: fields.valid_until,
    }),
  )) {
    const field = FIELD_OF[name];
    if (field && !problems[field]) problems[field] = code;
  }
  return { body: Object.keys(problems).length || !parsed.success ? null : parsed.data, problems };
}

/** The codes of a batch as a CSV file's text: a header, one code a line (RFC 4180). */
export const codesCsv = (codes: string[]) => ['code', ...codes].join('\r\n') + '\r\n';
