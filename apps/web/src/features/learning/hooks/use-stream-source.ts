import { useEffect, useState, type RefObject } from 'react';
import type { LessonFile } from '@app/contract/learning/schemas';

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * How a lesson video is playing: its HLS ladder natively, through hls.js, or its MP4; `pending`
 * while a ladder's way of playing is being decided (hls.js loading).
 */
export type StreamKind = 'pending' | 'native-hls' | 'hls.js' | 'mp4';

/**
 * Where the video's bytes come from (docs/decisions.md §45). A video transcoded in the studio has
 * an HLS ladder (`file.hls_url`): the browser plays it itself when it can (Safari, iOS, Android's
 * Chrome), else hls.js, loaded here with a dynamic import so that only the player's route ever
 * fetches it, plays it through Media Source Extensions. Neither (no MSE), a failed load of hls.js
 * or a fatal hls.js error: the lesson's MP4, from where it had got to. Other videos are the MP4
 * the element's `src` names from its first render. The media events the progress and controls
 * hooks listen to are the element's in every case, so their rules do not change.
 */
export function useStreamSource(videoRef: RefObject<HTMLVideoElement | null>, file: LessonFile): StreamKind {
  const hlsUrl = file.hls_url ?? null;
  const mp4Url = file.url;
  const [kind, setKind] = useState<StreamKind>(() => (hlsUrl ? 'pending' : 'mp4'));
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !hlsUrl) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;

    const toMp4 = () => {
      destroy?.();
      destroy = undefined;
      if (cancelled) return;
      // Carry on from where the stream had got to (0 before it started: the progress hook resumes).
      const at = video.currentTime;
      if (at > 1) {
        const restore = () => {
          video.currentTime = at;
        };
        video.addEventListener('loadedmetadata', restore, { once: true });
      }
      video.src = mp4Url;
      video.load();
      setKind('mp4');
    };

    // The element itself fails on the ladder (a browser that cannot open it, a media URL its
    // page's policy refuses, a stream it cannot decode): hls.js does not always report those.
    const onError = () => {
      if (!video.src.endsWith(mp4Url)) toMp4();
    };
    video.addEventListener('error', onError);

    if (video.canPlayType(HLS_TYPE)) {
      video.src = hlsUrl;
      setKind('native-hls');
      return () => {
        cancelled = true;
        video.removeEventListener('error', onError);
      };
    }

    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return toMp4();
        const hls = new Hls({ capLevelToPlayerSize: true });
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) toMp4();
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
        setKind('hls.js');
      })
      .catch(() => toMp4());
    return () => {
      cancelled = true;
      video.removeEventListener('error', onError);
      destroy?.();
    };
  }, [videoRef, hlsUrl, mp4Url]);
  return kind;
}
