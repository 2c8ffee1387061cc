import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '@app/contract/errors';
import { VIDEO_MAX_BYTES } from '@app/contract/studio/video';
import { failure, ok } from '../../../lib/envelope.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors.ts';
import { createWorker } from '../../../lib/jobs/queue.ts';
import { videoBinaries, type VideoBinaries } from '../../../lib/video/binaries.ts';
import {
  createUpload,
  finishPendingUploads,
  finishUpload,
  TRANSCODE_QUEUE,
  transcodeFailed,
  transcodeJob,
  videoOf,
  videoView,
  type TranscodePayload,
  type VideoContext,
} from './service.ts';

/** Where the tus protocol is served (a studio client: tus-js-client with this endpoint). */
export const UPLOADS_PATH = '/api/studio/uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `Upload-Metadata`: `key base64,key base64`; a value may be absent. */
function uploadMetadata(header: string | undefined): Record<string, string> | null {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[\w.-]+$/.test(key)) return null;
    result[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return result;
}

/** A refusal in the failure envelope, as tus hooks throw it. */
const tusRefusal = (status: number, message: string, code: ErrorCode) => ({
  status_code: status,
  body: JSON.stringify(failure(status, message, code)),
});

/**
 * The request as the web Request tus reads, its body a byte stream of the Node request with a
 * large buffer. (tus's own Node adapter goes through Readable.toWeb, which hands over one chunk
 * per read and pauses the socket in between: a third of the disk's speed here.) A connection cut
 * mid-body ends the stream: tus keeps the bytes that arrived, and the client resumes from there.
 */
function webRequest(request: FastifyRequest): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = `http://${request.hostname}${raw.url ?? '/'}`;
  if (request.method !== 'PATCH' && request.method !== 'POST')
    return new Request(url, { method: request.method, headers });
  return new Request(url, {
    method: request.method,
    headers,
    body: bodyStream(raw),
    duplex: 'half',
  } as RequestInit);
}

const BODY_BUFFER = 8 * 1024 * 1024;

function bodyStream(raw: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let open = true;
        const close = () => {
          if (!open) return;
          open = false;
          controller.close();
        };
        raw.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) raw.pause();
        });
        raw.on('end', close);
        raw.on('close', close); // cut before its end: what arrived is the body
        raw.on('error', close);
      },
      pull() {
        raw.resume();
      },
      cancel() {
        raw.destroy();
      },
    },
    { highWaterMark: BODY_BUFFER, size: (chunk) => chunk.byteLength },
  );
}

interface Uploader {
  tenantId: number;
  userId: number;
}

/**
 * The tus protocol over the tus file store in `ctx.uploadDir`. Each upload's id is its video's, so
 * the client knows its video from the first answer; creating one creates the video's row, and the
 * last byte finishes it (service.ts). Refusals leave in the API's failure envelope.
 */
function tusServer(ctx: VideoContext, callers: WeakMap<Request, Uploader>) {
  const callerOfTus = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw tusRefusal(401, 'Sign in to the studio', 'unauthorized');
    return caller;
  };
  return new TusServer({
    path: UPLOADS_PATH,
    datastore: new FileStore({ directory: ctx.uploadDir }),
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const { tenantId, userId } = callerOfTus(req);
      const fileName = upload.metadata?.filename ?? upload.metadata?.name ?? '';
      await createUpload(ctx, { id: upload.id, tenantId, userId, fileName, byteSize: upload.size ?? 0 });
      return {};
    },
    async onUploadFinish(req, upload) {
      const { tenantId } = callerOfTus(req);
      const row = await finishUpload(ctx, tenantId, upload.id);
      if (row?.status === 'failed' && row.errorCode) {
        throw tusRefusal(422, 'The video was refused', row.errorCode);
      }
      return { headers: { 'Video-Status': row?.status ?? 'uploading' } };
    },
  });
}

