import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to lesson files. A <video>, <track> or PDF viewer fetches its URL by
 * itself, with no Authorization header, so the link is the permission: the learning API issues
 * one when it lets a learner (or, for a preview lesson, anyone) read the lesson, and the file
 * route checks only the link, the host's tenant and the file's tenant.
 *
 * Token: base64url(payload ‖ HMAC-SHA256(secret, payload)); the payload is 30 bytes, so a link
 * stays well under the router's 200-character parameter limit:
 *   version (1) · flags (1: bit 0 = has user) · tenant id (u32) · user id (u32) · file uuid (16) ·
 *   expiry (u32, Unix seconds)
 */
export const FILE_LINK_TTL_SECONDS = 4 * 60 * 60;

const VERSION = 1;
const PAYLOAD_BYTES = 30;
const MAC_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]+$/;
const U32 = 0xffff_ffff;

export interface FileLink {
  tenantId: number;
  userId: number | null;
  fileId: string;
  /** Unix time in ms. */
  expiresAt: number;
}

const mac = (secret: string, payload: Buffer) => createHmac('sha256', secret).update(payload).digest();

/** A path, `/api/files/<token>`, valid for ttlSeconds (default 4 hours) from now. */
export function signFileLink(input: {
  secret: string;
  tenantId: number;
  userId: number | null;
  fileId: string;
  ttlSeconds?: number;
  now?: number;
}): string {
  const { secret, tenantId, userId, fileId } = input;
  const now = input.now ?? Date.now();
  const ttl = input.ttlSeconds ?? FILE_LINK_TTL_SECONDS;
  if (!Number.isInteger(tenantId) || tenantId < 0 || tenantId > U32) throw new RangeError('tenantId');
  if (userId !== null && (!Number.isInteger(userId) || userId < 0 || userId > U32)) {
    throw new RangeError('userId');
  }
  if (!UUID.test(fileId)) throw new RangeError('fileId');
  const expires = Math.floor(now / 1000) + Math.max(1, Math.round(ttl));
  if (expires > U32) throw new RangeError('ttlSeconds');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt8(userId === null ? 0 : 1, 1);
  payload.writeUInt32BE(tenantId, 2);
  payload.writeUInt32BE(userId ?? 0, 6);
  Buffer.from(fileId.replaceAll('-', ''), 'hex').copy(payload, 10);
  payload.writeUInt32BE(expires, 26);
  const token = Buffer.concat([payload, mac(secret, payload)]).toString('base64url');
  return `/api/files/${token}`;
}

/** What a link grants, or why not: 'invalid' (forged, altered, malformed) or 'expired'. */
export function verifyFileLink(
  secret: string,
  token: string,
  now = Date.now(),
): FileLink | 'expired' | 'invalid' {
  if (token.length !== Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3) || !TOKEN.test(token))
    return 'invalid';
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per link: stray bits in the last character do not make a second valid token.
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return 'invalid';
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload))) return 'invalid';
  if (payload.readUInt8(0) !== VERSION) return 'invalid';
  const flags = payload.readUInt8(1);
  const hex = payload.subarray(10, 26).toString('hex');
  const link: FileLink = {
    tenantId: payload.readUInt32BE(2),
    userId: flags & 1 ? payload.readUInt32BE(6) : null,
    fileId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    expiresAt: payload.readUInt32BE(26) * 1000,
  };
  return now >= link.expiresAt ? 'expired' : link;
}
