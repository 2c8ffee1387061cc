/**
 * Limits agreed in packages/contract/src/catalog.ts. The web imports only types from the contract (its
 * values would pull zod into the bundle), so the numbers are repeated here and a test keeps them equal.
 */
export const COMMENT_MAX_LENGTH = 2000;
export const COURSE_PAGE_SIZE = 24;
export const COMMENT_PAGE_SIZE = 10;
export const courseSorts = ['popular', 'newest', 'rating', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof courseSorts)[number];
