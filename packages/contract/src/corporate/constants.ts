/** Corporate enrolment in the studio (docs/product.md "The studio": corporate enrolment, decision 54). */
export const CORPORATE_LIMITS = {
  /** The most people one CSV file enrols. */
  maxRows: 5000,
  /** A person's name, as registration allows it. */
  maxName: 120,
  /** An email address (RFC 5321's longest path). */
  maxEmail: 254,
  /** The CSV file's text, in characters: 5,000 rows of long names and addresses fit. */
  maxCsvChars: 2_000_000,
  maxClient: 200,
  maxInvoice: 60,
  /** The list's search words. */
  maxSearch: 100,
  /** The most courses one corporate order enrols in. */
  maxCourses: 50,
  /** Orders per page of the list, people per page of a cohort. */
  perPage: 25,
  cohortPerPage: 50,
  /** How long an invitation's "set your password" link works. */
  inviteDays: 7,
} as const;

/** The file an admin downloads to fill in: the header row and an example row. */
export const CORPORATE_CSV_TEMPLATE = 'name,email\r\nSiti Rahmawati,siti.rahmawati@example.com\r\n';

/** A person of the file: already a learner of the company, or new (invited by mail). */
export const corporatePersonStatuses = ['existing', 'new'] as const;
export type CorporatePersonStatus = (typeof corporatePersonStatuses)[number];
