import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '@app/contract/studio/video-codes';
import {
  CAPTION_EXTENSIONS,
  CAPTION_MAX_BYTES,
  LESSON_IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
} from '@app/contract/studio/constants';

/**
 * The lesson media editor's arithmetic and its checks before an upload (issue 24 item 4), pure so
 * that they are tested on their own. The server checks everything again from the bytes.
 */

const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|webm|mkv|avi|mpe?g|wmv|3gp|ts|mts|flv|ogv)$/i;

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0]?.toLowerCase() ?? '';

/** A video by its type or, when the browser gives none (often MKV), by its extension. */
export const looksLikeVideo = (file: { name: string; type: string }) =>
  file.type.startsWith('video/') ||
  (!file.type || file.type === 'application/octet-stream' ? VIDEO_EXTENSIONS.test(file.name) : false);

export type VideoProblem =
  { kind: 'notVideo' } | { kind: 'tooBig'; size: number } | { kind: 'tooLong'; seconds: number };

/**
 * Why a chosen video would be refused, before any byte is sent: not a video, over 4 GB, or
 * longer than the server takes (its length read by the browser; `null` when it cannot tell).
 */
export function videoProblem(
  file: { name: string; type: string; size: number },
  seconds: number | null,
  maxSeconds = VIDEO_MAX_SECONDS,
): VideoProblem | null {
  if (!looksLikeVideo(file)) return { kind: 'notVideo' };
  if (file.size > VIDEO_MAX_BYTES) return { kind: 'tooBig', size: file.size };
  if (seconds !== null && Number.isFinite(seconds) && seconds > maxSeconds)
    return { kind: 'tooLong', seconds };
  return null;
}

/** A video file's length as the browser reads it from its metadata, or null when it cannot. */
export function readVideoSeconds(file: Blob, timeoutMs = 8000): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return resolve(null);
    const video = document.createElement('video');
    const src = URL.createObjectURL(file);
    const done = (value: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(src);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = src;
  });
}

export const pdfProblem = (file: { name: string; type: string; size: number }) => {
  if (file.type !== 'application/pdf' && extensionOf(file.name) !== '.pdf') return 'notPdf' as const;
  if (file.size > PDF_MAX_BYTES) return 'tooBig' as const;
  return null;
};

/** An image for a lesson: JPEG, PNG or WebP (the server checks the bytes), at most 5 MB. */
export const imageProblem = (file: { name: string; type: string; size: number }) => {
  const typed = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
  if (!typed && !(file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name))) return 'notImage' as const;
  if (file.size > LESSON_IMAGE_MAX_BYTES) return 'tooBig' as const;
  return null;
};

export const captionProblem = (file: { name: string; size: number }) => {
  if (!(CAPTION_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return 'wrongType' as const;
  if (file.size > CAPTION_MAX_BYTES) return 'tooBig' as const;
  return null;
};

/** `1.2 GB`, `340 MB`, `12 kB`, in the studio's language's digits. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit >= 2 && value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** `1:02:03` or `4:05`: a length in seconds as a clock. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Speed and time left of an upload, from samples of (time ms, bytes sent) over the last seconds. */
export interface Rate {
  bytesPerSecond: number;
  secondsLeft: number | null;
}

const WINDOW_MS = 5000;

export class RateMeter {
  private samples: [number, number][] = [];
  sample(now: number, sent: number): void {
    this.samples.push([now, sent]);
    while (this.samples.length > 2 && now - this.samples[0]![0] > WINDOW_MS) this.samples.shift();
  }
  /** Forget the samples: after a pause or a dropped connection the speed starts again. */
  reset(): void {
    this.samples = [];
  }
  rate(total: number): Rate {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last[0] - first[0] < 250) return { bytesPerSecond: 0, secondsLeft: null };
    const bytesPerSecond = ((last[1] - first[1]) * 1000) / (last[0] - first[0]);
    return {
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? Math.ceil((total - last[1]) / bytesPerSecond) : null,
    };
  }
}

/**
 * The percent a screen reader is told of next: every 10 %, so the live region is not a stream of
 * numbers. Answers the step reached, or null when no new step was reached since `last`.
 */
export function announceStep(percent: number, last: number): number | null {
  const step = Math.floor(percent / 10) * 10;
  return step > last ? step : null;
}
