import { LESSON_IMAGE_MAX_BYTES, type LessonImage } from '@app/contract/studio/files';
import type { FieldCode } from '@app/contract/errors';
import type { SignedInCaller } from '../../../lib/caller.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { ImageRejected, checkImage, prepareImage } from '../../../lib/images.ts';
import { mediaUrl, storeImage } from '../../../lib/media.ts';
import { editorOf, notYours } from '../courses/service.ts';
import { draftOf } from '../courses/queries.ts';
import type { StudioContext } from '../context.ts';
import { limits } from '../limits.ts';
import type { FormFile } from './form.ts';

/**
 * Images in a text lesson (issue 24 item 3): uploaded for a course the caller may edit, checked by
 * their bytes and stored as media of the company with the responsive sizes the site already
 * serves (lib/images.ts prepareImage, lib/media.ts storeImage, as covers are). A lesson's image
 * block names the answer's id; saving the curriculum checks it is this company's.
 */

const problem = (code: FieldCode, message: string) => badRequest(message, { file: code });

export async function uploadLessonImage(
  ctx: StudioContext,
  caller: SignedInCaller,
  courseId: number,
  upload: FormFile | null,
): Promise<LessonImage> {
  if (!(await draftOf(ctx.sql, editorOf(caller), courseId))) throw notYours();
  if (!upload || upload.bytes.length === 0) throw problem('required', 'Choose an image');
  if (upload.bytes.length > LESSON_IMAGE_MAX_BYTES)
    throw new HttpError(413, 'An image can be at most 5 MB', 'payload_too_large', { file: 'file_too_large' });
  await ctx.limiter.check([[limits.lessonImageUser, String(caller.user.id)]]);
  let prepared;
  try {
    const info = await checkImage(upload.bytes);
    // SVG is kept as written and has no sizes: a lesson takes photos and screenshots only.
    if (info.format === 'svg') throw new ImageRejected('is an SVG');
    prepared = await prepareImage(upload.bytes, info);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (/megapixels/.test(error.message))
      throw problem('image_too_many_pixels', 'An image can be at most 40 megapixels');
    throw problem('image_type', 'The file is not a JPEG, PNG or WebP image');
  }
  const id = await storeImage(ctx.db, caller.tenant.id, prepared);
  return { id, url: mediaUrl(id), width: prepared.width!, height: prepared.height! };
}
