// Catalogue constants the web app needs at run time. No zod here: this module may be imported by
// code in the first page's bundle.

/** The learning host reads the user's token from this header (product §6). */
export const LEARNING_TOKEN_HEADER = 'x-auth-token';
/** product §8: the alert when posting a comment fails. */
export const COMMENT_FAILED = 'Something went wrong. Please try again.';
export const MAX_PAGE_SIZE = 100;
export const COMMENT_MAX_LENGTH = 2000;
/** Default page sizes of the course lists and of a course's comments (product §9). */
export const COURSE_PAGE_SIZE = 24;
export const COMMENT_PAGE_SIZE = 10;

export const lessonTypes = ['video', 'text', 'pdf', 'quiz'] as const;
export const courseLevels = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export const courseSorts = ['popular', 'newest', 'rating', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof courseSorts)[number];
