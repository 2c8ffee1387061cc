import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope, langQuery } from '../envelope.ts';
import {
  cohortExportQuery,
  cohortQuery,
  corporateBody,
  corporateCheck,
  corporateCohort,
  corporateList,
  corporateListQuery,
  corporateOptions,
  corporateOrder,
  corporateParams,
} from './schemas.ts';

/**
 * Corporate enrolment in the studio (docs/product.md "The studio": corporate enrolment, decision
 * 54): a company-level action, so an admin's only (a contributor is answered 403); another
 * company's orders do not exist here (404).
 */
const tag = 'corporate';

export const getCorporateOptions = endpoint({
  method: 'GET',
  path: '/api/studio/corporate/options',
  auth: 'studio',
  tag,
  summary: 'What the corporate form offers: the company’s courses and its default language',
  query: langQuery,
  response: envelope(corporateOptions),
  errors: [401, 403],
});

export const listCorporateOrders = endpoint({
  method: 'GET',
  path: '/api/studio/corporate/orders',
  auth: 'studio',
  tag,
  summary: 'The company’s corporate orders, newest first',
  query: corporateListQuery,
  response: envelope(corporateList),
  errors: [400, 401, 403],
});

const csvRules =
  'The CSV has a header row naming `name` and `email` (other columns are ignored), separated by ' +
  'commas or semicolons, at most 5,000 people. Every problem is a field `row.N.<column>` (N the ' +
  'line of the file, the header being line 1), and the message lists them as `row N: field: ' +
  'message`; nothing is written while there is one.';

export const checkCorporateFile = endpoint({
  method: 'POST',
  path: '/api/studio/corporate/check',
  auth: 'studio',
  tag,
  summary: 'Check a corporate CSV: who it would enrol and who it would invite, writing nothing',
  description: csvRules,
  body: corporateBody,
  response: envelope(corporateCheck),
  errors: [400, 401, 403, 409, 429],
  codes: ['invoice_taken'],
});

export const createCorporateOrder = endpoint({
  method: 'POST',
  path: '/api/studio/corporate/orders',
  auth: 'studio',
  tag,
  summary: 'Enrol the people of a CSV in the chosen courses as one corporate order, in one transaction',
  description:
    `${csvRules} People new to the company get an account in the chosen language and a mail to set ` +
    'their password (7 days). An invoice number the company used before answers 409 `invoice_taken`.',
  body: corporateBody,
  response: envelope(corporateOrder),
  errors: [400, 401, 403, 409, 429],
  codes: ['invoice_taken'],
});

export const getCorporateCohort = endpoint({
  method: 'GET',
  path: '/api/studio/corporate/orders/:id',
  auth: 'studio',
  tag,
  summary: 'A corporate order’s cohort: each person’s progress in each course of the order',
  params: corporateParams,
  query: cohortQuery,
  response: envelope(corporateCohort),
  errors: [400, 401, 403, 404],
});

export const exportCorporateCohort = endpoint({
  method: 'GET',
  path: '/api/studio/corporate/orders/:id/cohort.csv',
  auth: 'studio',
  tag,
  summary: 'The cohort as a CSV file, one line per person and course, streamed as it is read',
  params: corporateParams,
  query: cohortExportQuery,
  response: z.unknown(),
  mediaType: 'text/csv',
  errors: [400, 401, 403, 404],
});

export const corporateCohortPdf = endpoint({
  method: 'GET',
  path: '/api/studio/corporate/orders/:id/report.pdf',
  auth: 'studio',
  tag,
  summary: 'The cohort’s progress report for the client, as a PDF in the company’s brand',
  params: corporateParams,
  query: cohortExportQuery,
  response: z.unknown(),
  mediaType: 'application/pdf',
  errors: [400, 401, 403, 404, 429, 503],
});
