// Lesson files uploaded in the studio besides videos (issue 24 item 4): a PDF lesson's document and
// a video lesson's captions, each a stored file of the company; and the facts of a lesson's file
// that the editor shows when a lesson is opened again (its video's poster, length and status).
import { z } from 'zod';
import { withFieldCodes } from '../errors.ts';
import { locales } from '../envelope.ts';
import { LESSON_IMAGE_MAX_BYTES, PDF_MAX_BYTES } from './constants.ts';
import { studioVideo } from './video.ts';

export { CAPTION_EXTENSIONS, CAPTION_MAX_BYTES, LESSON_IMAGE_MAX_BYTES, PDF_MAX_BYTES } from './constants.ts';

/** `POST /api/studio/courses/:id/files`: a PDF lesson's document. */
export const lessonFileForm = z.object({
  file: z
    .unknown()
    .optional()
    .meta({
      format: 'binary',
      description: `A PDF (checked by its bytes), at most ${PDF_MAX_BYTES / 1024 / 1024} MB`,
    }),
});

/** `POST /api/studio/courses/:id/captions`: one language's captions, WebVTT or SRT. */
export const captionForm = z.object(
  {
    language: z.enum(locales, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid_option'),
    }),
    file: z.unknown().optional().meta({
      format: 'binary',
      description: 'WebVTT or SRT (UTF-8), at most 2 MB; SRT is converted to WebVTT',
    }),
  },
  withFieldCodes,
);

/** A stored lesson file: the id a lesson names, and what the editor shows of it. */
export const studioFile = z.object({
  id: z.uuid(),
  content_type: z.string(),
  byte_size: z.number().int().nonnegative(),
  /** The name it was uploaded with, when this answer is the upload's. */
  file_name: z.string().nullable(),
  /** Captions: how many cues the file has. */
  cues: z.number().int().nonnegative().nullable(),
  /** A video lesson's MP4: the video it was transcoded from (poster, length, status). */
  video: studioVideo.nullable(),
});
export type StudioFile = z.infer<typeof studioFile>;

export const studioFileParams = z.object({ id: z.uuid(withFieldCodes) });

/** `POST /api/studio/courses/:id/images`: an image for a text lesson's body (issue 24 item 3). */
export const lessonImageForm = z.object({
  file: z
    .unknown()
    .optional()
    .meta({
      format: 'binary',
      description: `A JPEG, PNG or WebP image (checked by its bytes), at most ${LESSON_IMAGE_MAX_BYTES / 1024 / 1024} MB and 40 megapixels`,
    }),
});

/** A stored lesson image: the `media_id` of an image block, its address and its stored size. */
export const lessonImage = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type LessonImage = z.infer<typeof lessonImage>;
