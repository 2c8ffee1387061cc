import { useEffect, type RefObject } from 'react';
import { PROGRESS_REPORT_SECONDS } from '@app/contract/learning/constants';
import { PlayedStretch } from '../lib/played-stretch';
import { useProgressReporter } from './use-progress-reporter';

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Reports what a video lesson plays (docs/product.md §15), driven by the browser's media events: a
 * position alone when playback starts (the server's clock starts), then every
 * PROGRESS_REPORT_SECONDS while playing the stretch played since the last report, and on pause,
 * end, seek and pagehide; a seek starts a new stretch, so no report spans a jump. Once the video
 * knows its length it moves to `resumeAt` (that seek is not reported). Answers whether the last
 * report failed. With `record` false nothing is sent (a preview of a draft).
 */
export function usePlaybackProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  lessonId: number,
  resumeAt: number,
  record = true,
): { failed: boolean } {
  const { report, failed } = useProgressReporter(lessonId, record);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracker = new PlayedStretch();
    let timer: ReturnType<typeof setInterval> | undefined;
    let resuming = false;
    const clock = () => performance.now();
    const flush = (now = false) => {
      const stretch = tracker.cut();
      if (stretch) report({ ...stretch, position: stretch.played_to }, { now });
    };
    const observe = () => {
      const jumped = tracker.observe(video.currentTime, clock());
      if (jumped) report({ ...jumped, position: jumped.played_to });
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlaying = () => {
      if (tracker.playing) return; // back from buffering: the same stretch goes on
      tracker.play(video.currentTime, clock());
      report({ position: round(video.currentTime) });
      stopTimer();
      timer = setInterval(() => {
        observe();
        flush();
      }, PROGRESS_REPORT_SECONDS * 1000);
    };
    // Paused or ended: the stretch so far is reported and playing stops.
    const onStop = () => {
      observe();
      flush();
      tracker.stop();
      stopTimer();
    };
    const onSeeking = () => {
      // currentTime is already the new place: the stretch ends where it was last seen playing.
      flush();
      tracker.stop();
    };
    const onSeeked = () => {
      if (resuming) {
        resuming = false;
        return;
      }
      if (!video.paused) tracker.play(video.currentTime, clock());
      else report({ position: round(video.currentTime) });
    };
    const onMetadata = () => {
      if (resumeAt > 0 && video.currentTime < 0.5) {
        resuming = true;
        video.currentTime = resumeAt;
      }
    };
    const onLeave = () => {
      if (!tracker.playing) return;
      observe();
      flush(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    const media: [string, () => void][] = [
      ['playing', onPlaying],
      ['timeupdate', observe],
      ['pause', onStop],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
      ['ended', onStop],
      ['loadedmetadata', onMetadata],
    ];
    for (const [name, fn] of media) video.addEventListener(name, fn);
    if (video.readyState >= 1) onMetadata();
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      onLeave();
      stopTimer();
      for (const [name, fn] of media) video.removeEventListener(name, fn);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [videoRef, report, resumeAt]);
  return { failed };
}
