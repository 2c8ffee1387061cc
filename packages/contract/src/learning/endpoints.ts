import { endpoint } from '../endpoint.ts';
import { langQuery } from '../envelope.ts';
import {
  addLessonProgressBody,
  certificateCodeParam,
  certificatePdfResponse,
  certificateVerificationResponse,
  courseContentResponse,
  courseIdParam,
  courseProgressResponse,
  emailParam,
  lessonProgressQuery,
  lessonProgressResultResponse,
  myLearningQuery,
  myLearningResponse,
} from './schemas.ts';
import { z } from 'zod';

/**
 * Learning (product §7 "Learning host", docs/product.md §15): the learning host's basic auth plus
 * the token. An `{email}` that is not the token's user answers 403; lessons of a course the user
 * does not own are closed (403 to report progress), except preview lessons.
 */
const tag = 'learning';
const reads = [400, 401, 403, 404] as const;
const writes = [400, 401, 403, 404, 409, 429] as const;

export const getMyLearning = endpoint({
  method: 'GET',
  path: '/api/courses/get-my-learning/:email',
  auth: 'learning_token',
  localized: true,
  tag,
  summary: 'The courses this learner owns, with progress, the next lesson and minutes learned per day',
  params: emailParam,
  query: myLearningQuery,
  response: myLearningResponse,
  errors: reads,
});

export const getContent = endpoint({
  method: 'GET',
  path: '/api/get-content/:id',
  auth: 'learning',
  localized: true,
  tag,
  summary: 'A course’s sections and lessons; bodies and files only for owners and preview lessons',
  description:
    'Anyone sees titles, types and durations. A lesson the learner may open (owned course, or a ' +
    'preview lesson) adds its body as sanitised blocks and its video or PDF as a signed link that ' +
    'expires and works only on this tenant’s host.',
  params: z.object({ id: z.string().trim().min(1).max(160) }),
  query: langQuery,
  response: courseContentResponse,
  errors: reads,
});

export const getLessonProgress = endpoint({
  method: 'GET',
  path: '/api/get-lesson-progress/:email',
  auth: 'learning_token',
  tag,
  summary:
    'This learner’s progress in one owned course (course_id), or in each owned course, lesson by lesson',
  params: emailParam,
  query: lessonProgressQuery,
  response: courseProgressResponse,
  errors: reads,
});

export const addLessonProgress = endpoint({
  method: 'POST',
  path: '/api/add-lesson-progress',
  auth: 'learning_token',
  tag,
  summary: 'Mark a text or PDF lesson done, or report what a video played; idempotent',
  description:
    'A video lesson completes when 90 % of its length has been played: each report adds the ' +
    'stretch played since the previous one, no longer than the time since then allows at the ' +
    'fastest playback rate, and a jump ahead leaves a gap. A quiz lesson completes when its quiz ' +
    'is passed. Reporting again changes nothing.',
  body: addLessonProgressBody,
  response: lessonProgressResultResponse,
  errors: writes,
  codes: ['course_not_owned', 'watch_to_complete', 'pass_quiz_to_complete'],
});

export const getCertificatePdf = endpoint({
  method: 'GET',
  path: '/api/get-certificate/:id',
  auth: 'learning_token',
  localized: true,
  tag,
  summary: 'The token user’s certificate of a course (by course id), as a PDF',
  params: courseIdParam,
  query: langQuery,
  response: certificatePdfResponse,
  mediaType: 'application/pdf',
  errors: [...reads, 410, 429, 503],
  codes: ['certificate_revoked', 'pdf_busy'],
});

export const verifyCertificate = endpoint({
  method: 'GET',
  path: '/api/certificates/:code',
  auth: 'public',
  localized: true,
  tag,
  summary: 'Public verification of a certificate: name, course, date, valid or revoked',
  params: certificateCodeParam,
  query: langQuery,
  response: certificateVerificationResponse,
  errors: [400, 404, 429],
});
