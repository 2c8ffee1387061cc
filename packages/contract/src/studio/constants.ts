/**
 * The company's studio (docs/product.md "The studio"): the contributor site on the company's own
 * studio host, where contributors and admins build courses and publish them.
 */

/** Who may use the studio: a contributor edits the courses they are a mentor of, an admin all. */
export const studioRoles = ['contributor', 'admin'] as const;
export type StudioRole = (typeof studioRoles)[number];

/**
 * A course in the studio: never published (`draft`), published and unchanged since (`published`),
 * or published with a draft that has changes learners do not see yet (`changes`).
 */
export const studioCourseStatuses = ['draft', 'published', 'changes'] as const;
export type StudioCourseStatus = (typeof studioCourseStatuses)[number];

/** The one-time code that carries a contributor from the learners' site to the studio. */
export const HANDOFF_SECONDS = 60;
/** A studio session lasts a working day; the contributor comes back through the site after. */
export const STUDIO_SESSION_HOURS = 12;
/** The studio session's cookie: HttpOnly, SameSite=Strict, host-only (no Domain attribute). */
export const STUDIO_COOKIE = 'studio_session';

export const STUDIO_LIMITS = {
  title: 120,
  subtitle: 200,
  /** One paragraph, heading or list item of a description. */
  blockText: 2000,
  descriptionBlocks: 60,
  /** In the company's currency; a course costs less than a hundred million rupiah. */
  price: 99_999_999,
  search: 100,
  perPage: 20,
  sections: 50,
  lessonsPerSection: 100,
} as const;

/**
 * A course cover: cropped to the course card's 16:9 on the server, kept at most 1280 px wide (the
 * widest responsive copy), refused below 640 × 360 (it would look blurred on a card).
 */
export const COVER = {
  ratioWidth: 16,
  ratioHeight: 9,
  minWidth: 640,
  minHeight: 360,
  maxWidth: 1280,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
