import { signToken, verifyToken } from '../../../lib/signed-token.ts';

/**
 * Signed, expiring links to lesson files. A <video>, <track> or PDF viewer fetches its URL by
 * itself, with no Authorization header, so the link is the permission: the learning API issues
 * one when it lets a learner (or, for a preview lesson, anyone) read the lesson, and the file
 * route checks only the link, the host's tenant and the file's tenant.
 *
 * Token: lib/signed-token.ts, version 1, the uuid the file's, no scope.
 */
export const FILE_LINK_TTL_SECONDS = 4 * 60 * 60;

const VERSION = 1;

export interface FileLink {
  tenantId: number;
  userId: number | null;
  fileId: string;
  /** Unix time in ms. */
  expiresAt: number;
}

/** A path, `/api/files/<token>`, valid for ttlSeconds (default 4 hours) from now. */
export function signFileLink(input: {
  secret: string;
  tenantId: number;
  userId: number | null;
  fileId: string;
  ttlSeconds?: number;
  now?: number;
}): string {
  const { fileId, ttlSeconds = FILE_LINK_TTL_SECONDS, ...rest } = input;
  return `/api/files/${signToken({ ...rest, version: VERSION, id: fileId, ttlSeconds })}`;
}

/** What a link grants, or why not: 'invalid' (forged, altered, malformed) or 'expired'. */
export function verifyFileLink(
  secret: string,
  token: string,
  now = Date.now(),
): FileLink | 'expired' | 'invalid' {
  const link = verifyToken(secret, token, { version: VERSION }, now);
  if (typeof link === 'string') return link;
  const { id, ...rest } = link;
  return { ...rest, fileId: id };
}
