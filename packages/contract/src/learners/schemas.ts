import { z } from 'zod';
import { bookingStatuses } from '../commerce/constants.ts';
import { localeSchema } from '../envelope.ts';
import { LEARNER_LIMITS, progressBuckets } from './constants.ts';

const id = z.coerce.number().int().min(1).max(2147483647);

/** Days without activity that make a learner who has not completed the course "stuck". */
const stuckDays = z.coerce.number().int().min(LEARNER_LIMITS.stuckDays.min).max(LEARNER_LIMITS.stuckDays.max);

export const learnersLangQuery = z.object({ lang: localeSchema.optional() });

/**
 * A course's learner figures. Progress is a learner's completed lessons over the course's live
 * lessons (as the learner sees it); completed: the course was completed (its certificate issued).
 * Minutes learned: video time actually played plus the stated length of every other lesson
 * completed, by the course's current learners (what the learners' own minutes count).
 */
export const learnerFigures = z.object({
  enrolments: z.number().int(),
  completed: z.number().int(),
  /** completed / enrolments in percent, one decimal; null without enrolments. */
  completion_rate: z.number().nullable(),
  /** Enrolled learners who have not completed a lesson yet. */
  not_started: z.number().int(),
  minutes_learned: z.number().int(),
  /** The latest activity of any learner of the course; null when none. */
  last_activity_at: z.string().nullable(),
});
export type LearnerFigures = z.infer<typeof learnerFigures>;

export const learnerCourseList = z.object({
  /** Every course this user may see (an admin: the company's; a contributor: theirs), by title. */
  courses: z.array(
    learnerFigures.extend({
      id: z.number().int(),
      title: z.string(),
      lessons_count: z.number().int(),
    }),
  ),
});
export type LearnerCourseList = z.infer<typeof learnerCourseList>;

export const learnerCourseParams = z.object({ id });
export const learnerCourseQuery = z.object({
  stuck_days: stuckDays.default(LEARNER_LIMITS.stuckDays.default),
  lang: localeSchema.optional(),
});
export type LearnerCourseQuery = z.infer<typeof learnerCourseQuery>;

export const quizReport = z.object({
  /** The quiz's lesson. */
  id: z.number().int(),
  title: z.string(),
  pass_mark: z.number().int(),
  /** Closed (graded) attempts, and how many of them passed. */
  attempts: z.number().int(),
  passed_attempts: z.number().int(),
  /** passed_attempts / attempts in percent, one decimal; null without attempts. */
  pass_rate: z.number().nullable(),
  /** Learners with a closed attempt, and those of them who passed at least once. */
  learners: z.number().int(),
  learners_passed: z.number().int(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      kind: z.enum(['single', 'multiple', 'true_false', 'short_text']),
      prompt: z.string(),
      /** Closed attempts that answered it, and those whose answer earned full credit. */
      answered: z.number().int(),
      right: z.number().int(),
      /** How many closed attempts chose each option (a multiple-choice answer counts for each pick). */
      options: z.array(
        z.object({
          id: z.number().int(),
          text: z.string(),
          is_correct: z.boolean(),
          chosen: z.number().int(),
        }),
      ),
    }),
  ),
});
export type QuizReport = z.infer<typeof quizReport>;

export const learnerCourseReport = learnerFigures.extend({
  course: z.object({ id: z.number().int(), title: z.string(), lessons_count: z.number().int() }),
  time_zone: z.string(),
  /** Learners per progress bucket, every bucket in order (empty ones too). */
  progress: z.array(z.object({ bucket: z.enum(progressBuckets), learners: z.number().int() })),
  stuck_days: z.number().int(),
  /** Learners who have not completed the course and did nothing for `stuck_days` days or more. */
  stuck: z.number().int(),
  /** The course's live quizzes in curriculum order. */
  quizzes: z.array(quizReport),
});
export type LearnerCourseReport = z.infer<typeof learnerCourseReport>;

export const courseLearnersQuery = z.object({
  /** Only the stuck learners (no activity for this many days), the longest idle first. */
  stuck_days: stuckDays.optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  lang: localeSchema.optional(),
});
export type CourseLearnersQuery = z.infer<typeof courseLearnersQuery>;
export const courseLearnersExportQuery = courseLearnersQuery.omit({ page: true });
export type CourseLearnersExportQuery = z.infer<typeof courseLearnersExportQuery>;

export const courseLearner = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  enrolled_at: z.string(),
  completed_lessons: z.number().int(),
  /** Completed lessons over the course's lessons, whole percent (0–100). */
  progress: z.number().int(),
  completed_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  /** Whole days since the last activity (or the enrolment, before any). */
  idle_days: z.number().int(),
});
export type CourseLearner = z.infer<typeof courseLearner>;

export const courseLearnerList = z.object({
  items: z.array(courseLearner),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
});
export type CourseLearnerList = z.infer<typeof courseLearnerList>;

export const learnerParams = z.object({ id });

export const learnerDetail = z.object({
  learner: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    joined_at: z.string(),
  }),
  time_zone: z.string(),
  /** Their enrolments in the courses this user may see, the latest activity first. */
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lessons_count: z.number().int(),
      completed_lessons: z.number().int(),
      progress: z.number().int(),
      enrolled_at: z.string(),
      completed_at: z.string().nullable(),
      last_activity_at: z.string().nullable(),
      minutes_learned: z.number().int(),
    }),
  ),
  /** Their quiz attempts in those courses, newest first (at most 100). */
  attempts: z.array(
    z.object({
      id: z.number().int(),
      quiz: z.object({ id: z.number().int(), title: z.string() }),
      course: z.object({ id: z.number().int(), title: z.string() }),
      number: z.number().int(),
      started_at: z.string(),
      closed_at: z.string().nullable(),
      /** Percent, as graded; null while open. */
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  /** Their orders of those courses, newest first (at most 100). */
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.string(),
      status: z.enum(bookingStatuses),
      currency: z.string(),
      total_minor: z.number().int(),
      course: z.object({ id: z.number().int(), title: z.string() }),
      created_at: z.string(),
    }),
  ),
});
export type LearnerDetail = z.infer<typeof learnerDetail>;
