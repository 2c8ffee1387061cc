import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StudioVideo, VideoErrorCode } from '@app/contract/studio/video';
import type { Db, SqlRunner } from '../../../db/client.ts';
import type { VideoAssetRow } from '../../../db/schema/index.ts';
import { enqueue, PermanentJobError, type JobContext } from '../../../lib/jobs/queue.ts';
import type { Log } from '../../../lib/log.ts';
import type { FileStorage } from '../../../lib/storage/index.ts';
import type { VideoBinaries } from '../../../lib/video/binaries.ts';
import { probeVideo, VideoProblem, type VideoInfo } from '../../../lib/video/probe.ts';
import { transcodeVideo } from '../../../lib/video/transcode.ts';
import { hlsPrefix, signFileLink } from '../../learning/files/service.ts';
import {
  findAsset,
  insertAsset,
  markFailed,
  markQueued,
  markReady,
  markTranscoding,
  markUploaded,
  pendingUploads,
  setProgress,
  type StoredOutput,
} from './queries.ts';

/** The queue transcoding jobs go to (lib/jobs). */
export const TRANSCODE_QUEUE = 'video_transcode';

export interface TranscodePayload {
  assetId: string;
  tenantId: number;
}

export interface VideoContext {
  db: Db;
  sql: SqlRunner;
  storage: FileStorage;
  /** Resolved at first use: a server without ffmpeg still starts, and says why a video fails. */
  binaries(): VideoBinaries;
  /** The tus store's folder: `<id>` is the upload's bytes, `<id>.json` its offset and metadata. */
  uploadDir: string;
  /** Scratch space of transcoding jobs, one folder per video. */
  workDir: string;
  ladder: readonly number[];
  threads: number;
  maxBytes: number;
  maxSeconds: number;
  fileLinkSecret: string;
  /** Tells this instance's worker that a job is waiting. */
  wake(): void;
  log: Log;
}

/** A new upload of a company's contributor: its row, before any byte arrives. */
export async function createUpload(
  ctx: VideoContext,
  input: { id: string; tenantId: number; userId: number; fileName: string; byteSize: number },
): Promise<void> {
  await insertAsset(ctx.db, {
    id: input.id,
    tenantId: input.tenantId,
    uploadedBy: input.userId,
    fileName: input.fileName.slice(0, 255),
    byteSize: input.byteSize,
  });
}

/** The company's video, or null (another company's is null too: answered 404). */
export const videoOf = (ctx: Pick<VideoContext, 'db'>, tenantId: number, id: string) =>
  findAsset(ctx.db, tenantId, id);

/** The answer of `GET /api/studio/videos/:id`. */
export function videoView(
  ctx: Pick<VideoContext, 'fileLinkSecret'>,
  row: VideoAssetRow,
  userId: number,
): StudioVideo {
  return {
    id: row.id,
    status: row.status,
    progress: row.status === 'ready' ? 100 : Math.round(row.progress * 10) / 10,
    error: row.errorCode ?? null,
    warnings: row.warnings,
    file_name: row.fileName,
    byte_size: row.byteSize,
    duration_ms: row.durationMs,
    width: row.width,
    height: row.height,
    has_audio: row.hasAudio,
    renditions: [...row.renditions].sort((a, b) => a - b),
    poster_url: row.posterFileId
      ? signFileLink({ secret: ctx.fileLinkSecret, tenantId: row.tenantId, userId, fileId: row.posterFileId })
      : null,
    file_id: row.mp4FileId,
  };
}

const uploadPath = (ctx: Pick<VideoContext, 'uploadDir'>, id: string) => join(ctx.uploadDir, id);

/** The tus store's record of an upload: its size and how many bytes are on disk. */
async function uploadState(
  ctx: VideoContext,
  id: string,
): Promise<{ size: number; offset: number; type: string } | null> {
  try {
    const info = JSON.parse(await readFile(`${uploadPath(ctx, id)}.json`, 'utf8')) as {
      size?: number;
      metadata?: Record<string, string | null>;
    };
    const { size: offset } = await stat(uploadPath(ctx, id));
    return { size: info.size ?? -1, offset, type: info.metadata?.filetype ?? '' };
  } catch {
    return null;
  }
}

/** Removes an upload's bytes and record once the video no longer needs them. */
async function removeUpload(ctx: VideoContext, id: string) {
  await rm(uploadPath(ctx, id), { force: true });
  await rm(`${uploadPath(ctx, id)}.json`, { force: true });
}

const finishing = new Map<string, Promise<VideoAssetRow | null>>();

/**
 * An upload whose bytes are all on disk: probed, its source stored, and its transcoding queued
 * in the transaction that marks it `queued`. Called when the last byte arrives, and again for
 * uploads a stopped server did not finish (at start, and on a client's HEAD): it does nothing to
 * a video already past `uploaded`, and one finish at a time runs per video in this process.
 * A refused video is `failed` with its code, and its bytes are removed.
 */
