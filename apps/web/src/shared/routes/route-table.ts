/**
 * Every page of the app (product §2) written once: its URL pattern and whether it needs a signed-in
 * learner. The router (app/router.tsx) is built from this table and links use `paths`, so a URL is
 * never spelled twice.
 */
export const routeTable = {
  home: { pattern: '/' },
  test: { pattern: '/test', noindex: true },
  banner: { pattern: '/banner/:id' },
  program: { pattern: '/program/:id' },
  refund: { pattern: '/refund' },
  cancellation: { pattern: '/cancellation' },
  terms: { pattern: '/terms' },
  privacy: { pattern: '/privacy' },
  articles: { pattern: '/articles', query: ['page'] },
  article: { pattern: '/articles/:slug' },
  corporateSolution: { pattern: '/corporate-solution' },
  career: { pattern: '/career' },
  about: { pattern: '/about' },
  contact: { pattern: '/contact' },
  faq: { pattern: '/faq' },
  help: { pattern: '/help' },

  successConfirms: { pattern: '/success-confirms' },
  login: { pattern: '/login' },
  register: { pattern: '/register' },
  forgotPassword: { pattern: '/forgot-password' },
  resetPassword: { pattern: '/reset-password' },
  devOutbox: { pattern: '/dev/outbox', noindex: true },
  unsubscribe: { pattern: '/unsubscribe/:token', noindex: true },
  contributor: { pattern: '/contributor', guarded: true, noindex: true },
  changePassword: { pattern: '/profile/changepassword', guarded: true },
  editProfile: { pattern: '/profile/edit', guarded: true },

  bootcamps: { pattern: '/bootcamps', query: ['page'] },
  education: { pattern: '/education', query: ['category', 'min_price', 'max_price', 'page'] },
  educationCategory: { pattern: '/education/category/:category', query: ['page'] },
  courseList: { pattern: '/course-list', query: ['q', 'page'] },
  course: { pattern: '/education/:slug', guarded: true, openWith: 'public_course_pages' },

  myCourses: { pattern: '/profile/mycourse', guarded: true },
  myCourseDetail: { pattern: '/profile/detailcourse/:id', guarded: true },
  learning: { pattern: '/learning/:id', guarded: true },
  certificate: { pattern: '/certificates/:code' },
  preview: { pattern: '/preview/:token', noindex: true },

  quizFinished: { pattern: '/quiz/finished', guarded: true },
  quizReview: { pattern: '/quiz/finished/review-answer', guarded: true },
  quiz: { pattern: '/quiz/:quiz_id', guarded: true },

  vouchers: { pattern: '/profile/voucher', guarded: true },
  transactions: { pattern: '/profile/transaction', guarded: true },
  payment: { pattern: '/payment', guarded: true },

  cv: { pattern: '/profile/cv', guarded: true },
} as const satisfies Record<string, RouteEntry>;

export interface RouteEntry {
  /** A react-router pattern; at most one `:param` segment. */
  pattern: string;
  /** Without a stored token the router sends the visitor to /login (product §5). */
  guarded?: boolean;
  /** The company's product setting that opens a guarded page to visitors (product §2). */
  openWith?: 'public_course_pages';
  /**
   * The query parameters that decide what the page shows (a search term, filters, the page
   * number): its canonical address and hreflang alternates keep these, in this order, and drop
   * any other (product §17). A sort order is left out: it shows the same courses.
   */
  query?: readonly string[];
  /** Kept out of search engines (the spec's test page, a developer's tool): `noindex` in its head. */
  noindex?: boolean;
}

export type RouteId = keyof typeof routeTable;

/** A fixed path is its string; a path with a parameter is a function of that parameter. */
type Href<P extends string> = P extends `${string}:${string}` ? (param: string | number) => string : P;

export type Paths = { [K in RouteId]: Href<(typeof routeTable)[K]['pattern']> };

function hrefOf(pattern: string): string | ((param: string | number) => string) {
  if (!pattern.includes(':')) return pattern;
  return (param) => pattern.replace(/:[^/]+/, encodeURIComponent(String(param)));
}

/** Links to every page: `paths.login`, `paths.course(slug)`. */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([id, entry]) => [id, hrefOf(entry.pattern)]),
) as Paths;

/** The query parameter of /login and /register that names the page to return to after logging in. */
export const RETURN_PARAM = 'next';

/** /login, coming back to `path` (a path of this app, with its query) once logged in. */
export const loginTo = (path: string) =>
  `${routeTable.login.pattern}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
