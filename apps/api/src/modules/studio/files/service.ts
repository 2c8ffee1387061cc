import { createHash } from 'node:crypto';
import type { Locale } from '@app/contract/envelope';
import type { FieldCode } from '@app/contract/errors';
import { CAPTION_MAX_BYTES, PDF_MAX_BYTES, type StudioFile } from '@app/contract/studio/files';
import type { SignedInCaller } from '../../../lib/caller.ts';
import { HttpError, badRequest, notFound } from '../../../lib/http-errors.ts';
import { contentKey, type FileStorage } from '../../../lib/storage/index.ts';
import { editorOf, notYours } from '../courses/service.ts';
import { draftOf } from '../courses/queries.ts';
import type { StudioContext } from '../context.ts';
import { limits } from '../limits.ts';
import { videoView } from '../uploads/service.ts';
import { captionText, toWebVtt } from './captions.ts';
import { fileOfTenant, insertFile, videoOfFile } from './queries.ts';

/**
 * Lesson files besides videos (issue 24 item 4): a PDF lesson's document and a video lesson's
 * captions, uploaded for a course the caller may edit, checked by their bytes and stored through
 * the storage interface as files of the company (`stored_files`); and the facts of a lesson's
 * file for an editor opening the lesson again.
 */

export interface FilesContext extends StudioContext {
  storage: FileStorage;
  fileLinkSecret: string;
}

const field = (code: FieldCode, message: string, status = 400) =>
  status === 400
    ? badRequest(message, { file: code })
    : new HttpError(status, message, 'payload_too_large', { file: code });

/** The course must be one this caller may edit; anything else is "no such course" (404). */
async function mayEdit(ctx: FilesContext, caller: SignedInCaller, courseId: number) {
  if (!(await draftOf(ctx.sql, editorOf(caller), courseId))) throw notYours();
}

async function store(
  ctx: FilesContext,
  caller: SignedInCaller,
  bytes: Buffer,
  extension: string,
  contentType: string,
): Promise<string> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = contentKey(sha256, extension);
  await ctx.storage.put(key, bytes, contentType);
  return insertFile(ctx.sql, caller.tenant.id, { key, contentType, size: bytes.length, sha256 });
}

/** POST …/files: a PDF, by its bytes (`%PDF-` at the start), at most PDF_MAX_BYTES. */
export async function uploadPdf(
  ctx: FilesContext,
  caller: SignedInCaller,
  courseId: number,
  upload: { bytes: Buffer; name: string } | null,
): Promise<StudioFile> {
  await mayEdit(ctx, caller, courseId);
  if (!upload || upload.bytes.length === 0) throw field('required', 'Choose a PDF file');
  if (upload.bytes.length > PDF_MAX_BYTES) throw field('file_too_large', 'A PDF can be at most 50 MB', 413);
  if (!upload.bytes.subarray(0, 1024).includes('%PDF-')) throw field('pdf_type', 'The file is not a PDF');
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  const id = await store(ctx, caller, upload.bytes, 'pdf', 'application/pdf');
  return {
    id,
    content_type: 'application/pdf',
    byte_size: upload.bytes.length,
    file_name: upload.name.slice(0, 255),
    cues: null,
    video: null,
  };
}

/** POST …/captions: WebVTT checked, or SRT converted to WebVTT, and stored as `text/vtt`. */
export async function uploadCaptions(
  ctx: FilesContext,
  caller: SignedInCaller,
  courseId: number,
  input: { language: Locale; upload: { bytes: Buffer; name: string } | null },
): Promise<StudioFile> {
  await mayEdit(ctx, caller, courseId);
  const { upload } = input;
  if (!upload || upload.bytes.length === 0) throw field('required', 'Choose a WebVTT or SRT file');
  if (upload.bytes.length > CAPTION_MAX_BYTES)
    throw field('file_too_large', 'A caption file can be at most 2 MB', 413);
  const text = captionText(upload.bytes);
  if (text === null) throw field('caption_type', 'The captions must be UTF-8 text (WebVTT or SRT)');
  const result = toWebVtt(text);
  if ('problem' in result)
    throw field(result.problem.code, `The captions were refused. ${result.problem.message}`);
  await ctx.limiter.check([[limits.writeUser, String(caller.user.id)]]);
  const bytes = Buffer.from(result.vtt, 'utf8');
  const id = await store(ctx, caller, bytes, 'vtt', 'text/vtt');
  return {
    id,
    content_type: 'text/vtt',
    byte_size: bytes.length,
    file_name: upload.name.slice(0, 255),
    cues: result.cues,
    video: null,
  };
}

/** GET /api/studio/files/:id: a file of the company; a video's MP4 with its video. */
export async function fileFacts(ctx: FilesContext, caller: SignedInCaller, id: string): Promise<StudioFile> {
  const file = await fileOfTenant(ctx.sql, caller.tenant.id, id);
  if (!file) throw notFound('No such file');
  const video = await videoOfFile(ctx.db, caller.tenant.id, id);
  return {
    id,
    content_type: file.content_type,
    byte_size: Number(file.byte_size),
    file_name: video?.fileName ?? null,
    cues: null,
    video: video ? videoView(ctx, video, caller.user.id) : null,
  };
}
