import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_LINK_TTL_SECONDS } from './links.ts';

/**
 * Signed, expiring links to the HLS ladder of a transcoded video (docs/decisions.md §45): one link
 * per file of the ladder (the master playlist, each rendition's playlist, each segment), so a
 * player that fetches by itself (native HLS, hls.js) needs no Authorization header, and a link
 * names exactly one file. The same secret and lifetime as lesson files (links.ts).
 *
 * URL: `/api/hls/<token>/<path>`, path one of `master.m3u8`, `<rung>p/index.m3u8`,
 * `<rung>p/seg_<n>.ts` (what lib/video/transcode.ts writes). Token:
 *   base64url(payload ‖ HMAC-SHA256(secret, payload ‖ "\n" ‖ path)), payload 30 bytes:
 *   version (1, = 2: never a file link's 1) · flags (1: bit 0 = has user) · tenant id (u32) ·
 *   user id (u32) · video uuid (16) · expiry (u32, Unix seconds)
 * The path is under the MAC, so a token altered or moved to another path is refused.
 */
const VERSION = 2;
const PAYLOAD_BYTES = 30;
const MAC_BYTES = 32;
const TOKEN_CHARS = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]+$/;
const U32 = 0xffff_ffff;

/** The files of a ladder a link may name: nothing else (no `..`, no other folder). */
export const HLS_PATH = /^(?:master\.m3u8|[0-9]{1,4}p\/(?:index\.m3u8|seg_[0-9]{1,6}\.ts))$/;

export interface HlsLink {
  tenantId: number;
  userId: number | null;
  videoId: string;
  path: string;
  /** Unix time in ms. */
  expiresAt: number;
}

const mac = (secret: string, payload: Buffer, path: string) =>
  createHmac('sha256', secret).update(payload).update(`\n${path}`).digest();

/**
 * `/api/hls/<token>/<path>`, valid until `expiresAt` (ms; a playlist's links expire with the
 * playlist's own link) or for ttlSeconds from now (default: as lesson files, 4 hours).
 */
export function signHlsLink(input: {
  secret: string;
  tenantId: number;
  userId: number | null;
  videoId: string;
  path?: string;
  expiresAt?: number;
  ttlSeconds?: number;
  now?: number;
}): string {
  const { secret, tenantId, userId, videoId } = input;
  const path = input.path ?? 'master.m3u8';
  if (!Number.isInteger(tenantId) || tenantId < 0 || tenantId > U32) throw new RangeError('tenantId');
  if (userId !== null && (!Number.isInteger(userId) || userId < 0 || userId > U32)) {
    throw new RangeError('userId');
  }
  if (!UUID.test(videoId)) throw new RangeError('videoId');
  if (!HLS_PATH.test(path)) throw new RangeError('path');
  const expires =
    input.expiresAt !== undefined
      ? Math.floor(input.expiresAt / 1000)
      : Math.floor((input.now ?? Date.now()) / 1000) +
        Math.max(1, Math.round(input.ttlSeconds ?? FILE_LINK_TTL_SECONDS));
  if (!Number.isInteger(expires) || expires < 0 || expires > U32) throw new RangeError('expiresAt');
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(VERSION, 0);
  payload.writeUInt8(userId === null ? 0 : 1, 1);
  payload.writeUInt32BE(tenantId, 2);
  payload.writeUInt32BE(userId ?? 0, 6);
  Buffer.from(videoId.replaceAll('-', ''), 'hex').copy(payload, 10);
  payload.writeUInt32BE(expires, 26);
  const token = Buffer.concat([payload, mac(secret, payload, path)]).toString('base64url');
  return `/api/hls/${token}/${path}`;
}

/** What a link grants, or why not: 'invalid' (forged, altered, another path, malformed) or 'expired'. */
export function verifyHlsLink(
  secret: string,
  token: string,
  path: string,
  now = Date.now(),
): HlsLink | 'expired' | 'invalid' {
  if (token.length !== TOKEN_CHARS || !TOKEN.test(token) || !HLS_PATH.test(path)) return 'invalid';
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return 'invalid';
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(secret, payload, path))) return 'invalid';
  if (payload.readUInt8(0) !== VERSION) return 'invalid';
  const flags = payload.readUInt8(1);
  const hex = payload.subarray(10, 26).toString('hex');
  const link: HlsLink = {
    tenantId: payload.readUInt32BE(2),
    userId: flags & 1 ? payload.readUInt32BE(6) : null,
    videoId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    path,
    expiresAt: payload.readUInt32BE(26) * 1000,
  };
  return now >= link.expiresAt ? 'expired' : link;
}

/**
 * A playlist with every URI line replaced by its own signed link (the same learner, the same
 * expiry): `resolve` gets each URI relative to the ladder's root (`240p/index.m3u8`,
 * `240p/seg_<n>.ts`) and answers its link. A URI outside the ladder's grammar is left out.
 */
export function rewritePlaylist(
  text: string,
  playlistPath: string,
  resolve: (path: string) => string,
): { text: string; dropped: string[] } {
  const dir = playlistPath.includes('/') ? playlistPath.slice(0, playlistPath.lastIndexOf('/') + 1) : '';
  const dropped: string[] = [];
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      // Tags with a URI="…" attribute (keys, maps, media) are not written by our transcoder.
      if (/URI="/i.test(line)) {
        dropped.push(line);
        continue;
      }
      out.push(line);
      continue;
    }
    const path = `${dir}${line}`;
    if (!HLS_PATH.test(path)) {
      dropped.push(line);
      // The #EXTINF / #EXT-X-STREAM-INF before it describes a URI that is gone.
      if (out.length > 0 && /^#EXT(?:INF|-X-STREAM-INF)/.test(out.at(-1)!)) out.pop();
      continue;
    }
    out.push(resolve(path));
  }
  return { text: out.join('\n'), dropped };
}
