// Videos uploaded in the studio (issue 24 item 4): the answer the studio polls. The codes are in
// video-codes.ts (no zod), worded by the studio in its three languages.
import { z } from 'zod';
import { videoErrorCodes, videoStatuses, videoWarningCodes } from './video-codes.ts';

export * from './video-codes.ts';

/** `GET /api/studio/videos/:id`: what the studio polls while a video uploads and transcodes. */
export const studioVideo = z.object({
  id: z.string().uuid(),
  status: z.enum(videoStatuses),
  /** 0–100 of the transcoding (100 once ready). */
  progress: z.number().min(0).max(100),
  error: z.enum(videoErrorCodes).nullable(),
  warnings: z.array(z.enum(videoWarningCodes)),
  file_name: z.string(),
  byte_size: z.number().int().nonnegative(),
  duration_ms: z.number().int().positive().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  has_audio: z.boolean().nullable(),
  /** Heights of the HLS renditions, lowest first. */
  renditions: z.array(z.number().int().positive()),
  /** The poster frame, a signed link valid for a few hours; null until ready. */
  poster_url: z.string().nullable(),
  /** The MP4 as a lesson file (stored_files): what a video lesson names. */
  file_id: z.string().uuid().nullable(),
});
export type StudioVideo = z.infer<typeof studioVideo>;
