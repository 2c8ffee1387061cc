import { signToken, verifyToken } from '../../lib/signed-token.ts';

/**
 * Unsubscribe links (decision 55): lib/signed-token.ts's layout, version 3, naming the company,
 * the learner and the announcement whose mail carried the link, under a scope of their own. The
 * key is the database's (queries.ts unsubscribeKey), not FILE_LINK_SECRET, which may be made anew
 * at each start: a link in a mail must work for years.
 */
const VERSION = 3;
const SCOPE = 'announcement-unsubscribe';
/** Five years: a learner may find an old mail; the link only ever unsubscribes its own learner. */
export const UNSUBSCRIBE_TTL_SECONDS = 5 * 365 * 86_400;

export const signUnsubscribe = (
  secret: string,
  input: { tenantId: number; userId: number; announcementId: string; now?: number },
) =>
  signToken({
    secret,
    version: VERSION,
    scope: SCOPE,
    tenantId: input.tenantId,
    userId: input.userId,
    id: input.announcementId,
    ttlSeconds: UNSUBSCRIBE_TTL_SECONDS,
    ...(input.now === undefined ? {} : { now: input.now }),
  });

/** The link's company, learner and announcement, or why not ('invalid', 'expired'). */
export function readUnsubscribe(secret: string, token: string, now = Date.now()) {
  const link = verifyToken(secret, token, { version: VERSION, scope: SCOPE }, now);
  if (typeof link === 'string') return link;
  if (link.userId === null) return 'invalid' as const;
  return { tenantId: link.tenantId, userId: link.userId, announcementId: link.id };
}