export function finishUpload(ctx: VideoContext, tenantId: number, id: string): Promise<VideoAssetRow | null> {
  const running = finishing.get(id);
  if (running) return running;
  const work = (async () => {
    const row = await findAsset(ctx.db, tenantId, id);
    if (!row || (row.status !== 'uploading' && row.status !== 'uploaded')) return row;
    const upload = await uploadState(ctx, id);
    if (!upload || upload.offset !== upload.size) return row;
    await markUploaded(ctx.sql, tenantId, id);
    let info: VideoInfo;
    try {
      info = await probeVideo(ctx.binaries().ffprobe, uploadPath(ctx, id), {
        maxBytes: ctx.maxBytes,
        maxSeconds: ctx.maxSeconds,
      });
    } catch (error) {
      if (!(error instanceof VideoProblem)) throw error;
      await markFailed(ctx.sql, tenantId, id, error.code);
      await removeUpload(ctx, id);
      return findAsset(ctx.db, tenantId, id);
    }
    const sourceKey = `${hlsPrefix(id)}/source`;
    const type = /^video\/[\w.+-]+$/.test(upload.type) ? upload.type : 'application/octet-stream';
    await ctx.storage.putFile(sourceKey, uploadPath(ctx, id), type);
    const queued = await ctx.sql
      .transaction(async (tx) => {
        const jobId = await enqueue(
          tx,
          TRANSCODE_QUEUE,
          { assetId: id, tenantId } satisfies TranscodePayload,
          {
            maxAttempts: 3,
          },
        );
        const done = await markQueued(tx, { tenantId, id, info, sourceKey, jobId });
        // Another finish got there first: this job must not exist.
        if (!done) throw new AlreadyQueued();
        return done;
      })
      .catch((error: unknown) => {
        if (error instanceof AlreadyQueued) return false;
        throw error;
      });
    if (queued) ctx.wake();
    return findAsset(ctx.db, tenantId, id);
  })().finally(() => finishing.delete(id));
  finishing.set(id, work);
  return work;
}

class AlreadyQueued extends Error {}

/** At start: uploads whose last byte arrived but whose finish the server did not live to do. */
export async function finishPendingUploads(ctx: VideoContext): Promise<void> {
  for (const { id, tenantId } of await pendingUploads(ctx.sql)) {
    await finishUpload(ctx, tenantId, id).catch((error: unknown) =>
      ctx.log.error({ err: error, videoId: id }, 'could not finish an upload'),
    );
  }
}

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

async function output(
  ctx: VideoContext,
  dir: string,
  key: string,
  path: string,
  contentType: string,
): Promise<StoredOutput> {
  const full = join(dir, path);
  await ctx.storage.putFile(key, full, contentType);
  return { key, contentType, size: (await stat(full)).size, sha256: await sha256Of(full) };
}

/**
 * The transcoding job: the stored source into the HLS ladder, the MP4, the poster; every output
 * stored under `video/<id>/`, then the video is `ready`, in one transaction with its stored files.
 * A job taken again after a crash starts over in an emptied work folder.
 */
export async function transcodeJob(ctx: VideoContext, job: JobContext<TranscodePayload>): Promise<void> {
  const { assetId: id, tenantId } = job.job.payload;
  const row = await findAsset(ctx.db, tenantId, id);
  if (!row || row.status === 'ready' || row.status === 'failed' || !row.sourceKey) return;
  const dir = join(ctx.workDir, id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'out'), { recursive: true });
  await markTranscoding(ctx.sql, tenantId, id, 'transcoding');
  try {
    // A source on local disk is read where it is; from S3 it is copied here first.
    let input = ctx.storage.localPath?.(row.sourceKey);
    if (!input) {
      input = join(dir, 'source');
      await pipeline(await ctx.storage.read(row.sourceKey), createWriteStream(input), { signal: job.signal });
    }
    const { ffmpeg, ffprobe } = ctx.binaries();
    const info = await probeVideo(ffprobe, input, { maxBytes: ctx.maxBytes, maxSeconds: ctx.maxSeconds });
    let written = 0;
    const result = await transcodeVideo({
      ffmpeg,
      input,
      outDir: join(dir, 'out'),
      info,
      ladder: ctx.ladder,
      threads: ctx.threads,
      signal: job.signal,
      onProgress(percent) {
        job.progress(percent);
        if (Date.now() - written < 1000) return;
        written = Date.now();
        void setProgress(ctx.sql, tenantId, id, percent).catch(() => undefined);
      },
    });
    const out = join(dir, 'out');
    const prefix = hlsPrefix(id);
    for (const file of result.files) {
      if (file.path === result.mp4 || file.path === result.poster) continue;
      await ctx.storage.putFile(`${prefix}/${file.path}`, join(out, file.path), file.contentType);
    }
    const mp4 = await output(ctx, out, `${prefix}/video.mp4`, result.mp4, 'video/mp4');
    const poster = await output(ctx, out, `${prefix}/poster.jpg`, result.poster, 'image/jpeg');
    await ctx.sql.transaction((tx) =>
      markReady(tx, {
        tenantId,
        id,
        masterKey: `${prefix}/${result.master}`,
        mp4: { ...mp4, durationMs: info.durationMs },
        poster,
        renditions: result.renditions.map((r) => r.rung),
      }),
    );
    await removeUpload(ctx, id);
  } catch (error) {
    if (error instanceof VideoProblem) throw new PermanentJobError(error.message, error.code);
    // Another attempt follows (the queue's back-off), unless this was the last.
    if (!job.signal.aborted) await markTranscoding(ctx.sql, tenantId, id, 'queued');
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A job that failed for good: the video is `failed` with the code the studio words. */
export async function transcodeFailed(
  ctx: VideoContext,
  payload: TranscodePayload,
  code: string | null,
): Promise<void> {
  const known: VideoErrorCode[] = ['not_a_video', 'video_too_long', 'video_too_big', 'video_corrupt'];
  const errorCode = known.includes(code as VideoErrorCode) ? (code as VideoErrorCode) : 'transcode_failed';
  await markFailed(ctx.sql, payload.tenantId, payload.assetId, errorCode);
  await removeUpload(ctx, payload.assetId);
}
