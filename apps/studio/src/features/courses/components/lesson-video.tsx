import { useEffect, useId, useRef, useState } from 'react';
import type { StudioVideo } from '@app/contract/studio/video';
import { VIDEO_MAX_SECONDS } from '@app/contract/studio/video-codes';
import { codeText, fieldText } from '@/shared/http/error-words';
import { intlLocale, useI18n, useT, type MessageKey } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/button';
import { Icon, icons } from '@/shared/ui/icons';
import { useLessonFile, useVideo } from '../api/media';
import { announceStep, formatBytes, formatClock, type VideoProblem } from '../lib/media';
import { readPending, useVideoUpload, writePending, type UploadState } from '../lib/use-video-upload';
import { FileButton } from './file-button';
import type { LessonContentProps } from './lesson-content';

const VIDEO_ACCEPT = 'video/*,.mkv,.mov,.mp4,.m4v,.webm,.avi';
const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** Words of a video's error code (the server's), in the studio's language. */
function useVideoWords() {
  const t = useT();
  const max = formatClock(VIDEO_MAX_SECONDS);
  return {
    error: (code: string | null) => {
      const key = `media.error.${code}` as MessageKey;
      const words = t(key, { max });
      return words === key ? codeText(t, code ?? undefined) : words;
    },
    problem: (problem: VideoProblem, locale: string) =>
      problem.kind === 'notVideo'
        ? t('media.video.notVideo')
        : problem.kind === 'tooBig'
          ? t('media.video.tooBig', { size: formatBytes(problem.size, locale) })
          : t('media.video.tooLong', { duration: formatClock(problem.seconds), max }),
  };
}

/**
 * A video lesson's video: chosen or dropped, checked in the browser, uploaded resumably (tus),
 * then followed while the server transcodes it; once ready it becomes the lesson's file with its
 * length. A lesson opened again shows its video's poster, length and state from its file.
 */
export function LessonVideo(props: LessonContentProps) {
  const t = useT();
  const { courseId, lesson, patch } = props;
  const hintId = useId();
  const locale = intlLocale(useI18n((s) => s.locale));
  const words = useVideoWords();
  const upload = useVideoUpload(courseId, lesson.key);
  // An upload a reload cut short (its percent), or one whose video was still transcoding.
  const [pending] = useState(() => readPending(courseId, lesson.key));
  const [restoredId, setRestoredId] = useState(() => (pending?.percent === 100 ? pending.videoId : null));
  const [replacing, setReplacing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // The video being followed: this upload's, or the one a reload left transcoding.
  const finishedId =
    upload.state.phase === 'uploaded' || upload.state.phase === 'failed' ? upload.state.videoId : null;
  const uploadedId = finishedId ?? restoredId;
  const followed = useVideo(uploadedId);
  const saved = useLessonFile(uploadedId ? null : lesson.file_id);
  const video: StudioVideo | null | undefined = uploadedId ? followed.data : saved.data?.video;

  // Ready: the lesson takes the video's MP4 and its length, once.
  const fresh = followed.data;
  useEffect(() => {
    if (!fresh || (fresh.status !== 'ready' && fresh.status !== 'failed')) return;
    writePending(courseId, lesson.key, null);
    if (fresh.status === 'ready' && fresh.file_id && fresh.file_id !== lesson.file_id) {
      patch({
        file_id: fresh.file_id,
        duration_seconds: fresh.duration_ms ? Math.round(fresh.duration_ms / 1000) : lesson.duration_seconds,
      });
    }
  }, [fresh, courseId, lesson.key, lesson.file_id, lesson.duration_seconds, patch]);

  useAnnouncements(upload.state, fresh, setAnnouncement, words.error);

  const busy = upload.state.phase === 'checking' || upload.state.phase === 'uploading';
  const following = uploadedId !== null && video?.status !== 'ready' && video?.status !== 'failed';
  const showChooser = !busy && !following && (!lesson.file_id || replacing || video?.status === 'failed');
  const fileError = fieldText(t, props.errors[`${lesson.key}.file_id`]);

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-line p-3"
      aria-labelledby={`${hintId}-title`}
    >
      <h3 id={`${hintId}-title`} className="text-sm font-semibold text-ink">
        {t('media.video.title')}
      </h3>
      {video && <VideoCard video={video} locale={locale} errorWords={words.error} />}
      {!video && lesson.file_id && !uploadedId && (
        <p className="text-sm text-ink-soft" role="status" data-testid="video-file">
          {saved.data
            ? t('media.video.plainFile', { size: formatBytes(saved.data.byte_size, locale) })
            : saved.isError
              ? t('media.video.unknown')
              : t('media.video.loading')}
        </p>
      )}
      {uploadedId && !video && <p className="text-sm text-ink-soft">{t('media.video.queued')}</p>}
      {upload.state.phase === 'checking' && (
        <p role="status" className="text-sm text-ink-soft">
          {t('media.video.starting')}
        </p>
      )}
      {upload.state.phase === 'uploading' && (
        <UploadProgress
          state={upload.state}
          locale={locale}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={upload.cancel}
        />
      )}
      {upload.state.phase === 'refused' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {words.problem(upload.state.problem, locale)}
        </p>
      )}
      {upload.state.phase === 'failed' && !upload.state.videoId && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {words.error(upload.state.code)}
        </p>
      )}
      {fileError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fileError}
        </p>
      )}
      {pending &&
        pending.percent < 100 &&
        (upload.state.phase === 'idle' || upload.state.phase === 'refused') && (
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-ink">
            {t('media.video.resumeHint', { name: pending.name, percent: pending.percent })}
          </p>
        )}
      {showChooser && (
        <DropZone
          hintId={hintId}
          onFile={(file) => {
            setAnnouncement('');
            setRestoredId(null);
            setReplacing(false);
            void upload.start(file);
          }}
        />
      )}
      {lesson.file_id && !showChooser && !busy && !following && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setReplacing(true)}>
            <Icon path={icons.up} size={16} />
            {t('media.video.replace')}
          </Button>
        </div>
      )}
      {replacing && lesson.file_id && !busy && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setReplacing(false)}>
            {t('cover.crop.cancel')}
          </Button>
        </div>
      )}
      <p aria-live="polite" className="sr-only" data-testid="video-announcer">
        {announcement}
      </p>
    </section>
  );
}

