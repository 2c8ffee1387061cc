import type { Db, SqlRunner } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

/** What the studio's services need from the app, passed in so that they never see a request. */
export interface StudioContext {
  sql: SqlRunner;
  /** Drizzle, for the shared media helpers (lib/media.ts). */
  db: Db;
  limiter: RateLimiter;
  /** The origin a host is served at (the configured scheme and port), for links between sites. */
  originOf(host: string): string;
  /** Whether the studio's cookie on this host must be Secure: its origin is https. */
  secureCookiesOn(host: string): boolean;
  /** A signed, expiring link to a stored file for this user on this tenant (learning/files/links.ts). */
  fileLink(input: { tenantId: number; userId: number; fileId: string }): string;
}
