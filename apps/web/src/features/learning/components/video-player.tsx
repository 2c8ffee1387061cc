import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { PLAYBACK_RATES, VIDEO_COMPLETE_RATIO } from '@app/contract/learning/constants';
import type { LessonFile, LessonProgress } from '@app/contract/learning/schemas';
import { useI18n, useT } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/icons';
import { usePlaybackProgress } from '../hooks/use-playback-progress';
import { useStreamSource } from '../hooks/use-stream-source';
import { keyboard } from '../lib/icons';
import { formatClock } from '../lib/progress';
import { TitleCard } from './title-card';

const playIcon = 'M7 4.5v15l12-7.5z';
const pauseIcon = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const expand = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';

/** Keys the player answers, and what they do (shown under the video). */
export type PlayerAction =
  'toggle' | 'back5' | 'forward5' | 'back10' | 'forward10' | 'captions' | 'fullscreen';
export function playerAction(key: string): PlayerAction | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return 'toggle';
    case 'ArrowLeft':
      return 'back5';
    case 'ArrowRight':
      return 'forward5';
    case 'j':
    case 'J':
      return 'back10';
    case 'l':
    case 'L':
      return 'forward10';
    case 'c':
    case 'C':
      return 'captions';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

/** What the controls show: playing or not, where, and of how long; and whether it has played yet. */
interface VideoState {
  started: boolean;
  paused: boolean;
  time: number;
  duration: number;
}

/** The video's state as its media events tell it, from where it resumes. */
function useVideoState(
  videoRef: RefObject<HTMLVideoElement | null>,
  resumeAt: number,
  knownDuration: number,
): VideoState {
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(true);
  const [time, setTime] = useState(resumeAt);
  const [duration, setDuration] = useState(knownDuration);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onMetadata = () => {
      if (Number.isFinite(video.duration)) setDuration(video.duration);
    };
    const media: [string, () => void][] = [
      [
        'playing',
        () => {
          setStarted(true);
          setPaused(false);
        },
      ],
      ['pause', () => setPaused(true)],
      ['ended', () => setPaused(true)],
      ['timeupdate', () => setTime(video.currentTime)],
      ['seeking', () => setTime(video.currentTime)],
      ['loadedmetadata', onMetadata],
    ];
    for (const [name, fn] of media) video.addEventListener(name, fn);
    if (video.readyState >= 1) onMetadata();
    return () => {
      for (const [name, fn] of media) video.removeEventListener(name, fn);
    };
  }, [videoRef]);
  return { started, paused, time, duration };
}

/**
 * What the controls and keys do: play and pause, seek, speed, captions (the learner's language
 * first) and full screen.
 */
function usePlayerControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  frameRef: RefObject<HTMLDivElement | null>,
  file: LessonFile,
) {
  const locale = useI18n((s) => s.locale);
  const [rate, setRate] = useState(1);
  const captionLangs = file.captions.map((c) => c.language);
  const preferred = captionLangs.includes(locale) ? locale : (captionLangs[0] ?? '');
  const [captions, setCaptions] = useState<string>('');
  const lastCaptions = useRef(preferred);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [videoRef, rate]);

  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!tracks) return;
    for (const track of Array.from(tracks)) track.mode = track.language === captions ? 'showing' : 'disabled';
  }, [videoRef, captions]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frameRef]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };
  const seekTo = (seconds: number) => {
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };
  const seekBy = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = Math.max(0, Math.min(video.duration || Infinity, video.currentTime + seconds));
  };
  const setCaptionsOn = (language: string) => {
    if (language) lastCaptions.current = language;
    setCaptions(language);
  };
  const toggleCaptions = () => setCaptionsOn(captions ? '' : lastCaptions.current);
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = playerAction(event.key);
    if (!action) return;
    const target = event.target as HTMLElement;
    // A control keeps its own keys: a button's space, a slider's arrows, a list's letters.
    if (target.tagName === 'SELECT') return;
    if (target.tagName === 'INPUT' && event.key.startsWith('Arrow')) return;
    if (target.tagName === 'BUTTON' && event.key === ' ') return;
    event.preventDefault();
    if (action === 'toggle') toggle();
    else if (action === 'back5') seekBy(-5);
    else if (action === 'forward5') seekBy(5);
    else if (action === 'back10') seekBy(-10);
    else if (action === 'forward10') seekBy(10);
    else if (action === 'captions') {
      if (captionLangs.length) toggleCaptions();
    } else toggleFullscreen();
  };

  return { rate, setRate, captions, setCaptionsOn, fullscreen, toggle, seekTo, toggleFullscreen, onKeyDown };
}

type Controls = ReturnType<typeof usePlayerControls>;

/**
 * A video lesson: HTML5 video (a studio video's HLS ladder when it has one, else its MP4) with its WebVTT captions, playback speed, keyboard control and the
 * shortcuts listed, resuming where the learner stopped, behind its title card until it plays.
 * What it plays is reported by usePlaybackProgress (docs/product.md §15), unless `record` is
 * false (a preview of a draft, docs/decisions.md §47).
 */
