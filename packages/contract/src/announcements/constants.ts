/** The studio's announcements (docs/product.md "The studio": announcements, decision 55). */
export const ANNOUNCEMENT_LIMITS = {
  /** Announcements per page of the history. */
  perPage: 25,
  /** A subject in one language. */
  maxSubject: 150,
  /** A message in one language (plain text; line breaks kept). */
  maxBody: 10_000,
  /**
   * Announcements one course (or one corporate cohort) may be sent in a day (a fixed UTC day,
   * counted when sent): its learners hear from it at most this often, whoever writes.
   */
  perCourseDay: 3,
  /** Announcements one person may send in an hour, across courses. */
  perSenderHour: 10,
  /** Previews one person may ask for in ten minutes (each counts the audience). */
  previewsPer10Minutes: 120,
} as const;

/**
 * Whom an announcement is for: a course's enrolled learners, or a corporate cohort (issue 25: "or a
 * cohort"; decision 54's corporate order): the order's people still enrolled in one of its
 * courses. Each kind has its own field (`course_id`, `cohort_id`), its own audience query in the
 * API (modules/announcements/queries.ts `audienceSql`) and a CHECK in the table (0041).
 */
export const audienceKinds = ['course', 'cohort'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** Where an announcement's mailing stands. */
export const announcementStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];
