// The codes of the failure envelope (envelope.ts). No zod at run time here: the web's pages import
// this module, and only `fieldCodeOfIssue` reads zod's issues, by their type.
import type { z } from 'zod';
import { videoErrorCodes } from './studio/video-codes.ts';

/** Why a voucher is refused: an answer's code, and the `voucher` field's code as well. */
const voucherRefusals = [
  'voucher_unknown',
  'voucher_expired',
  'voucher_not_started',
  'voucher_min_purchase',
  'voucher_not_applicable',
  'voucher_used_up',
  'voucher_already_used',
] as const;

/**
 * The codes any call may answer before or beside its own rules (its auth mode, its input, the
 * limits, the database): an endpoint's `codes` (endpoint.ts) does not repeat them.
 */
export const commonErrorCodes = [
  'bad_request', // input the call cannot read at all: a malformed Host, form or JSON body
  'validation', // bad input; `error.fields` names each field with a field code
  'unauthorized', // no session, or it ended
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited', // with Retry-After
  'internal',
  'database_unavailable', // with Retry-After
  // Tenants and credentials (product §6, §10).
  'app_code',
  'basic_auth',
  'cross_site_request',
  'tenant_suspended',
] as const;

/**
 * Every `error.code` the API answers. The code, not the English `message`, is what a client acts
 * on and what the web words in the page's language (apps/web/src/shared/http/error-words.ts); a
 * test fails on a code without words in en, id and ms (docs/decisions.md §35).
 */
export const errorCodes = [
  ...commonErrorCodes,
  'shutting_down', // /readyz while the instance stops
  'not_ready', // /readyz before the database answers
  // Accounts (product §5, §11).
  'incorrect_login',
  'email_not_confirmed',
  'email_taken',
  'phone_taken',
  'already_confirmed',
  'invalid_link',
  'otp_invalid',
  'wrong_password',
  'google_unavailable',
  'google_token_invalid',
  'google_conflict',
  'google_not_registered',
  // Buying and paying (product §14).
  'already_ordered',
  'already_purchased',
  'not_pending',
  'order_expired', // paying an order past its own deadline: the course is ordered again
  'not_paid',
  ...voucherRefusals,
  'gateway_unavailable',
  'bad_signature',
  'amount_mismatch',
  // Learning and quizzes (product §15, "Quizzes").
  'course_not_owned',
  'watch_to_complete',
  'pass_quiz_to_complete',
  'certificate_revoked',
  'link_expired',
  'range_not_satisfiable',
  'quiz_time_up',
  'attempt_closed',
  'no_attempts_left',
  'attempt_open',
  // The CV (product §16).
  'cv_exists',
  'skills_exist',
  'too_many_entries',
  'pdf_busy',
  // The studio (issue 24).
  'not_a_contributor',
  'no_studio',
  'handoff_invalid',
  'revision_conflict',
  'publish_incomplete',
  // Refunds (issue 25 item 2): the order has nothing left to give back; the gateway said no.
  'not_refundable',
  'refund_refused',
  // Corporate enrolment (issue 25 item 4): the company has an order with this invoice number.
  'invoice_taken',
  // Studio videos (issue 24 item 4): refused at upload, or found while transcoding.
  ...videoErrorCodes,
  // Announcements (issue 25 item 6): a course's or a sender's limit reached; nobody to mail.
  'announcements_course_limit',
  'announcements_sender_limit',
  'no_recipients',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Every value of `error.fields`: what is wrong with one field. The contract's rules give them as
 * their messages (`fieldCode()`), so the browser's own checks and the server's 400s name a
 * problem alike; a rule without one gets a general code from `fieldCodeOfIssue`.
 */
export const fieldCodes = [
  // General, from the kind of rule.
  'required',
  'invalid',
  'invalid_format',
  'invalid_option',
  'invalid_email',
  'invalid_url',
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  'unknown_field',
  'nul_character',
  'too_deep',
  'invalid_host',
  // Accounts.
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'passwords_mismatch',
  'full_name_required',
  'phone_invalid',
  'country_code_invalid',
  'date_format',
  'date_invalid',
  'postal_code_invalid',
  'otp_format',
  'otp_invalid',
  'email_taken',
  'phone_taken',
  'wrong_password',
  'invalid_link',
  'google_token_expired',
  'google_token_invalid',
  'google_mismatch',
  'photo_type',
  'photo_too_large',
  'photo_too_many_pixels',
  'one_photo_only',
  'not_a_file',
  'malformed_form',
  // The catalogue.
  'min_above_max',
  'rating_range',
  // Buying: a voucher's refusal names the `voucher` field with its error code.
  'voucher_format',
  ...voucherRefusals,
  'method_not_offered',
  // Learning, quizzes and the CV.
  'certificate_code_format',
  'played_range',
  'json_format',
  'not_an_option',
  'pick_one',
  'text_expected',
  'options_expected',
  'answer_required',
  'options_or_text',
  'not_a_question',
  'month_format',
  'end_before_start',
  'end_while_ongoing',
  'end_required',
  // The studio.
  'discount_not_below_price',
  // A course cover (studio uploadCourseCover).
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_too_small',
  'crop_outside',
  // Lesson files (studio uploadLessonFile, uploadCaptions).
  'pdf_type',
  'file_too_large',
  'caption_type',
  'caption_timing',
  // Sales (studio getSalesSummary, listSalesOrders): a date range.
  'range_reversed',
  'range_too_long',
  // Vouchers (studio createVoucher, updateVoucher).
  'code_taken',
  'quota_below_uses',
  // A refund (studio refundOrder): more than what is left of the order to give back.
  'above_refundable',
  // Corporate enrolment (studio checkCorporateFile, createCorporateOrder): a CSV row's email is on
  // an earlier row too; the invoice number is taken.
  'duplicate_in_file',
  'invoice_taken',
] as const;
export type FieldCode = (typeof fieldCodes)[number];

const errorCodeSet: ReadonlySet<string> = new Set(errorCodes);
const fieldCodeSet: ReadonlySet<string> = new Set(fieldCodes);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && errorCodeSet.has(value);
export const isFieldCode = (value: unknown): value is FieldCode =>
  typeof value === 'string' && fieldCodeSet.has(value);

/** A rule's message that is a field code, checked by the compiler: `.min(8, fieldCode('password_too_short'))`. */
export const fieldCode = (code: FieldCode): FieldCode => code;

/**
 * The field code of a zod issue whose rule gave none (zod's `error` option, on the server and in
 * the browser's form checks): from the kind of rule that failed.
 */
export function fieldCodeOfIssue(issue: z.core.$ZodRawIssue): FieldCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'too_short';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_few' : 'too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'too_large';
    case 'invalid_format':
      return issue.format === 'email'
        ? 'invalid_email'
        : issue.format === 'url'
          ? 'invalid_url'
          : 'invalid_format';
    case 'invalid_value':
      return 'invalid_option';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** zod's parse option that gives every issue a field code (the server's and the forms' checks). */
export const withFieldCodes = { error: fieldCodeOfIssue } as const;
