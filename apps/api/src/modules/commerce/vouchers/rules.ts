/**
 * The voucher rules (docs/product.md §14), as pure functions of a voucher row, the order and the
 * clock: the service reads and locks, these decide.
 */

export interface VoucherRow {
  id: number;
  tenant_id: number;
  code: string;
  name: Record<string, string>;
  description: Record<string, string>;
  kind: 'percent' | 'fixed';
  percent: string | null;
  amount_minor: string | null;
  max_discount_minor: string | null;
  min_purchase_minor: string;
  starts_at: Date | null;
  ends_at: Date | null;
  scope: 'tenant' | 'course' | 'category';
  course_id: number | null;
  category_id: number | null;
  quota: number | null;
  used_count: number;
  per_user_limit: number;
  assigned_only: boolean;
  /** An admin deactivated it in the studio (0037_voucher_studio.sql). */
  active: boolean;
  /** The courses it applies to (voucher_courses); empty: every course its scope allows. */
  course_ids: number[];
}

export type VoucherRefusal =
  | 'voucher_unknown'
  | 'voucher_expired'
  | 'voucher_not_started'
  | 'voucher_min_purchase'
  | 'voucher_not_applicable'
  | 'voucher_used_up'
  | 'voucher_already_used';

export const REFUSAL_MESSAGES: Record<VoucherRefusal, string> = {
  voucher_unknown: 'This voucher code does not exist',
  voucher_expired: 'This voucher has expired',
  voucher_not_started: 'This voucher is not valid yet',
  voucher_min_purchase: 'The order is below this voucher’s minimum purchase',
  voucher_not_applicable: 'This voucher is not for this course',
  voucher_used_up: 'This voucher has been fully claimed',
  voucher_already_used: 'You have already used this voucher',
};

/** What a voucher takes off a sale price (minor units): never more than the price. */
export function discountOf(v: VoucherRow, saleMinor: number): number {
  let discount =
    v.kind === 'percent' ? Math.floor((saleMinor * Number(v.percent)) / 100) : Number(v.amount_minor);
  if (v.max_discount_minor !== null) discount = Math.min(discount, Number(v.max_discount_minor));
  return Math.max(0, Math.min(discount, saleMinor));
}

export interface VoucherUse {
  now: Date;
  course: { id: number; categoryId: number };
  saleMinor: number;
  /** The user's uses of it on other orders (held or used). */
  userUses: number;
  /** The voucher is assigned to the user. */
  assigned: boolean;
}

/** Why the voucher cannot go on this order, or null when it can. Checked in this order. */
export function refusalOf(v: VoucherRow, use: VoucherUse): VoucherRefusal | null {
  // An assigned-only voucher is as unknown as a made-up code to everyone else.
  if (v.assigned_only && !use.assigned) return 'voucher_unknown';
  // A deactivated voucher is over for the learner, as one past its end date.
  if (!v.active) return 'voucher_expired';
  if (v.ends_at && use.now >= v.ends_at) return 'voucher_expired';
  if (v.starts_at && use.now < v.starts_at) return 'voucher_not_started';
  if (v.scope === 'course' && v.course_id !== use.course.id) return 'voucher_not_applicable';
  if (v.scope === 'category' && v.category_id !== use.course.categoryId) return 'voucher_not_applicable';
  if (v.course_ids.length > 0 && !v.course_ids.includes(use.course.id)) return 'voucher_not_applicable';
  if (use.userUses >= v.per_user_limit) return 'voucher_already_used';
  if (v.quota !== null && v.used_count >= v.quota) return 'voucher_used_up';
  if (use.saleMinor < Number(v.min_purchase_minor)) return 'voucher_min_purchase';
  return null;
}
