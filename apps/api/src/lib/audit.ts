import type { SqlRunner } from '../db/client.ts';
import type { Log } from './log.ts';

/** The security events of the accounts that are kept (product §11). */
export type AuditEvent =
  | 'register'
  | 'email_confirmed'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'profile_updated'
  | 'email_change_refused'
  /** An order's state changed: paid, expired, cancelled, refunded (and by whom: a gateway, the learner, the expiry job). */
  | 'payment_status_changed'
  /** A gateway ended one payment attempt (declined, expired) while its order stays payable. */
  | 'payment_attempt_ended'
  /** The operator's tenant command gave a user another role. */
  | 'role_changed'
  /** The studio (issue 24): a contributor signed in, and every change to a course (who, what, when). */
  | 'studio_sign_in'
  | 'studio_course_created'
  | 'studio_course_saved'
  | 'studio_course_published'
  /** A draft's curriculum saved (lessons added, removed, edited), and quiz questions imported from CSV. */
  | 'studio_curriculum_saved'
  | 'studio_quiz_imported'
  /** An admin gave money back (issue 25 item 2): of an order, whole or part, or a payment flagged to refund; or the gateway refused. */
  | 'studio_order_refunded'
  | 'studio_payment_refunded'
  | 'studio_refund_failed';

type DetailValue = string | number | boolean | null | string[];

export interface AuditEntry {
  tenantId: number;
  /** Null when no account is known (a failed login with an unknown email). */
  userId: number | null;
  event: AuditEvent;
  ip: string;
  userAgent: string;
  /** Small facts about the event: the login method, the email given, a reason. */
  detail?: Record<string, DetailValue>;
}

/** Keys that name a secret: dropped from the detail whatever a caller passes. */
const SECRET_KEY = /pass|token|secret|otp|code|hash|cookie|authorization/i;
/** Long enough for any email address; a user agent is cut to a few hundred characters too. */
const MAX_TEXT = 300;

/** PostgreSQL text and jsonb cannot hold NUL. */
const cut = (text: string) => text.replaceAll('\u0000', '').slice(0, MAX_TEXT);

function cleanDetail(detail: Record<string, DetailValue> = {}) {
  const clean: Record<string, DetailValue> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (SECRET_KEY.test(key)) continue;
    clean[key] = typeof value === 'string' ? cut(value) : Array.isArray(value) ? value.map(cut) : value;
  }
  return clean;
}

/**
 * Writes one audit event. It never fails the request it belongs to: a write that fails is
 * logged and the request goes on. Callers pass no secret (no password, token or code), and the
 * detail keys that look like one are dropped as a second line of defence.
 */
export async function recordAudit(sql: Pick<SqlRunner, 'query'>, entry: AuditEntry, log: Log): Promise<void> {
  try {
    await sql.query(
      `INSERT INTO audit_events (tenant_id, user_id, event, ip, user_agent, detail)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        entry.tenantId,
        entry.userId,
        entry.event,
        cut(entry.ip),
        cut(entry.userAgent),
        JSON.stringify(cleanDetail(entry.detail)),
      ],
    );
  } catch (error) {
    log.error({ event: entry.event, err: { message: (error as Error).message } }, 'audit event not recorded');
  }
}
