import type { FieldCode } from '../errors.ts';

/**
 * A voucher's own rules across its fields, checked alike by the studio's form and the server
 * (each field's format is the schema's): the amount its kind needs, the dates in order.
 */
export function voucherProblems(f: {
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount_minor: number | null;
  valid_from: string | null;
  valid_until: string | null;
}): Record<string, FieldCode> {
  const problems: Record<string, FieldCode> = {};
  if (f.kind === 'percent' && f.percent === null) problems.percent = 'required';
  if (f.kind === 'fixed' && f.amount_minor === null) problems.amount_minor = 'required';
  // Both are "YYYY-MM-DDTHH:mm" in the company's time zone: the text order is the time order.
  if (f.valid_from && f.valid_until && f.valid_from >= f.valid_until) problems.valid_until = 'range_reversed';
  return problems;
}
