import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview links (docs/decisions.md §47): a read-only capability for one draft, signed with the
 * server's link secret (the one file links use, learning/files/links.ts) under a purpose of its own,
 * so that no file link's MAC is ever a preview's.
 *
 * Token: base64url(payload ‖ HMAC-SHA256(secret, purpose ‖ payload)), 66 characters:
 *   version (1) · tenant id (u32) · user id (u32) · draft id (u32) · expiry (u32, Unix seconds)
 */
export const PREVIEW_LINK_TTL_SECONDS = 30 * 60;

const VERSION = 1;
const PURPOSE = 'course-preview\0';
const PAYLOAD_BYTES = 17;
const MAC_BYTES = 32;
const TOKEN_LENGTH = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);
const TOKEN = /^[A-Za-z0-9_-]+$/;
const U32 = 0xffff_ffff;

export interface PreviewGrant {
  tenantId: number;
  userId: number;
  draftId: number;
  /** Unix time in ms. */
  expiresAt: number;
}

const mac = (secret: string, payload: Buffer) =>
  createHmac('sha256', secret).update(PURPOSE).update(payload).digest();

const u32 = (name: string, n: number) => {
  if (!Number.isInteger(n) || n < 0 || n > U32) throw new RangeError(name);
  return n;
};

/** A token for this user's preview of this draft, valid for ttlSeconds (default 30 minutes). */
export function signPreviewToken(input: {
  secret: string;
  tenantId: number;
  userId: number;
  draftId: number;
  ttlSeconds?: number;
  now?: number;
}): { token: string; expiresAt: number } {
  const now = input.now ?? Date.now();
  const expires = u32('ttlSeconds', Math.floor(now / 1000) + (input.ttlSeconds ?? PREVIEW_LINK_TTL_SECONDS));
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt32BE(u32('tenantId', input.tenantId), 1);
  payload.writeUInt32BE(u32('userId', input.userId), 5);
  payload.writeUInt32BE(u32('draftId', input.draftId), 9);
  payload.writeUInt32BE(expires, 13);
  const token = Buffer.concat([payload, mac(input.secret, payload)]).toString('base64url');
  return { token, expiresAt: expires * 1000 };
}

/** What a token grants, or why not: 'invalid' (forged, altered, malformed) or 'expired'. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now = Date.now(),
): PreviewGrant | 'expired' | 'invalid' {
  if (token.length !== TOKEN_LENGTH || !TOKEN.test(token)) return 'invalid';
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: stray bits in the last character do not make a second valid one.
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return 'invalid';
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload))) return 'invalid';
  if (payload.readUInt8(0) !== VERSION) return 'invalid';
  const grant: PreviewGrant = {
    tenantId: payload.readUInt32BE(1),
    userId: payload.readUInt32BE(5),
    draftId: payload.readUInt32BE(9),
    expiresAt: payload.readUInt32BE(13) * 1000,
  };
  return now >= grant.expiresAt ? 'expired' : grant;
}
