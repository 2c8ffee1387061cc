import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  announcement,
  announcementBody,
  announcementList,
  announcementListQuery,
  announcementOptions,
  announcementOptionsQuery,
  announcementParams,
  announcementPreview,
  subscription,
  subscriptionParams,
} from './schemas.ts';

/**
 * Announcements (docs/product.md "The studio": announcements, decision 55): mail to a course's
 * learners or a corporate cohort's people, each in their own language, through the outbox or SMTP.
 * An admin announces to every course and every corporate cohort of the company, a contributor to
 * the courses they are the mentor of (another is `audience.course_id: not_an_option`) and to no
 * cohort (any `audience.cohort_id` is 404 for them, as another company's or an absent one is);
 * another company's announcements do not exist here (404).
 */
const tag = 'announcements';

export const getAnnouncementOptions = endpoint({
  method: 'GET',
  path: '/api/studio/announcements/options',
  auth: 'studio',
  tag,
  summary: 'What the form offers: the courses this person may announce to, the default language, the limits',
  query: announcementOptionsQuery,
  response: envelope(announcementOptions),
  errors: [401],
});

export const listAnnouncements = endpoint({
  method: 'GET',
  path: '/api/studio/announcements',
  auth: 'studio',
  tag,
  summary:
    'The announcements of the courses this person may see, newest first, with how their mailing stands',
  query: announcementListQuery,
  response: envelope(announcementList),
  errors: [400, 401],
});

export const getAnnouncement = endpoint({
  method: 'GET',
  path: '/api/studio/announcements/:id',
  auth: 'studio',
  tag,
  summary: 'One announcement, its texts and how its mailing stands',
  params: announcementParams,
  response: envelope(announcement),
  errors: [400, 401, 404],
});

export const previewAnnouncement = endpoint({
  method: 'POST',
  path: '/api/studio/announcements/preview',
  auth: 'studio',
  tag,
  summary: 'The mail as each language’s learners would receive it, and how many would: nothing is sent',
  body: announcementBody,
  response: envelope(announcementPreview),
  errors: [400, 401, 404, 429],
});

export const sendAnnouncement = endpoint({
  method: 'POST',
  path: '/api/studio/announcements',
  auth: 'studio',
  tag,
  summary: 'Send an announcement: its recipients are fixed now, and the mail goes out in the background',
  description:
    `At most a few announcements per course (or cohort) per day and per person per hour: past either, ` +
    '429 `announcements_course_limit` or `announcements_sender_limit` with Retry-After. An audience ' +
    'with nobody to mail is 409 `no_recipients`. A cohort that is not the admin’s company’s is 404.',
  body: announcementBody,
  response: envelope(announcement),
  errors: [400, 401, 404, 409, 429],
  codes: ['announcements_course_limit', 'announcements_sender_limit', 'no_recipients'],
});

/**
 * The learner's side: the signed link of an announcement's mail, opened on the company's site
 * without signing in. Reading it changes nothing; unsubscribing is a POST (mail scanners follow
 * GET links), which is also the one-click target of the mail's List-Unsubscribe header (RFC 8058).
 */
export const getSubscription = endpoint({
  method: 'GET',
  path: '/api/v1/announcements/subscription/:token',
  auth: 'public',
  tag,
  summary: 'Whose link this is and whether the company’s announcements reach them',
  params: subscriptionParams,
  response: envelope(subscription),
  errors: [404, 410],
  codes: ['invalid_link', 'link_expired'],
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/v1/announcements/subscription/:token/unsubscribe',
  auth: 'public',
  tag,
  summary: 'Stop the company’s announcements to this learner (receipts and account mail still go)',
  params: subscriptionParams,
  response: envelope(subscription),
  errors: [404, 410, 429],
  codes: ['invalid_link', 'link_expired'],
});

export const resubscribe = endpoint({
  method: 'POST',
  path: '/api/v1/announcements/subscription/:token/resubscribe',
  auth: 'public',
  tag,
  summary: 'Receive the company’s announcements again',
  params: subscriptionParams,
  response: envelope(subscription),
  errors: [404, 410, 429],
  codes: ['invalid_link', 'link_expired'],
});
