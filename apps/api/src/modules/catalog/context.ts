import type { Db, SqlRunner } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CatalogCaches } from './answers.ts';

/** What the catalogue's services need from the app, passed in so that they never see a request. */
export interface CatalogContext {
  sql: SqlRunner;
  /** The query builder, for the content the tenant module reads with it (banners). */
  db: Db;
  limiter: RateLimiter;
  /** Short-lived pages of lists and searches (answers.ts), dropped on catalogue changes. */
  caches: CatalogCaches;
}
