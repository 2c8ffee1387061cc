import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, forbidden, notFound } from '../../../lib/http-errors.ts';
import { FileNotFoundError } from '../../../lib/storage/index.ts';
import { hlsPrefix, rewritePlaylist, signHlsLink, verifyHlsLink, type HlsLink } from './hls-links.ts';
import { findReadyVideo, mayPlayVideoFile } from './queries.ts';
import { parseRange } from './range.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** What lib/video/transcode.ts writes its segments as (MPEG-TS). */
const SEGMENT_TYPE = 'video/mp2t';
/** Our playlists are a few kB (a 4-hour video's is ~300 kB); anything larger is not ours. */
const MAX_PLAYLIST_BYTES = 2 * 1024 * 1024;

/**
 * A transcoded video's HLS ladder behind signed links (hls-links.ts, docs/decisions.md §45, §48),
 * with the statuses of lesson files (routes.ts): forged, altered or moved to another path 403,
 * expired 410, another tenant's link or video 404. Playlists are answered rewritten, every URI in
 * them replaced by its own link for the same learner that expires with the playlist's. The master
 * playlist asks whether the video is ready and the learner may play it (owns the course, or a
 * preview lesson); what it links to is then served from the link alone (see `serve`). Segments are
 * streamed from storage with Range support.
 */
export default async function hlsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // `master.m3u8`, and `<rung>p/<file>` (a rendition's playlist or segment): two routes, no wildcard.
  const part = z.string().max(40);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/hls/:token/:part',
    exposeHeadRoute: false,
    onRequest: app.tenantCall,
    compress: false,
    schema: { hide: true, params: z.object({ token: z.string().max(200), part }) },
    handler: async (request, reply) => serve(app, request, reply, request.params.token, request.params.part),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/hls/:token/:part/:file',
    exposeHeadRoute: false,
    onRequest: app.tenantCall,
    compress: false,
    schema: { hide: true, params: z.object({ token: z.string().max(200), part, file: part }) },
    handler: async (request, reply) =>
      serve(app, request, reply, request.params.token, `${request.params.part}/${request.params.file}`),
  });
}

async function serve(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  path: string,
) {
  const now = Date.now();
  const link = verifyHlsLink(app.env.FILE_LINK_SECRET, token, path, now);
  if (link === 'invalid') throw forbidden('This link is not valid');
  if (link === 'expired') {
    throw new HttpError(410, 'This link has expired: open the lesson again for a new one', 'link_expired');
  }
  if (link.tenantId !== request.tenant.id) throw notFound('Video not found');
  // Only the master playlist asks the database (the video is ready, the learner may play it). Its
  // renditions' playlists and their segments are served from the link alone, with no query per
  // segment: their links are minted only in an answer that passed that check (the master's, then
  // a rendition's), for the same learner, video and expiry, and the MAC binds each to its one path
  // under the video's folder. So a refund stops the next master playlist, and links already given
  // play until they expire (≤ 4 hours), as a lesson file's MP4 link does (decision 48).
  if (path === 'master.m3u8') await assertMayPlay(app, link);
  const key = `${hlsPrefix(link.videoId)}/${path}`;

  reply.headers({
    // Private: the links are the learner's; reused only until they expire.
    'cache-control': `private, max-age=${Math.max(0, Math.floor((link.expiresAt - now) / 1000))}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  try {
    if (path.endsWith('.m3u8')) return await playlist(app, request, reply, link, key);
    return await segment(app, request, reply, key);
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    request.log.error({ videoId: link.videoId, key }, 'HLS file missing from storage');
    throw notFound('Video not found');
  }
}

/**
 * The master playlist's check: not found while the link's video is not a ready video of the tenant;
 * 403 unless a preview lesson plays it or the learner owns a course that does.
 */
async function assertMayPlay(app: FastifyInstance, link: HlsLink) {
  const video = await findReadyVideo(app.database.sql, link.tenantId, link.videoId);
  if (!video) throw notFound('Video not found');
  if (!(await mayPlayVideoFile(app.database.sql, link.tenantId, link.userId, video.mp4FileId))) {
    throw forbidden('You cannot play this video');
  }
}

async function playlist(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  link: HlsLink,
  key: string,
) {
  const stat = await app.storage.stat(key);
  if (!stat) throw new FileNotFoundError(key);
  if (stat.size > MAX_PLAYLIST_BYTES) throw notFound('Video not found');
  const chunks: Buffer[] = [];
  for await (const chunk of await app.storage.read(key)) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  const { text, dropped } = rewritePlaylist(Buffer.concat(chunks).toString('utf8'), link.path, (path) =>
    signHlsLink({
      secret: app.env.FILE_LINK_SECRET,
      tenantId: link.tenantId,
      userId: link.userId,
      videoId: link.videoId,
      path,
      expiresAt: link.expiresAt,
    }),
  );
  if (dropped.length > 0) request.log.warn({ key, dropped: dropped.slice(0, 5) }, 'playlist lines left out');
  const body = Buffer.from(text, 'utf8');
  reply.headers({ 'content-type': PLAYLIST_TYPE, 'content-length': String(body.length) });
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

async function segment(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string) {
  const stat = await app.storage.stat(key);
  if (!stat) throw new FileNotFoundError(key);
  const size = stat.size;
  reply.headers({ 'content-type': SEGMENT_TYPE, 'accept-ranges': 'bytes' });
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'Range not satisfiable', 'range_not_satisfiable', undefined, {
      'content-range': `bytes */${size}`,
    });
  }
  const length = range ? range.end - range.start + 1 : size;
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('content-length', String(length));
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(await app.storage.read(key, range ?? undefined));
}
