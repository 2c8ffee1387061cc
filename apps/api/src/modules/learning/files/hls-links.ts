import { signToken, verifyToken } from '../../../lib/signed-token.ts';
import { FILE_LINK_TTL_SECONDS } from './links.ts';

/**
 * Signed, expiring links to the HLS ladder of a transcoded video (docs/decisions.md §45, §48): one
 * link per file of the ladder (the master playlist, each rendition's playlist, each segment), so a
 * player that fetches by itself (native HLS, hls.js) needs no Authorization header, and a link
 * names exactly one file. The same secret, lifetime and token as lesson files (links.ts).
 *
 * URL: `/api/hls/<token>/<path>`, path one of `master.m3u8`, `<rung>p/index.m3u8`,
 * `<rung>p/seg_<n>.ts` (what lib/video/transcode.ts writes), stored under `hlsPrefix(video)`.
 * Token: lib/signed-token.ts, version 2 (never a file link's 1), the uuid the video's, the scope
 * the path: a token altered or moved to another path is refused.
 */
const VERSION = 2;

/** The files of a ladder a link may name: nothing else (no `..`, no other folder). */
export const HLS_PATH = /^(?:master\.m3u8|[0-9]{1,4}p\/(?:index\.m3u8|seg_[0-9]{1,6}\.ts))$/;

/** The storage folder of a video's files (the transcoding job writes there; links read there). */
export const hlsPrefix = (videoId: string) => `video/${videoId}`;

export interface HlsLink {
  tenantId: number;
  userId: number | null;
  videoId: string;
  path: string;
  /** Unix time in ms. */
  expiresAt: number;
}

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
  const { videoId, path = 'master.m3u8', ttlSeconds = FILE_LINK_TTL_SECONDS, ...rest } = input;
  if (!HLS_PATH.test(path)) throw new RangeError('path');
  return `/api/hls/${signToken({ ...rest, version: VERSION, id: videoId, scope: path, ttlSeconds })}/${path}`;
}

/** What a link grants, or why not: 'invalid' (forged, altered, another path, malformed) or 'expired'. */
export function verifyHlsLink(
  secret: string,
  token: string,
  path: string,
  now = Date.now(),
): HlsLink | 'expired' | 'invalid' {
  if (!HLS_PATH.test(path)) return 'invalid';
  const link = verifyToken(secret, token, { version: VERSION, scope: path }, now);
  if (typeof link === 'string') return link;
  const { id, ...rest } = link;
  return { ...rest, videoId: id, path };
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
