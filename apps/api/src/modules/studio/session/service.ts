import type { StudioCompany, StudioSession } from '@app/contract/studio/schemas';
import { HANDOFF_SECONDS, STUDIO_COOKIE, STUDIO_SESSION_HOURS } from '@app/contract/studio/constants';
import type { Tenant } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Caller, SignedInCaller } from '../../../lib/caller.ts';
import { tenantLanguage } from '../../../lib/caller.ts';
import { forbidden, notFound, unauthorized } from '../../../lib/http-errors.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import { isStudioRole } from '../../../plugins/studio-auth.ts';
import type { StudioContext } from '../context.ts';
import { limits } from '../limits.ts';
import * as q from './queries.ts';

const notContributor = () => forbidden('The studio is for the company’s contributors', 'not_a_contributor');

/**
 * "Login As Contributor" on the learners' site: a one-time code for the studio, single use, 60
 * seconds. It travels in the address's fragment, which browsers never send to a server, so no log
 * or Referer holds it; the studio's page posts it to its own origin.
 */
export async function createHandoff(ctx: StudioContext, caller: SignedInCaller) {
  if (!isStudioRole(caller.user.role)) throw notContributor();
  const host = await q.studioHostOf(ctx.sql, caller.tenant.id);
  if (!host) throw notFound('This company has no studio', 'no_studio');
  await ctx.limiter.check([[limits.handoffUser, String(caller.user.id)]]);
  const code = newToken();
  await q.insertHandoff(ctx.sql, {
    codeHash: hashToken(code),
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    seconds: HANDOFF_SECONDS,
  });
  return { url: `${ctx.originOf(host)}/sign-in#code=${code}`, expires_in: HANDOFF_SECONDS };
}

/** The cookie of a new studio session: HttpOnly, SameSite=Strict and host-only (no Domain). */
export const sessionCookie = (token: string, secure: boolean) =>
  `${STUDIO_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${STUDIO_SESSION_HOURS * 3600}${secure ? '; Secure' : ''}`;

export const clearedCookie = (secure: boolean) =>
  `${STUDIO_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;

/** Exchanges a one-time code for a studio session on this studio host; answers the cookie's token. */
export async function signIn(ctx: StudioContext, caller: Caller, code: string) {
  await ctx.limiter.check([[limits.signInIp, caller.ip]]);
  const tenantId = caller.tenant.id;
  const result = await ctx.sql.transaction(async (tx) => {
    const handoff = await q.useHandoff(tx, hashToken(code), tenantId);
    if (!handoff) return null;
    if (!isStudioRole(handoff.role)) return { refused: true as const, userId: handoff.user_id };
    const token = newToken();
    await q.insertSession(tx, {
      tokenHash: hashToken(token),
      tenantId,
      userId: handoff.user_id,
      host: caller.host.toLowerCase(),
      hours: STUDIO_SESSION_HOURS,
    });
    return { token, userId: handoff.user_id };
  });
  if (!result) {
    throw unauthorized(
      'This sign-in link was used or has expired. Open the studio from the site again.',
      'handoff_invalid',
    );
  }
  if ('refused' in result) throw notContributor();
  await recordAudit(
    ctx.sql,
    { tenantId, userId: result.userId, event: 'studio_sign_in', ip: caller.ip, userAgent: caller.userAgent },
    caller.log,
  );
  return { token: result.token, session: await sessionOf(ctx, caller.tenant, result.userId) };
}

export async function signOut(ctx: StudioContext, caller: SignedInCaller) {
  if (caller.tokenHash) await q.revokeSession(ctx.sql, caller.tokenHash);
}

/** The signed-in contributor and the company whose studio this is (its brand, for the studio's look). */
export async function sessionOf(ctx: StudioContext, tenant: Tenant, userId: number): Promise<StudioSession> {
  const user = await q.sessionUser(ctx.sql, userId);
  const company: StudioCompany = {
    name: tenant.companyName,
    logo_url: mediaUrl(tenant.logoMediaId),
    primary_color: tenant.primaryColor,
    accent_color: tenant.accentColor,
    background_color: tenant.backgroundColor,
    text_color: tenant.textColor,
    currency: tenant.currency,
    default_language: tenantLanguage(tenant),
    site_url: ctx.originOf(tenant.primaryHost),
    singular_name: { id: '', ms: '', ...tenant.singularName },
    plural_name: { id: '', ms: '', ...tenant.pluralName },
  };
  return { user: { ...user, role: user.role === 'admin' ? 'admin' : 'contributor' }, company };
}
