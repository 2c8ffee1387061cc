import type { CoursePreview, PreviewLink } from '@app/contract/preview/schemas';
import type { SqlRunner } from '../../db/client.ts';
import type { Caller, SignedInCaller } from '../../lib/caller.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isStudioRole } from '../../plugins/studio-auth.ts';
import { editorOf, notYours } from '../studio/courses/service.ts';
import { draftAsLearnersSeeIt, mayPreview } from '../studio/preview/service.ts';
import * as q from './queries.ts';
import { signPreviewToken, verifyPreviewToken } from './token.ts';

/** What previews need from the app, passed in so that they never see a request. */
export interface PreviewContext {
  sql: SqlRunner;
  /** The server's link secret (env FILE_LINK_SECRET), which signs file links too. */
  secret: string;
  /** The origin a host is served at, for the link to the learners' site. */
  originOf(host: string): string;
  /** A signed, expiring link to a stored file for this user on this tenant (learning/files/links.ts). */
  fileLink(input: { tenantId: number; userId: number; fileId: string }): string;
}

/** Every refusal but a link's age looks the same: nothing tells a guesser what was wrong. */
const noPreview = () => notFound('No such preview: open the preview again from the studio');

/**
 * "Preview as learner" in the studio (docs/decisions.md §47): a link to the draft on the company's
 * learners' site, for someone who may edit it (the course's contributor or the company's admin;
 * anyone else 404, as for opening the draft). It is a read-only capability for this draft.
 */
export async function previewLinkFor(
  ctx: PreviewContext,
  caller: SignedInCaller,
  draftId: number,
): Promise<PreviewLink> {
  if (!(await mayPreview(ctx.sql, editorOf(caller), draftId))) throw notYours();
  const { token, expiresAt } = signPreviewToken({
    secret: ctx.secret,
    tenantId: caller.tenant.id,
    userId: caller.user.id,
    draftId,
  });
  return {
    url: `${ctx.originOf(caller.tenant.primaryHost)}/preview/${token}`,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

/**
 * The learners' site's side: the draft a link names, if the link is this host's company's, has not
 * expired (410), and its user may still edit the draft: a contributor taken off the course, or no
 * longer a contributor, has a dead link at once. Anything else answers 404.
 */
export async function previewOf(ctx: PreviewContext, caller: Caller, token: string): Promise<CoursePreview> {
  const grant = verifyPreviewToken(ctx.secret, token);
  if (grant === 'expired') {
    throw new HttpError(
      410,
      'This preview link has expired: open the preview again from the studio',
      'link_expired',
    );
  }
  if (grant === 'invalid' || grant.tenantId !== caller.tenant.id) throw noPreview();
  const user = await q.linkUser(ctx.sql, caller.tenant.id, grant.userId);
  if (!user || !isStudioRole(user.role)) throw noPreview();
  const viewer = { tenantId: caller.tenant.id, userId: user.id, admin: user.role === 'admin' };
  const view = await draftAsLearnersSeeIt(ctx, caller, viewer, grant.draftId);
  if (!view) throw noPreview();
  return { expires_at: new Date(grant.expiresAt).toISOString(), ...view };
}
