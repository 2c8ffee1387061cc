import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope, langQuery } from '../envelope.ts';
import {
  paymentsToRefund,
  refundOrderBody,
  refundPaymentBody,
  salesOptions,
  salesPaymentParams,
  salesRefund,
  salesRefundParams,
  salesOrderDetail,
  salesOrderList,
  salesOrderParams,
  salesOrderQuery,
  salesOrdersExportQuery,
  salesOrdersQuery,
  salesSummary,
  salesSummaryQuery,
} from './schemas.ts';

/**
 * The company's sales in the studio (docs/product.md "The studio": sales): an admin sees every
 * course's, a contributor their own courses' only; another company's orders do not exist here.
 */
const tag = 'sales';

export const getSalesOptions = endpoint({
  method: 'GET',
  path: '/api/studio/sales/options',
  auth: 'studio',
  tag,
  summary: 'What the sales filters offer: the courses this user may see, vouchers, methods, today',
  query: langQuery,
  response: envelope(salesOptions),
  errors: [401, 403],
});

export const getSalesSummary = endpoint({
  method: 'GET',
  path: '/api/studio/sales/summary',
  auth: 'studio',
  tag,
  summary: 'Sales figures for a date range, in total and per day, week or month',
  description:
    'In integer minor units of the company’s currency, days in its time zone (`from`, `to` both ' +
    'included; at most 186 days by day, 1098 by week, 1830 by month). Filters: `course_id`, ' +
    '`method`, `voucher` (an id or `none`). Read from the rollup the database keeps (decision 49).',
  query: salesSummaryQuery,
  response: envelope(salesSummary),
  errors: [400, 401, 403],
});

export const listSalesOrders = endpoint({
  method: 'GET',
  path: '/api/studio/sales/orders',
  auth: 'studio',
  tag,
  summary: 'The company’s orders, newest first, with search, filters and paging',
  query: salesOrdersQuery,
  response: envelope(salesOrderList),
  errors: [400, 401, 403],
});

export const getSalesOrder = endpoint({
  method: 'GET',
  path: '/api/studio/sales/orders/:id',
  auth: 'studio',
  tag,
  summary: 'One order: what was bought, its payment attempts, notifications and audit events',
  params: salesOrderParams,
  query: salesOrderQuery,
  response: envelope(salesOrderDetail),
  errors: [400, 401, 403, 404],
});

export const exportSalesOrders = endpoint({
  method: 'GET',
  path: '/api/studio/sales/orders.csv',
  auth: 'studio',
  tag,
  summary: 'The orders the list’s filters match, all of them, as a CSV file streamed as it is read',
  description:
    'UTF-8 CSV (RFC 4180) with a header row; amounts in major units of the currency with its ' +
    'digits (`149000`, `399.90`), times in ISO 8601 UTC. Read from the database in pages of 1,000 ' +
    'by keyset, so a long export holds one page in memory.',
  query: salesOrdersExportQuery,
  response: z.unknown(),
  mediaType: 'text/csv',
  errors: [400, 401, 403],
});

export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/studio/sales/orders/:id/refunds',
  auth: 'studio',
  tag,
  summary: 'Refund a paid order, whole or in part, through its gateway (admins only)',
  description:
    'Gives back `amount_minor` (default: all that is left) through the gateway the order was paid ' +
    'with. The order becomes `refunded` when its refunds reach its total: the course is taken back ' +
    '(progress kept), its certificate revoked, the voucher use returned if `return_voucher`, and ' +
    'the learner mailed. `refund_key` makes a repeated request answer the first refund.',
  params: salesOrderParams,
  query: salesOrderQuery,
  body: refundOrderBody,
  response: envelope(salesRefund),
  errors: [400, 401, 403, 404, 409, 502],
  codes: ['not_refundable', 'refund_refused', 'gateway_unavailable'],
});

export const listPaymentsToRefund = endpoint({
  method: 'GET',
  path: '/api/studio/sales/payments-to-refund',
  auth: 'studio',
  tag,
  summary: 'Payments flagged to be given back and not given back yet, newest first (admins only)',
  query: langQuery,
  response: envelope(paymentsToRefund),
  errors: [401, 403],
});

export const refundPayment = endpoint({
  method: 'POST',
  path: '/api/studio/sales/payments/:id/refund',
  auth: 'studio',
  tag,
  summary: 'Give back a payment flagged to be refunded (paid twice, course owned…): admins only',
  params: salesPaymentParams,
  body: refundPaymentBody,
  response: envelope(salesRefund),
  errors: [400, 401, 403, 404, 409, 502],
  codes: ['not_refundable', 'refund_refused', 'gateway_unavailable'],
});

export const getCreditNote = endpoint({
  method: 'GET',
  path: '/api/studio/sales/refunds/:id/credit-note',
  auth: 'studio',
  tag,
  summary: 'The credit note of a refund, as a PDF',
  params: salesRefundParams,
  query: salesOrderQuery,
  response: z.unknown(),
  mediaType: 'application/pdf',
  errors: [400, 401, 403, 404, 429, 503],
  codes: ['pdf_busy'],
});
