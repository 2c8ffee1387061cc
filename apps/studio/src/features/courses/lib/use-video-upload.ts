import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { RateMeter, readVideoSeconds, videoProblem, type VideoProblem } from './media';

/** Where the studio's tus server takes uploads (apps/api/src/modules/studio/uploads/routes.ts). */
export const UPLOADS_PATH = '/api/studio/uploads';

/**
 * Waits between tries after a failed request: at once, then longer, up to a minute, for about
 * ten minutes in all (a closed laptop lid, a train through a tunnel); past that the Resume button
 * carries on from the server's offset.
 */
export const RETRY_DELAYS = [
  0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000,
  60_000,
];

/** Bytes per PATCH: a proxy with a body limit still passes, and a cut loses at most this much. */
const CHUNK_BYTES = 50 * 1024 * 1024;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; name: string }
  | {
      phase: 'uploading';
      name: string;
      sent: number;
      total: number;
      bytesPerSecond: number;
      secondsLeft: number | null;
      paused: boolean;
      offline: boolean;
    }
  | { phase: 'uploaded'; videoId: string }
  | { phase: 'refused'; problem: VideoProblem }
  | { phase: 'failed'; code: string | null; videoId: string | null };

/** What was being uploaded into a lesson, kept across a reload (the bytes are the file's). */
export interface PendingUpload {
  videoId: string | null;
  name: string;
  size: number;
  percent: number;
}

const pendingKey = (courseId: number, lessonKey: string) => `studio-video:${courseId}:${lessonKey}`;

export function readPending(courseId: number, lessonKey: string): PendingUpload | null {
  try {
    const raw = localStorage.getItem(pendingKey(courseId, lessonKey));
    return raw ? (JSON.parse(raw) as PendingUpload) : null;
  } catch {
    return null;
  }
}

export function writePending(courseId: number, lessonKey: string, value: PendingUpload | null) {
  try {
    if (value) localStorage.setItem(pendingKey(courseId, lessonKey), JSON.stringify(value));
    else localStorage.removeItem(pendingKey(courseId, lessonKey));
  } catch {
    // Private mode: nothing is kept past this page.
  }
}

const videoIdOf = (url: string | null) => url?.split('/').at(-1)?.split('?')[0] ?? null;

/** The failure envelope's code of a tus answer, if the server sent one. */
function codeOf(error: Error | DetailedError): string | null {
  const res = 'originalResponse' in error ? error.originalResponse : null;
  if (!res) return null;
  try {
    return (JSON.parse(res.getBody()) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
}

/**
 * A video's resumable upload (tus-js-client, loaded when the first video is chosen): checked
 * first in the browser, then sent in chunks with retries; a paused or cut upload goes on from the
 * server's offset; the same file chosen again after a reload resumes (tus's fingerprint in
 * localStorage). The session cookie goes with every request (same origin), and the browser adds
 * the studio's Origin to the writes, which the server requires.
 */
export function useVideoUpload(courseId: number, lessonKey: string, maxSeconds?: number) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useRef<Upload | null>(null);
  const meter = useRef(new RateMeter());

  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const start = useCallback(
    async (file: File) => {
      // Its type and size first; then its length, which the browser reads from the file's metadata.
      const early = videoProblem(file, null, maxSeconds);
      if (early) return setState({ phase: 'refused', problem: early });
      setState({ phase: 'checking', name: file.name });
      const problem = videoProblem(file, await readVideoSeconds(file), maxSeconds);
      if (problem) return setState({ phase: 'refused', problem });
      const tus = await import('tus-js-client');
      meter.current.reset();
      const total = file.size;
      const progress = (sent: number, extra: Partial<Extract<UploadState, { phase: 'uploading' }>> = {}) =>
        setState((s) => {
          const rate = meter.current.rate(total);
          const base = s.phase === 'uploading' ? s : null;
          return {
            phase: 'uploading',
            name: file.name,
            sent,
            total,
            bytesPerSecond: rate.bytesPerSecond,
            secondsLeft: rate.secondsLeft,
            paused: base?.paused ?? false,
            offline: false,
            ...extra,
          };
        });
      const remember = (sent: number) =>
        writePending(courseId, lessonKey, {
          videoId: videoIdOf(upload.current?.url ?? null),
          name: file.name,
          size: total,
          percent: total ? Math.floor((sent / total) * 100) : 0,
        });
      const next = new tus.Upload(file, {
        endpoint: new URL(UPLOADS_PATH, window.location.origin).href,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
        onUploadUrlAvailable: () => remember(0),
        onProgress(sent) {
          meter.current.sample(Date.now(), sent);
          progress(sent);
        },
        onChunkComplete: (_chunk, accepted) => remember(accepted),
        onShouldRetry(error) {
          const status = error.originalResponse?.getStatus() ?? 0;
          // No answer (a dropped connection, the server restarting), a busy or locked upload.
          const retry = status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
          if (retry) {
            meter.current.reset();
            setState((s) =>
              s.phase === 'uploading' ? { ...s, offline: true, bytesPerSecond: 0, secondsLeft: null } : s,
            );
          }
          return retry;
        },
        onSuccess() {
          const videoId = videoIdOf(next.url);
          writePending(
            courseId,
            lessonKey,
            videoId ? { videoId, name: file.name, size: total, percent: 100 } : null,
          );
          setState(videoId ? { phase: 'uploaded', videoId } : { phase: 'failed', code: null, videoId: null });
        },
        onError(error) {
          const code = codeOf(error);
          const videoId = videoIdOf(next.url);
          // Refused for good (the server's probe): nothing to resume.
          if (code) writePending(courseId, lessonKey, null);
          setState({ phase: 'failed', code, videoId: code ? videoId : null });
        },
      });
      upload.current = next;
      progress(0);
      const previous = await next.findPreviousUploads();
      if (previous[0]) next.resumeFromPreviousUpload(previous[0]);
      next.start();
    },
    [courseId, lessonKey, maxSeconds],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    meter.current.reset();
    setState((s) =>
      s.phase === 'uploading' ? { ...s, paused: true, bytesPerSecond: 0, secondsLeft: null } : s,
    );
  }, []);

  const resume = useCallback(() => {
    meter.current.reset();
    setState((s) => (s.phase === 'uploading' ? { ...s, paused: false, offline: false } : s));
    upload.current?.start();
  }, []);

  const cancel = useCallback(() => {
    // The server keeps what arrived until it is swept; the fingerprint goes, so a new choice starts anew.
    void upload.current?.abort();
    upload.current = null;
    writePending(courseId, lessonKey, null);
    setState({ phase: 'idle' });
  }, [courseId, lessonKey]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, pause, resume, cancel, reset };
}
