import type { SqlRunner } from '../../db/client.ts';
import type { Tenant } from '../../db/schema/index.ts';
import type { SignedInCaller } from '../../lib/caller.ts';
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

/** Who is asking (lib/caller.ts): a signed-in buyer; answers are in its language. */
export type Caller = SignedInCaller;
