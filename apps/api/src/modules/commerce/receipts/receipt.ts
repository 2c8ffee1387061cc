import type { Locale } from '@app/contract/envelope';
import type { GatewayName, PaymentMethod } from '@app/contract/commerce/schemas';

/** Everything a receipt shows (PDF and mail), read from a paid booking and its tenant. */
export interface Receipt {
  lang: Locale;
  company: {
    name: string;
    address: string;
    supportEmail: string;
    /** The tenant's primary colour, #rrggbb. */
    primaryColor: string;
    /** The logo's bytes (PNG or JPEG; an SVG logo is left out of the PDF), when it has one. */
    logo: { bytes: Buffer; contentType: string } | null;
    /** The tenant's site, e.g. https://cendekia.example */
    siteUrl: string;
    /** Its time zone (IANA): the receipt's time of payment is its time. */
    timeZone: string;
  };
  orderNumber: string;
  /** When the order was paid. */
  paidAt: Date;
  customer: { name: string; email: string };
  line: { title: string; price: number; discount: number };
  voucher: { code: string; discount: number } | null;
  currency: string;
  /** All amounts in minor units (money.ts). */
  total: number;
  taxRate: number;
  taxIncluded: number;
  gateway: GatewayName | null;
  method: PaymentMethod | null;
  /** The gateway's reference of the payment (of the refund, on a credit note). */
  reference: string | null;
  /**
   * Set on a credit note (docs/decisions.md 50): money of this order given back, its tax and when.
   * The document then says so instead of "paid".
   */
  credit?: { amount: number; tax: number; at: Date; reason: string | null } | undefined;
}
