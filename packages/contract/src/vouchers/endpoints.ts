import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  studioVoucher,
  voucherBatch,
  voucherBatchBody,
  voucherBody,
  voucherList,
  voucherListQuery,
  voucherOptions,
  voucherOptionsQuery,
  voucherParams,
} from './schemas.ts';

/**
 * The company's vouchers in the studio (docs/product.md "The studio": vouchers, decision 51): an
 * admin's only (a contributor is answered 403); another company's vouchers do not exist here (404).
 */
const tag = 'vouchers';
const errors = [400, 401, 403, 429] as const;

export const getVoucherOptions = endpoint({
  method: 'GET',
  path: '/api/studio/vouchers/options',
  auth: 'studio',
  tag,
  summary: 'What a voucher form offers: the company’s courses, its currency and time zone',
  query: voucherOptionsQuery,
  response: envelope(voucherOptions),
  errors: [401, 403],
});

export const listVouchers = endpoint({
  method: 'GET',
  path: '/api/studio/vouchers',
  auth: 'studio',
  tag,
  summary: 'The company’s vouchers, newest first, with their uses and what they have cost',
  description:
    '`uses` counts what the quota counts (orders paid with it and orders waiting for payment); ' +
    '`paid_orders` and `cost_minor` are the orders paid with it and the discount they got, in ' +
    'integer minor units of the company’s currency.',
  query: voucherListQuery,
  response: envelope(voucherList),
  errors: [400, 401, 403],
});

export const createVoucher = endpoint({
  method: 'POST',
  path: '/api/studio/vouchers',
  auth: 'studio',
  tag,
  summary: 'Make a voucher with its own code',
  description:
    'Dates are "YYYY-MM-DDTHH:mm" in the company’s time zone. A code is unique in the company in ' +
    'any case (`code: code_taken`).',
  body: voucherBody,
  response: envelope(studioVoucher),
  errors,
});

export const generateVouchers = endpoint({
  method: 'POST',
  path: '/api/studio/vouchers/batch',
  auth: 'studio',
  tag,
  summary: 'Generate N vouchers alike, each with a random code of its own after the prefix',
  body: voucherBatchBody,
  response: envelope(voucherBatch),
  errors,
});

export const getVoucher = endpoint({
  method: 'GET',
  path: '/api/studio/vouchers/:id',
  auth: 'studio',
  tag,
  summary: 'One voucher with its uses and what it has cost',
  params: voucherParams,
  response: envelope(studioVoucher),
  errors: [400, 401, 403, 404],
});

export const updateVoucher = endpoint({
  method: 'PUT',
  path: '/api/studio/vouchers/:id',
  auth: 'studio',
  tag,
  summary: 'Change a voucher; its quota cannot go below its uses (`quota: quota_below_uses`)',
  params: voucherParams,
  body: voucherBody,
  response: envelope(studioVoucher),
  errors: [...errors, 404],
});

export const deactivateVoucher = endpoint({
  method: 'POST',
  path: '/api/studio/vouchers/:id/deactivate',
  auth: 'studio',
  tag,
  summary: 'Stop accepting a voucher: checkout refuses it, and orders waiting for payment lose it',
  params: voucherParams,
  response: envelope(studioVoucher),
  errors: [401, 403, 404, 429],
});

export const activateVoucher = endpoint({
  method: 'POST',
  path: '/api/studio/vouchers/:id/activate',
  auth: 'studio',
  tag,
  summary: 'Accept a deactivated voucher again',
  params: voucherParams,
  response: envelope(studioVoucher),
  errors: [401, 403, 404, 429],
});