export function VideoPlayer({
  lessonId,
  title,
  courseTitle,
  file,
  progress,
  record = true,
}: {
  lessonId: number;
  title: string;
  courseTitle: string;
  file: LessonFile;
  progress: LessonProgress | undefined;
  record?: boolean;
}) {
  const t = useT();
  const ids = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Where to resume: read once, as the lesson opens (the answers that follow move it).
  const [resumeAt] = useState(() => {
    const at = progress?.position_seconds ?? 0;
    const length = file.duration_seconds ?? Infinity;
    return at > 1 && at < length - 3 ? at : 0;
  });
  const { failed } = usePlaybackProgress(videoRef, lessonId, resumeAt, record);
  const state = useVideoState(videoRef, resumeAt, file.duration_seconds ?? 0);
  const controls = usePlayerControls(videoRef, frameRef, file);
  // After the hooks above: their media listeners are in place before a stream is attached.
  const stream = useStreamSource(videoRef, file);
  const watched = progress?.watched_percent ?? 0;

  return (
    <div className="space-y-3">
      {/* The player's keys work wherever focus is inside it: the video or one of its controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegates to the video and its controls */}
      <div
        ref={frameRef}
        role="group"
        aria-label={t('learning.player.video', { title })}
        onKeyDown={controls.onKeyDown}
        className="overflow-hidden rounded-[var(--radius-card)] bg-black shadow-[var(--shadow-card)]"
      >
        <div className="relative">
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the tracks are the lesson's captions, mapped below */}
          <video
            ref={videoRef}
            // A studio video's HLS ladder is attached by useStreamSource; other videos are their MP4.
            src={file.hls_url ? undefined : file.url}
            data-stream={stream}
            preload="metadata"
            playsInline
            tabIndex={0}
            onClick={controls.toggle}
            aria-label={t('learning.player.video', { title })}
            aria-describedby={`${ids}-keys`}
            className="block aspect-video w-full cursor-pointer bg-black focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-accent"
          >
            {file.captions.map((c) => (
              <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={c.label} />
            ))}
          </video>
          {!state.started && <TitleCard course={courseTitle} lesson={title} />}
        </div>
        <ControlBar file={file} state={state} controls={controls} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
        <p>
          {progress?.completed
            ? t('learning.player.watched', { percent: Math.round(watched) })
            : t('learning.player.watchToComplete', { percent: Math.round(VIDEO_COMPLETE_RATIO * 100) })}{' '}
          {!progress?.completed &&
            watched > 0 &&
            `(${t('learning.player.watched', { percent: Math.round(watched) })})`}
        </p>
        {resumeAt > 0 && <p>{t('learning.player.resumeAt', { time: formatClock(resumeAt) })}</p>}
      </div>
      {failed && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('learning.player.saveFailed')}
        </p>
      )}
      <KeysHelp id={`${ids}-keys`} captions={file.captions.length > 0} />
    </div>
  );
}

const control =
  'inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white';
const select =
  'h-9 rounded-lg border border-white/30 bg-slate-800 px-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-white';

/** The bar under the video: play, the seek slider with the time, speed, captions, full screen. */
function ControlBar({ file, state, controls }: { file: LessonFile; state: VideoState; controls: Controls }) {
  const t = useT();
  const { paused, time, duration } = state;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-slate-900 px-2 py-1.5 text-white">
      <button
        type="button"
        onClick={controls.toggle}
        className={control}
        aria-label={paused ? t('learning.player.play') : t('learning.player.pause')}
      >
        <Icon path={paused ? playIcon : pauseIcon} size={20} filled />
      </button>
      <input
        type="range"
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.min(Math.floor(time), Math.max(1, Math.floor(duration)))}
        onChange={(e) => controls.seekTo(Number(e.target.value))}
        aria-label={t('learning.player.seek')}
        aria-valuetext={t('learning.player.timeOf', {
          time: formatClock(time),
          duration: formatClock(duration),
        })}
        className="h-9 min-w-24 flex-1 cursor-pointer accent-[var(--tenant-accent)]"
      />
      <span className="px-1 text-sm tabular-nums" aria-hidden>
        {formatClock(time)} / {formatClock(duration)}
      </span>
      <label className="flex items-center gap-1 text-sm">
        <span className="max-sm:sr-only">{t('learning.player.speed')}</span>
        <select
          value={controls.rate}
          onChange={(e) => controls.setRate(Number(e.target.value))}
          className={select}
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
      </label>
      {file.captions.length > 0 && (
        <label className="flex items-center gap-1 text-sm">
          <span className="max-sm:sr-only">{t('learning.player.captions')}</span>
          <select
            value={controls.captions}
            onChange={(e) => controls.setCaptionsOn(e.target.value)}
            className={select}
          >
            <option value="">{t('learning.player.captionsOff')}</option>
            {file.captions.map((c) => (
              <option key={c.language} value={c.language}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        onClick={controls.toggleFullscreen}
        className={control}
        aria-label={
          controls.fullscreen ? t('learning.player.exitFullscreen') : t('learning.player.fullscreen')
        }
      >
        <Icon path={expand} size={20} />
      </button>
    </div>
  );
}

/** The shortcuts, listed under the player (the video is described by this list). */
function KeysHelp({ id, captions }: { id: string; captions: boolean }) {
  const t = useT();
  return (
    <div id={id} className="rounded-lg border border-line bg-white px-3 py-2 text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        <Icon path={keyboard} size={18} />
        {t('learning.player.keys')}
      </p>
      <ul className="mt-1 grid gap-x-4 gap-y-0.5 text-ink-soft sm:grid-cols-2">
        <li>
          <Kbd>Space</Kbd> / <Kbd>K</Kbd> {t('learning.player.key.play')}
        </li>
        <li>
          <Kbd>←</Kbd> / <Kbd>→</Kbd> {t('learning.player.key.seek5')}
        </li>
        <li>
          <Kbd>J</Kbd> / <Kbd>L</Kbd> {t('learning.player.key.seek10')}
        </li>
        {captions && (
          <li>
            <Kbd>C</Kbd> {t('learning.player.key.captions')}
          </li>
        )}
        <li>
          <Kbd>F</Kbd> {t('learning.player.key.fullscreen')}
        </li>
      </ul>
    </div>
  );
}

const Kbd = ({ children }: { children: string }) => (
  <kbd className="rounded border border-line bg-brand-soft px-1.5 font-mono text-xs text-ink">{children}</kbd>
);