export default async function studioUploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { env, database } = app;
  // The studio's session (plugins/studio-auth.ts): its host, its cookie, a contributor or admin,
  // and writes only from the studio's own origin. Sets request.tenant and request.user.
  const guard = app.requireStudio;
  // PGlite's `memory://` (tests) has no folder: scratch space goes to the system's.
  const dataDir = env.DATA_DIR.startsWith('memory://')
    ? join(tmpdir(), `course-videos-${process.pid}`)
    : env.DATA_DIR;
  let binaries: VideoBinaries | undefined;
  const ctx: VideoContext = {
    db: app.db,
    sql: database.sql,
    storage: app.storage,
    binaries: () => (binaries ??= videoBinaries(env)),
    uploadDir: resolve(dataDir, 'uploads'),
    workDir: resolve(dataDir, 'video-work'),
    ladder: env.VIDEO_LADDER,
    threads: env.VIDEO_THREADS,
    maxBytes: VIDEO_MAX_BYTES,
    maxSeconds: env.VIDEO_MAX_SECONDS,
    fileLinkSecret: env.FILE_LINK_SECRET,
    wake: () => worker.wake(),
    log: app.log,
  };

  const worker = createWorker<TranscodePayload>(database, {
    queue: TRANSCODE_QUEUE,
    concurrency: Math.max(1, env.VIDEO_WORKERS),
    // PGlite is this process's alone: a job still `running` at start is one this process left.
    reclaimAllOnStart: database.kind === 'pglite',
    handler: (job) => transcodeJob(ctx, job),
    onFailed: (job, error) => transcodeFailed(ctx, job.payload, error.code),
    onError: (error) => app.log.error({ err: error }, 'video job queue'),
  });
  app.addHook('onReady', async () => {
    await finishPendingUploads(ctx);
    if (env.VIDEO_WORKERS > 0) await worker.start();
  });
  // A job cut short by a shutdown goes back to the queue; the next start (or instance) runs it again.
  app.addHook('onClose', () => worker.stop({ release: true }));

  /** Who is uploading, for the tus hooks, which see the web request only. */
  const callers = new WeakMap<Request, Uploader>();
  const tus = tusServer(ctx, callers);

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    const web = webRequest(request);
    callers.set(web, { tenantId: request.tenant.id, userId: request.user!.id });
    const response = await tus.handleWeb(web);
    reply.code(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  // The upload's bytes reach tus untouched, as a stream: never parsed, never held in memory.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.route({
    method: 'POST',
    url: UPLOADS_PATH,
    preHandler: guard,
    schema: { hide: true },
    async handler(request, reply) {
      // Checked here, before tus, so a refusal is the API's failure envelope with its code.
      const length = request.headers['upload-length'];
      if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
        throw badRequest('Upload-Length is required: the size of the file in bytes', {
          'upload-length': length === undefined ? 'required' : 'invalid',
        });
      }
      if (Number(length) > VIDEO_MAX_BYTES) {
        throw new HttpError(413, `Videos can be at most ${VIDEO_MAX_BYTES} bytes`, 'video_too_big');
      }
      const metadata = uploadMetadata(request.headers['upload-metadata'] as string | undefined);
      if (!metadata)
        throw badRequest('Upload-Metadata is malformed', { 'upload-metadata': 'invalid_format' });
      const type = metadata.filetype ?? metadata.type ?? '';
      if (type && !type.startsWith('video/') && type !== 'application/octet-stream') {
        throw new HttpError(415, `A ${type} file is not a video`, 'not_a_video');
      }
      await handOver(request, reply);
    },
  });

  app.route({
    method: ['HEAD', 'PATCH'],
    url: `${UPLOADS_PATH}/:id`,
    preHandler: guard,
    schema: { hide: true },
    async handler(request, reply) {
      const { id } = request.params as { id: string };
      // Another company's upload, or none: not found, whichever it is.
      const row = UUID.test(id) ? await videoOf(ctx, request.tenant.id, id) : null;
      if (!row) throw notFound('No such upload');
      if (request.method === 'HEAD' && (row.status === 'uploading' || row.status === 'uploaded')) {
        // All bytes arrived but the answer was lost (or the server stopped): finish it now.
        await finishUpload(ctx, request.tenant.id, id);
      }
      await handOver(request, reply);
    },
  });

  app.route({
    method: 'GET',
    url: '/api/studio/videos/:id',
    preHandler: guard,
    schema: { hide: true, params: z.object({ id: z.string().uuid() }) },
    async handler(request) {
      const row = await videoOf(ctx, request.tenant.id, request.params.id);
      if (!row) throw notFound('No such video');
      return ok(videoView(ctx, row, request.user!.id));
    },
  });
}
