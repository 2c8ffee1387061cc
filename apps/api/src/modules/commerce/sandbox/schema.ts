import { z } from 'zod';
import { errorEnvelope } from '@app/contract/envelope';

/**
 * The OpenAPI entries of the sandbox gateway's checkout page (routes.ts): outside the contract
 * like any gateway's page, but in the published document, so every status it answers is listed.
 * Its own answers are HTML; what the server answers before the route runs (a malformed Host, a
 * cross-site post, an oversized body, the database away) is the usual failure envelope.
 */
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope } },
});
const params = z.object({ key: z.string().describe('The checkout key from the payment’s redirect URL') });

const common = {
  404: html('No pending or closed checkout with this key on this host'),
  414: failure('A key over 200 characters'),
  503: failure('The database is briefly unavailable'),
};

/** Route options (the schema) of GET /sandbox/checkout/:key. */
export const checkoutGet = {
  schema: {
    tags: ['commerce'],
    summary: 'The sandbox gateway’s checkout page of one payment (HTML)',
    params,
    response: {
      200: html('The page: pay, fail or let it expire; or that the payment is closed'),
      304: z.null().describe('Not modified: If-None-Match names the current ETag; no body'),
      400: failure('A malformed Host header'),
      ...common,
    },
  },
};

/** Route options (the schema) of POST /sandbox/checkout/:key. */
export const checkoutPost = {
  schema: {
    tags: ['commerce'],
    summary: 'Make the sandbox payment succeed, fail or expire (a form post from its page)',
    params,
    response: {
      200: html('The next step of a card payment (3-D Secure)'),
      303: z.null().describe('Done: back to the app’s payment page with the outcome; no body'),
      400: {
        description: 'An unknown action (the page again), or a malformed Host header',
        content: { 'text/html': { schema: z.string() }, 'application/json': { schema: errorEnvelope } },
      },
      403: failure('Posted from another site'),
      409: html('The payment is closed, or this attempt was voided: the page says so'),
      413: failure('A body over 1 MB'),
      415: failure('A body of a type the page does not send'),
      422: html('A card number or 3-D Secure password that is not the sandbox’s (the page again)'),
      ...common,
    },
  },
};
