import type { Locale } from '@app/contract/envelope';
import type { SqlRunner } from '../../db/client.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { AnswerVersions } from '../../lib/answer-versions.ts';
import type { Log } from '../../lib/log.ts';
import type { Messenger } from '../../lib/messenger.ts';
import type { PdfRenderer } from '../../lib/pdf-pool.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { VersionedAnswers } from '../../lib/versioned-answers.ts';
import type { PaymentGateway } from './gateways/gateway.ts';

/** What the commerce services need from the app, passed in so that they never see a request. */
export interface CommerceContext {
  sql: SqlRunner;
  limiter: RateLimiter;
  /** Order-history pages, kept under the user's 'orders' version (lib/answer-versions.ts). */
  answers: VersionedAnswers;
  messenger: Messenger;
  /** Draws receipts in worker threads. */
  pdf: PdfRenderer;
  /** Minutes a pending order waits for payment. */
  orderExpiryMinutes: number;
  /** The gateway a tenant's orders are paid through. */
  gatewayFor(tenant: Tenant): PaymentGateway;
  /** A gateway by name with a tenant's keys (the deployment's when null), for its notifications. */
  gatewayByName(name: PaymentGateway['name'], tenant: Tenant | null): PaymentGateway | null;
  /** The origin of a tenant's site (its primary domain), for return and notification URLs. */
  siteOrigin(tenant: Pick<Tenant, 'primaryHost'>): string;
}

/** Who is asking, and in which language answers should be. */
export interface Caller {
  tenant: Tenant;
  user: { id: number; email: string; fullName: string; phoneNumber: string; phoneCountryCode: string };
  lang: Locale;
  /** Read with the session (plugins/auth.ts); null on calls without a token. */
  versions: AnswerVersions | null;
  ip: string;
  userAgent: string;
  log: Log;
}
