import { ANNOUNCEMENT_LIMITS } from '@app/contract/announcements/constants';
import type { RateRule } from '../../lib/rate-limit.ts';

/**
 * Limits of announcements (decision 55), shared by every instance and scaled by
 * RATE_LIMIT_MULTIPLIER like every limit. Counted when an announcement is sent, not when it is
 * previewed or refused for its input:
 * - per course, 3 a day: a course's learners hear from it at most that often, however many people
 *   may write to it (an admin and its mentor);
 * - per sender, 10 an hour across courses: a mistaken loop, or a stolen session, mails little;
 * - previews count the audience each time, so they are limited too, generously;
 * - the learners' subscription links, per IP: reading and changing them takes no session.
 */
export const limits = {
  course: { name: 'announce:course', limit: ANNOUNCEMENT_LIMITS.perCourseDay, windowSeconds: 86_400 },
  sender: { name: 'announce:sender', limit: ANNOUNCEMENT_LIMITS.perSenderHour, windowSeconds: 3_600 },
  preview: {
    name: 'announce-preview:user',
    limit: ANNOUNCEMENT_LIMITS.previewsPer10Minutes,
    windowSeconds: 600,
  },
  subscriptionIp: { name: 'announce-subscription:ip', limit: 60, windowSeconds: 600 },
} satisfies Record<string, RateRule>;
