import type { ErrorCode, FieldCode } from '@app/contract/errors';

/** A key of this catalogue: every error code and field code of the contract, and two fallbacks. */
export type ErrorWordKey =
  `errors.${ErrorCode}` | `errors.field.${FieldCode}` | 'errors.unknown' | 'errors.offline';

/**
 * The words of the server's error codes and field codes (packages/contract/src/errors.ts), shown
 * instead of the server's English `message` (shared/http/error-words.ts). The spec's English
 * messages are verbatim (product §8). A code without words here fails the type check and
 * shared/http/error-words.test.ts.
 */
export default {
  'errors.unknown': 'Something went wrong. Please try again.',
  'errors.offline': 'We could not reach the server. Check your connection and try again.',

  // Any call
  'errors.bad_request': 'This request could not be read. Please reload the page and try again.',
  'errors.validation': 'Some fields need your attention.',
  'errors.unauthorized': 'Please log in again.',
  'errors.forbidden': 'You do not have access to this.',
  'errors.not_found': 'We could not find what you asked for.',
  'errors.method_not_allowed': 'This action is not available.',
  'errors.not_acceptable': 'This action is not available.',
  'errors.payload_too_large': 'What you sent is too large.',
  'errors.uri_too_long': 'This address is too long.',
  'errors.unsupported_media_type': 'This kind of file or form is not accepted.',
  'errors.rate_limited': 'Too many attempts. Please wait a few minutes and try again.',
  'errors.internal': 'Something went wrong on our side. Please try again.',
  'errors.database_unavailable': 'The service is briefly unavailable. Please try again in a few seconds.',
  'errors.shutting_down': 'The service is restarting. Please try again in a few seconds.',
  'errors.not_ready': 'The service is starting. Please try again in a few seconds.',
  'errors.app_code': 'This site could not be identified. Please reload the page.',
  'errors.basic_auth': 'This site could not be identified. Please reload the page.',
  'errors.cross_site_request': 'Requests from other sites are not accepted.',
  'errors.tenant_suspended': 'This site is not available at the moment.',

  // Accounts
  'errors.incorrect_login': 'Incorrect login.',
  'errors.email_not_confirmed': 'Please confirm your email address first: we have sent you a new link.',
  'errors.phone_taken':
    'Another account uses this phone number. Log in to that account, or use another number.',
  'errors.email_taken': 'This email is already registered. Please log in.',
  'errors.already_confirmed': 'Your email is already confirmed. You can log in.',
  'errors.invalid_link': 'This link is invalid or has expired.',
  'errors.otp_invalid': 'The code is wrong or has expired. Please request a new one.',
  'errors.wrong_password': 'The current password is wrong.',
  'errors.google_unavailable': 'Google sign-in is not available right now. Please try again later.',
  'errors.google_token_invalid': 'Google sign-in could not be verified. Please try again.',
  'errors.google_conflict': 'This account is linked to another Google account.',
  'errors.google_not_registered': 'No account uses this Google account yet. Please register first.',

  // Buying and paying
  'errors.already_ordered': 'You have already ordered this {singularLower}. See My Transactions.',
  'errors.already_purchased': 'You already own this {singularLower}.',
  'errors.not_pending': 'This order is no longer waiting for payment.',
  'errors.order_expired': 'This order has passed its payment deadline. Order the course again to buy it.',
  'errors.not_paid': 'A receipt is available once the order is paid.',
  'errors.voucher_unknown': 'We don’t know this code. Check it and try again.',
  'errors.voucher_expired': 'This voucher has expired.',
  'errors.voucher_not_started': 'This voucher cannot be used yet.',
  'errors.voucher_min_purchase': 'This order is below the voucher’s minimum purchase.',
  'errors.voucher_not_applicable': 'This voucher is not valid for this {singularLower}.',
  'errors.voucher_used_up': 'This voucher has been used up.',
  'errors.voucher_already_used': 'You have already used this voucher.',
  'errors.gateway_unavailable': 'The payment provider is not answering. Please try again in a moment.',
  'errors.bad_signature': 'The payment notification could not be verified.',
  'errors.amount_mismatch': 'The amount paid differs from the order.',

  // Learning and quizzes
  'errors.course_not_owned': 'Buy this {singularLower} first.',
  'errors.watch_to_complete': 'Watch the video to complete this lesson.',
  'errors.pass_quiz_to_complete': 'Pass this lesson’s quiz to complete it.',
  'errors.certificate_revoked': 'This certificate has been revoked.',
  'errors.link_expired': 'This link has expired. Open the lesson again.',
  'errors.range_not_satisfiable': 'This part of the file is not available.',
  'errors.quiz_time_up': 'Time is up: the quiz was submitted with the answers saved by then.',
  'errors.attempt_closed': 'This attempt has already been submitted.',
  'errors.no_attempts_left': 'You have used every attempt of this quiz.',
  'errors.attempt_open': 'This attempt is still open.',

  // The CV
  'errors.cv_exists': 'Your CV exists already. Reload the page to see it.',
  'errors.skills_exist': 'Your personal skills exist already. Reload the page to see them.',
  'errors.too_many_entries': 'You have reached the most entries of this kind. Delete one first.',
  'errors.pdf_busy': 'Many documents are being prepared right now. Please try again in a few seconds.',

  // Studio videos
  'errors.not_a_video': 'This file is not a video. Choose a video file (MP4, MOV, WebM, MKV…).',
  'errors.video_too_long': 'This video is too long. Videos can be at most 4 hours.',
  'errors.video_too_big': 'This video is too big. Videos can be at most 4 GB.',
  'errors.video_corrupt':
    'This video file is damaged and cannot be read. Export it again and upload the new file.',
  'errors.transcode_failed': 'This video could not be prepared for playing. Please upload it again.',

  // Fields: general
  'errors.not_a_contributor':
    "The studio is for the company's contributors. Ask the team if you would like to teach here.",
  'errors.no_studio': 'This company has no studio yet. Send your material to the team by email.',
  'errors.handoff_invalid': 'This sign-in link was used or has expired. Open the studio from the site again.',
  'errors.revision_conflict':
    'Someone saved this course since you opened it. Reload to see their changes, then make yours again.',
  'errors.publish_incomplete': 'The course is not ready to publish yet: see what is missing below.',
  'errors.not_refundable': 'This order has nothing left to refund.',
  'errors.refund_refused': 'The payment provider refused the refund.',
  'errors.invoice_taken': 'The company already has a corporate order with this invoice number.',
  'errors.announcements_course_limit':
    'This {singularLower} has had its 3 announcements today. You can send the next one tomorrow.',
  'errors.announcements_sender_limit':
    'You have sent 10 announcements in the last hour. Please wait before sending another.',
  'errors.no_recipients':
    'Nobody would receive this announcement: the {singularLower} has no learners who take announcements.',
  'errors.field.required': 'This field is required.',
  'errors.field.invalid': 'This value is not valid.',
  'errors.field.invalid_format': 'This value is not in the expected format.',
  'errors.field.invalid_option': 'Choose one of the options.',
  'errors.field.invalid_email': 'Enter a valid email address.',
  'errors.field.invalid_url': 'Enter a link starting with http:// or https://.',
  'errors.field.too_short': 'This is too short.',
  'errors.field.too_long': 'This is too long.',
  'errors.field.too_small': 'This number is too small.',
  'errors.field.too_large': 'This number is too large.',
  'errors.field.too_few': 'Choose more.',
  'errors.field.too_many': 'Choose fewer.',
  'errors.field.unknown_field': 'This field is not expected.',
  'errors.field.nul_character': 'This contains a character that is not allowed.',
  'errors.field.too_deep': 'This value is nested too deeply.',
  'errors.field.invalid_host': 'This site address is not valid.',

  // Fields: accounts
  'errors.field.password_too_short': 'Password must be at least 8 characters.',
  'errors.field.password_too_long': 'Password must be at most 256 characters.',
  'errors.field.password_too_common': 'This password is too common. Please choose another one.',
  'errors.field.passwords_mismatch': 'Passwords do not match.',
  'errors.field.full_name_required': 'Enter your full name.',
  'errors.field.phone_invalid': 'Phone number must be 6 to 15 digits.',
  'errors.field.country_code_invalid': 'Use a country code such as +62.',
  'errors.field.date_format': 'Use the format YYYY-MM-DD.',
  'errors.field.date_invalid': 'Enter a real date between 1900 and today.',
  'errors.field.postal_code_invalid': 'Use letters, digits, spaces or dashes.',
  'errors.field.otp_format': 'The code has 6 digits.',
  'errors.field.otp_invalid': 'The code is wrong or has expired.',
  'errors.field.phone_taken': 'Another account uses this phone number.',
  'errors.field.email_taken': 'This email is already registered.',
  'errors.field.wrong_password': 'The current password is wrong.',
  'errors.field.invalid_link': 'This link is invalid or has expired.',
  'errors.field.google_token_expired': 'Google sign-in has expired. Please sign in with Google again.',
  'errors.field.google_token_invalid': 'Google sign-in could not be verified. Please try again.',
  'errors.field.google_mismatch': 'This does not match your Google account.',
  'errors.field.photo_type': 'Choose a JPEG, PNG, WebP, GIF or AVIF image.',
  'errors.field.photo_too_large': 'The photo must be at most 5 MB.',
  'errors.field.photo_too_many_pixels': 'The photo must be at most 40 megapixels.',
  'errors.field.one_photo_only': 'Choose one photo.',
  'errors.field.not_a_file': 'Only the photo may be a file.',
  'errors.field.malformed_form': 'The form was cut short. Please send it again.',

  // Fields: the catalogue and buying
  'errors.field.min_above_max': 'The lowest price is above the highest.',
  'errors.field.rating_range': 'Choose 1 to 5 stars.',
  'errors.field.voucher_format': 'A voucher code has only letters, digits and dashes, at most 40.',
  'errors.field.voucher_unknown': 'We don’t know this code. Check it and try again.',
  'errors.field.voucher_expired': 'This voucher has expired.',
  'errors.field.voucher_not_started': 'This voucher cannot be used yet.',
  'errors.field.voucher_min_purchase': 'This order is below the voucher’s minimum purchase.',
  'errors.field.voucher_not_applicable': 'This voucher is not valid for this {singularLower}.',
  'errors.field.voucher_used_up': 'This voucher has been used up.',
  'errors.field.voucher_already_used': 'You have already used this voucher.',
  'errors.field.method_not_offered': 'Choose one of the ways of paying shown.',

  // Fields: learning, quizzes and the CV
  'errors.field.certificate_code_format': 'A certificate code looks like ABCD-EFGH-JKLM.',
  'errors.field.played_range': 'The played time is not valid.',
  'errors.field.json_format': 'This value is not valid.',
  'errors.field.not_an_option': 'This is not an option of the question.',
  'errors.field.pick_one': 'Pick one option.',
  'errors.field.text_expected': 'This question takes a written answer.',
  'errors.field.options_expected': 'This question takes a choice of options.',
  'errors.field.answer_required': 'Give an answer.',
  'errors.field.options_or_text': 'Give either options or text, not both.',
  'errors.field.not_a_question': 'This question is not part of the attempt.',
  'errors.field.month_format': 'Choose a month and year.',
  'errors.field.end_before_start': 'The end month is before the start month.',
  'errors.field.range_reversed': 'The last day is before the first day.',
  'errors.field.range_too_long': 'Choose a shorter range, or group by week or month.',
  'errors.field.code_taken': 'Another voucher of the company already has this code.',
  'errors.field.quota_below_uses': 'The quota cannot be lower than the uses so far.',
  'errors.field.duplicate_in_file': 'This email is on an earlier row of the file too.',
  'errors.field.invoice_taken': 'The company already has a corporate order with this invoice number.',
  'errors.field.above_refundable': 'This is more than is left to refund.',
  'errors.field.end_while_ongoing': 'Leave the end month empty while it is ongoing.',
  'errors.field.end_required': 'Give an end month, or tick that it is ongoing.',
  'errors.field.discount_not_below_price': 'The discount price must be lower than the price.',
  'errors.field.image_type': 'Choose a JPEG, PNG or WebP image.',
  'errors.field.image_too_large': 'The image must be at most 5 MB.',
  'errors.field.image_too_many_pixels': 'The image must be at most 40 megapixels.',
  'errors.field.image_too_small':
    'The image is too small: the cropped part must be at least 640 × 360 pixels.',
  'errors.field.crop_outside': 'The crop must lie inside the image. Choose the part again.',
  'errors.field.pdf_type': 'Choose a PDF file.',
  'errors.field.file_too_large':
    'The file is too large: a PDF at most 50 MB, captions at most 2 MB, an image at most 5 MB.',
  'errors.field.caption_type': 'Choose a WebVTT (.vtt) or SRT (.srt) caption file in UTF-8.',
  'errors.field.caption_timing':
    'The captions have no valid timeline: every cue needs a start time before its end time (00:00:01.000 --> 00:00:03.000).',
} as const satisfies Record<ErrorWordKey, string>;
