// The codes of studio videos (issue 24 item 4), free of zod: errors.ts and the web's pages import them.

/** Largest video the studio accepts: 4 GiB. */
export const VIDEO_MAX_BYTES = 4 * 1024 ** 3;
/** Longest video the studio accepts by default: 4 hours (VIDEO_MAX_SECONDS sets it). */
export const VIDEO_MAX_SECONDS = 4 * 60 * 60;

/**
 * Why a video is refused, before its upload (its size, its type) or after it (what ffprobe and
 * ffmpeg found): the failure envelope's `error.code` of an upload call, and a video's `error`.
 */
export const videoErrorCodes = [
  'not_a_video', // not a file ffmpeg reads as a video (a document, a picture, sound only)
  'video_too_long', // longer than the limit
  'video_too_big', // larger than VIDEO_MAX_BYTES
  'video_corrupt', // a video container ffmpeg cannot read through (truncated, damaged)
  'transcode_failed', // ffmpeg failed for another reason, after its retries
] as const;
export type VideoErrorCode = (typeof videoErrorCodes)[number];

/** What is worth telling about a usable video. */
export const videoWarningCodes = [
  'video_no_audio', // no audio track: the video plays silent
] as const;
export type VideoWarningCode = (typeof videoWarningCodes)[number];

/**
 * Where a video is: its upload still coming in (`uploading`), all its bytes here (`uploaded`),
 * waiting for a transcoding worker (`queued`), being transcoded, playable, or refused.
 */
export const videoStatuses = ['uploading', 'uploaded', 'queued', 'transcoding', 'ready', 'failed'] as const;
export type VideoStatus = (typeof videoStatuses)[number];