/** Tells a screen reader of the upload every 10 % and of the transcoding's steps, no more. */
function useAnnouncements(
  state: UploadState,
  video: StudioVideo | undefined,
  announce: (text: string) => void,
  errorWords: (code: string | null) => string,
) {
  const t = useT();
  const lastUpload = useRef(-1);
  const lastTranscode = useRef(-1);
  const lastStatus = useRef<string | null>(null);
  const percent = state.phase === 'uploading' && state.total ? (state.sent / state.total) * 100 : null;
  useEffect(() => {
    if (percent === null) {
      lastUpload.current = -1;
      return;
    }
    const step = announceStep(percent, lastUpload.current);
    if (step !== null) {
      lastUpload.current = step;
      if (step > 0) announce(t('media.video.announce', { percent: step }));
    }
  }, [percent, announce, t]);
  useEffect(() => {
    if (!video) return;
    if (video.status !== lastStatus.current) {
      lastStatus.current = video.status;
      if (video.status === 'ready') return announce(t('media.video.readySave'));
      if (video.status === 'failed') return announce(`${t('media.video.failed')} ${errorWords(video.error)}`);
      if (video.status === 'queued') return announce(t('media.video.queued'));
    }
    if (video.status === 'transcoding') {
      const step = announceStep(video.progress, lastTranscode.current);
      if (step !== null) {
        lastTranscode.current = step;
        announce(t('media.video.transcoding', { percent: step }));
      }
    }
  }, [video, announce, t, errorWords]);
}

