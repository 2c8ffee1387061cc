import type { SqlRunner } from '../../db/client.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { PdfRenderer } from '../../lib/pdf-pool.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { VersionedAnswers } from '../../lib/versioned-answers.ts';

/** What the learning services need from the app, passed in so that they never see a request. */
export interface LearningContext {
  sql: SqlRunner;
  limiter: RateLimiter;
  /** Mails a learner their new certificate. */
  messenger: Messenger;
  /** Draws certificates in worker threads. */
  pdf: PdfRenderer;
  /** my-learning and course-progress answers, kept under the learner's version (lib/answer-versions.ts). */
  answers: VersionedAnswers;
  /** A signed, expiring link to a stored file, valid for this user on this tenant's host. */
  fileLink(input: { tenantId: number; userId: number | null; fileId: string }): string;
  /** The same for a transcoded video's HLS master playlist (files/hls-links.ts). */
  hlsLink(input: { tenantId: number; userId: number | null; videoId: string }): string;
  /** The origin of a tenant's site (its primary domain), for the certificate's links. */
  siteOrigin(primaryHost: string): string;
}
