import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one layout of our signed, expiring links (lesson files, HLS ladders): a link is its own
 * permission, so a <video>, <track> or player that fetches by itself needs no Authorization header.
 *
 * Token: base64url(payload ‖ HMAC-SHA256(secret, payload [‖ "\n" ‖ scope])), payload 30 bytes:
 *   version (1) · flags (1: bit 0 = has user) · tenant id (u32) · user id (u32) · uuid (16) ·
 *   expiry (u32, Unix seconds)
 * 83 characters, well under the router's 200-character parameter limit. The version says what
 * the uuid names (a file, a video), so one kind of link is never read as another. The scope (an
 * HLS link's path inside its ladder) is under the MAC but not in the token: the URL carries it,
 * and a token moved to another scope is refused. No scope MACs the payload alone.
 */
export interface SignedToken {
  tenantId: number;
  userId: number | null;
  /** A uuid: the file or video the link names. */
  id: string;
  /** Unix time in ms. */
  expiresAt: number;
}

const PAYLOAD_BYTES = 30;
const MAC_BYTES = 32;
const TOKEN_CHARS = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]+$/;
const U32 = 0xffff_ffff;

function mac(secret: string, payload: Buffer, scope: string): Buffer {
  const hmac = createHmac('sha256', secret).update(payload);
  if (scope !== '') hmac.update(`\n${scope}`);
  return hmac.digest();
}

/**
 * A token for `id`, expiring at `expiresAt` (ms, e.g. a parent link's expiry) or `ttlSeconds`
 * from `now`. Throws a RangeError naming what it could not carry.
 */
export function signToken(input: {
  secret: string;
  version: number;
  tenantId: number;
  userId: number | null;
  id: string;
  scope?: string;
  expiresAt?: number;
  ttlSeconds?: number;
  now?: number;
}): string {
  const { secret, version, tenantId, userId, id } = input;
  if (!Number.isInteger(version) || version < 1 || version > 0xff) throw new RangeError('version');
  if (!Number.isInteger(tenantId) || tenantId < 0 || tenantId > U32) throw new RangeError('tenantId');
  if (userId !== null && (!Number.isInteger(userId) || userId < 0 || userId > U32)) {
    throw new RangeError('userId');
  }
  if (!UUID.test(id)) throw new RangeError('id');
  const expires =
    input.expiresAt !== undefined
      ? Math.floor(input.expiresAt / 1000)
      : Math.floor((input.now ?? Date.now()) / 1000) + Math.max(1, Math.round(input.ttlSeconds ?? 0));
  if (!Number.isInteger(expires) || expires < 0 || expires > U32) throw new RangeError('expiresAt');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(version, 0);
  payload.writeUInt8(userId === null ? 0 : 1, 1);
  payload.writeUInt32BE(tenantId, 2);
  payload.writeUInt32BE(userId ?? 0, 6);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(payload, 10);
  payload.writeUInt32BE(expires, 26);
  return Buffer.concat([payload, mac(secret, payload, input.scope ?? '')]).toString('base64url');
}

/**
 * What a token grants, or why not: 'invalid' (forged, altered, another version or scope,
 * malformed) or 'expired' (from its expiry on).
 */
export function verifyToken(
  secret: string,
  token: string,
  expect: { version: number; scope?: string },
  now = Date.now(),
): SignedToken | 'expired' | 'invalid' {
  if (token.length !== TOKEN_CHARS || !TOKEN.test(token)) return 'invalid';
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per link: stray bits in the last character do not make a second valid token.
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return 'invalid';
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload, expect.scope ?? ''))) {
    return 'invalid';
  }
  if (payload.readUInt8(0) !== expect.version) return 'invalid';
  const hex = payload.subarray(10, 26).toString('hex');
  const link: SignedToken = {
    tenantId: payload.readUInt32BE(2),
    userId: payload.readUInt8(1) & 1 ? payload.readUInt32BE(6) : null,
    id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    expiresAt: payload.readUInt32BE(26) * 1000,
  };
  return now >= link.expiresAt ? 'expired' : link;
}