function DropZone({ hintId, onFile }: { hintId: string; onFile: (file: File) => void }) {
  const t = useT();
  const [over, setOver] = useState(false);
  return (
    <div
      className={`flex flex-col items-start gap-2 rounded-xl border-2 border-dashed p-4 ${over ? 'border-brand bg-brand-soft' : 'border-line'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      data-testid="video-drop"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FileButton
          accept={VIDEO_ACCEPT}
          variant="primary"
          describedBy={hintId}
          testId="video-input"
          onFile={onFile}
        >
          <Icon path={icons.up} size={16} />
          {t('media.video.choose')}
        </FileButton>
        <span className="text-sm text-ink-soft">{t('media.video.drop')}</span>
      </div>
      <p id={hintId} className="text-xs text-ink-soft">
        {t('media.video.hint', { hours: hoursOf(VIDEO_MAX_SECONDS) })}
      </p>
    </div>
  );
}

function UploadProgress(props: {
  state: Extract<UploadState, { phase: 'uploading' }>;
  locale: string;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { state, locale } = props;
  const percent = state.total ? Math.floor((state.sent / state.total) * 100) : 0;
  const speed = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    state.bytesPerSecond / 1_000_000,
  );
  const left = state.secondsLeft === null ? '–' : formatClock(state.secondsLeft);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold break-all text-ink">
        {t('media.video.uploading', { name: state.name })}
      </p>
      <progress
        className="h-3 w-full accent-brand"
        max={100}
        value={percent}
        aria-label={t('media.video.progressLabel', { name: state.name })}
        aria-valuetext={`${percent} %`}
      />
      <p className="text-sm text-ink-soft tabular-nums" data-testid="upload-stats">
        {state.paused
          ? t('media.video.paused', { percent })
          : t('media.video.stats', { percent, speed, left })}
        {' · '}
        {formatBytes(state.sent, locale)} / {formatBytes(state.total, locale)}
      </p>
      {state.offline && !state.paused && (
        <p className="text-sm font-medium text-amber-800">{t('media.video.offline')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {state.paused ? (
          <Button size="sm" onClick={props.onResume}>
            {t('media.video.resume')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={props.onPause}>
            {t('media.video.pause')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={props.onCancel}>
          {t('media.video.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** A video as the server has it: poster and length once ready, the transcoding's progress, or why it failed. */
export function VideoCard(props: {
  video: StudioVideo;
  locale: string;
  errorWords: (code: string | null) => string;
}) {
  const t = useT();
  const { video } = props;
  return (
    <div className="flex flex-col gap-3 sm:flex-row" data-testid="video-card">
      {video.poster_url && (
        <img
          src={video.poster_url}
          alt={t('media.video.poster')}
          className="aspect-video w-full rounded-lg border border-line object-cover sm:w-48"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="font-semibold break-all text-ink">{video.file_name}</p>
        {video.status === 'ready' && (
          <>
            <p className="flex items-center gap-1 font-medium text-emerald-800">
              <Icon path={icons.check} size={16} />
              {t('media.video.ready')}
            </p>
            {video.duration_ms !== null && (
              <p className="text-ink-soft">
                {t('media.video.duration', { duration: formatClock(video.duration_ms / 1000) })}
              </p>
            )}
            {video.renditions.length > 0 && (
              <p className="text-ink-soft">
                {t('media.video.renditions', { list: video.renditions.map((h) => `${h}p`).join(', ') })}
              </p>
            )}
          </>
        )}
        {(video.status === 'uploading' || video.status === 'uploaded' || video.status === 'queued') && (
          <p className="text-ink-soft">{t('media.video.queued')}</p>
        )}
        {video.status === 'transcoding' && (
          <div className="flex flex-col gap-1">
            <p className="text-ink">
              {t('media.video.transcoding', { percent: Math.floor(video.progress) })}
            </p>
            <progress
              className="h-2 w-full accent-brand sm:w-64"
              max={100}
              value={Math.floor(video.progress)}
              aria-label={t('media.video.transcodingLabel')}
            />
          </div>
        )}
        {video.status === 'failed' && (
          <p role="alert" className="font-medium text-red-700">
            {t('media.video.failed')} {props.errorWords(video.error)}
          </p>
        )}
        {video.warnings.map((warning) => (
          <p key={warning} className="flex items-center gap-1 font-medium text-amber-800">
            <Icon path={icons.alert} size={16} />
            {t(`media.warning.${warning}`)}
          </p>
        ))}
        {video.status !== 'failed' && video.byte_size > 0 && (
          <p className="text-ink-soft">{formatBytes(video.byte_size, props.locale)}</p>
        )}
      </div>
    </div>
  );
}
