import type { Booking } from '@app/contract/commerce/schemas';

export type BreakdownLine =
  | { kind: 'price'; amount: number }
  | { kind: 'courseDiscount'; amount: number }
  | { kind: 'voucher'; amount: number; code: string }
  | { kind: 'tax'; amount: number; rate: number }
  | { kind: 'total'; amount: number };

type Amounts = Pick<Booking, 'price' | 'discount' | 'voucher' | 'total' | 'tax_rate' | 'tax_included'>;

/**
 * The lines of an order's price, as the payment page and the receipt show them: the list price,
 * the course's own discount and the voucher's (each only when there is one, as amounts taken
 * off), the tax the total includes (prices are final: docs/product.md §13), and the total. The
 * server computed every figure; the page only lays them out.
 */
export function breakdownLines(order: Amounts): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ kind: 'price', amount: order.price }];
  if (order.discount > 0) lines.push({ kind: 'courseDiscount', amount: order.discount });
  if (order.voucher && order.voucher.discount > 0)
    lines.push({ kind: 'voucher', amount: order.voucher.discount, code: order.voucher.code });
  if (order.tax_rate > 0 && order.total > 0)
    lines.push({ kind: 'tax', amount: order.tax_included, rate: order.tax_rate });
  lines.push({ kind: 'total', amount: order.total });
  return lines;
}
