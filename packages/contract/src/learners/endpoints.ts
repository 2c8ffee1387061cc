import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import {
  courseLearnerList,
  courseLearnersExportQuery,
  courseLearnersQuery,
  learnerCourseList,
  learnerCourseParams,
  learnerCourseQuery,
  learnerCourseReport,
  learnerDetail,
  learnerParams,
  learnersLangQuery,
} from './schemas.ts';

/**
 * The company's learners in the studio (docs/product.md "The studio": learners): an admin sees
 * every course's, a contributor their own courses' only; another company's do not exist here.
 */
const tag = 'learners';

export const listLearnerCourses = endpoint({
  method: 'GET',
  path: '/api/studio/learners/courses',
  auth: 'studio',
  tag,
  summary: 'The courses this user may see, each with its enrolments, completion, minutes and last activity',
  query: learnersLangQuery,
  response: envelope(learnerCourseList),
  errors: [400, 401, 403],
});

export const getLearnerCourse = endpoint({
  method: 'GET',
  path: '/api/studio/learners/courses/:id',
  auth: 'studio',
  tag,
  summary:
    'One course’s learners in figures: progress distribution, stuck learners, quiz pass rates and option counts',
  description:
    '`stuck_days` (1–365, default 14): a learner who has not completed the course and did nothing ' +
    'for that many days is stuck. Quiz figures count closed (graded) attempts.',
  params: learnerCourseParams,
  query: learnerCourseQuery,
  response: envelope(learnerCourseReport),
  errors: [400, 401, 403, 404],
});

export const listCourseLearners = endpoint({
  method: 'GET',
  path: '/api/studio/learners/courses/:id/learners',
  auth: 'studio',
  tag,
  summary:
    'A course’s learners, the latest activity first; with `stuck_days` only the stuck, the longest idle first',
  params: learnerCourseParams,
  query: courseLearnersQuery,
  response: envelope(courseLearnerList),
  errors: [400, 401, 403, 404],
});

export const exportCourseLearners = endpoint({
  method: 'GET',
  path: '/api/studio/learners/courses/:id/learners.csv',
  auth: 'studio',
  tag,
  summary:
    'Every learner of the list (or of the stuck list with `stuck_days`) as a CSV file streamed as it is read',
  description:
    'UTF-8 CSV (RFC 4180) with a header row, times in ISO 8601 UTC. Read in pages of 1,000 by ' +
    'keyset, so a long export holds one page in memory.',
  params: learnerCourseParams,
  query: courseLearnersExportQuery,
  response: z.unknown(),
  mediaType: 'text/csv',
  errors: [400, 401, 403, 404],
});

export const getLearner = endpoint({
  method: 'GET',
  path: '/api/studio/learners/people/:id',
  auth: 'studio',
  tag,
  summary:
    'One learner: their courses with progress, quiz attempts and orders (in the courses this user may see)',
  params: learnerParams,
  query: learnersLangQuery,
  response: envelope(learnerDetail),
  errors: [400, 401, 403, 404],
});
