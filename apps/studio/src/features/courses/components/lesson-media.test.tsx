import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@app/contract/envelope';
import type { StudioLesson } from '@app/contract/studio/schemas';
import type { StudioVideo } from '@app/contract/studio/video';
import { json, stubFetch, wrap } from '@/testing/render';
import type * as Media from '../lib/media';
import { LessonMedia } from './lesson-media';

// The browser reads a video's length from its metadata; happy-dom has no media, so a file named
// "long…" lasts five hours here and any other its real length is unknown.
vi.mock('../lib/media', async (importActual) => {
  const actual: typeof Media = await importActual();
  return {
    ...actual,
    readVideoSeconds: async (file: File) => (file.name.startsWith('long') ? 5 * 3600 : null),
  };
});

// tus-js-client's Upload as a recorder: the test plays the server's side through its callbacks.
const uploads = vi.hoisted(() => [] as FakeUpload[]);
interface FakeUpload {
  url: string | null;
  options: UploadOptions;
  started: number;
  aborted: number;
}
vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    started = 0;
    aborted = 0;
    constructor(
      readonly file: File,
      readonly options: UploadOptions,
    ) {
      uploads.push(this);
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload() {}
    start() {
      this.started++;
    }
    abort() {
      this.aborted++;
      return Promise.resolve();
    }
  },
}));

const VIDEO_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const MP4_ID = '0b7e3c1a-7d7e-4b8a-9a52-5f1f2a1b3c4d';

const lesson = (more: Partial<StudioLesson> = {}): StudioLesson => ({
  key: 'l1',
  title: { id: '', en: 'Welcome', ms: '' },
  type: 'video',
  is_preview: false,
  duration_seconds: 0,
  body: { id: [], en: [], ms: [] },
  file_id: null,
  captions: [],
  quiz: null,
  ...more,
});

const video = (more: Partial<StudioVideo> = {}): StudioVideo => ({
  id: VIDEO_ID,
  status: 'ready',
  progress: 100,
  error: null,
  warnings: [],
  file_name: 'welcome.mp4',
  byte_size: 12_500_000,
  duration_ms: 125_400,
  width: 1280,
  height: 720,
  has_audio: true,
  renditions: [240, 360, 480, 720],
  poster_url: '/api/files/poster?sig=x',
  file_id: MP4_ID,
  ...more,
});

const fileFacts = (v: StudioVideo | null, more = {}) => ({
  id: MP4_ID,
  content_type: 'video/mp4',
  byte_size: 12_000_000,
  file_name: v?.file_name ?? null,
  cues: null,
  video: v,
  ...more,
});

const ok = (data: unknown) => json({ status: 200, message: 'OK', data });

/** The lesson as the curriculum screen keeps it: each patch applied, and recorded. */
function Harness(props: {
  initial: StudioLesson;
  languages: Locale[];
  patch: (p: Partial<StudioLesson>) => void;
}) {
  const [current, setCurrent] = useState(props.initial);
  return (
    <LessonMedia
      courseId={5}
      lesson={current}
      typeLabel={current.type}
      languages={props.languages}
      errors={{}}
      patch={(p) => {
        props.patch(p);
        setCurrent((l) => ({ ...l, ...p }));
      }}
    />
  );
}

function renderMedia(l: StudioLesson, patch = vi.fn(), languages: Locale[] = ['en', 'id']) {
  render(wrap(<Harness initial={l} languages={languages} patch={patch} />));
  return patch;
}

const videoFile = (name: string, type: string, size?: number) => {
  const file = new File(['0000'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  localStorage.clear();
  uploads.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('a video lesson: checks before any byte is sent', () => {
  it('refuses a file that is not a video, one over 4 GB, and one longer than the limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetch = stubFetch(() => json({ status: 404, message: 'Not found' }, 404));
    renderMedia(lesson());
    const input = screen.getByTestId('video-input');

    await user.upload(input, videoFile('notes.docx', 'application/msword'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a video. Choose an MP4, MOV, WebM or MKV file.',
    );

    await user.upload(input, videoFile('huge.mp4', 'video/mp4', 5 * 1024 ** 3));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This video is 5.4 GB; a video can be at most 4 GB.',
    );

    await user.upload(input, videoFile('long-lecture.mkv', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This video lasts 5:00:00; a video can be at most 4:00:00.',
    );
    // Nothing was uploaded.
    expect(fetch).not.toHaveBeenCalled();
    // The chooser is still there, reachable by keyboard.
    expect(screen.getByText('Choose a video')).toBeInTheDocument();
    expect(screen.getByText(/at most 4 GB and 4 hours/)).toBeInTheDocument();
  });
});

describe('a video lesson: the upload', () => {
  it('shows percent, speed and time left, pauses and resumes, carries on after a cut, then follows the video', async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.pathname === `/api/studio/videos/${VIDEO_ID}`
        ? ok(video())
        : json({ status: 404, message: 'Not found' }, 404),
    );
    const patch = renderMedia(lesson());
    await user.upload(screen.getByTestId('video-input'), videoFile('welcome.mp4', 'video/mp4', 100_000_000));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0]!;
    expect(upload.started).toBe(1);
    expect(upload.options.endpoint).toBe(`${window.location.origin}/api/studio/uploads`);
    expect(upload.options.metadata).toEqual({ filename: 'welcome.mp4', filetype: 'video/mp4' });
    expect(upload.options.storeFingerprintForResuming).toBe(true);
    expect(upload.options.retryDelays!.length).toBeGreaterThan(5);

    const now = vi.spyOn(Date, 'now');
    const progress = (at: number, sent: number) =>
      act(() => {
        now.mockReturnValue(at);
        upload.options.onProgress!(sent, 100_000_000);
      });
    progress(1_000, 0);
    progress(2_000, 10_000_000);
    progress(3_000, 20_000_000);
    const bar = screen.getByRole('progressbar', { name: 'Upload of welcome.mp4' });
    expect(bar).toHaveAttribute('value', '20');
    expect(screen.getByTestId('upload-stats')).toHaveTextContent(
      '20 % · 10.0 MB/s · 0:08 left · 20 MB / 100 MB',
    );
    expect(screen.getByTestId('video-announcer')).toHaveTextContent('Upload 20 % done.');
    progress(3_500, 24_000_000);
    // Not every percent: still the 20 % step.
    expect(screen.getByTestId('video-announcer')).toHaveTextContent('Upload 20 % done.');

    await user.click(screen.getByRole('button', { name: 'Pause upload' }));
    expect(upload.aborted).toBe(1);
    expect(screen.getByTestId('upload-stats')).toHaveTextContent('Paused at 24 %.');
    await user.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(upload.started).toBe(2);

    // A dropped connection (no answer): tus tries again, and the page says so.
    let retry = false;
    act(() => {
      retry = upload.options.onShouldRetry!(
        { originalResponse: null } as unknown as DetailedError,
        0,
        upload.options,
      );
    });
    expect(retry).toBe(true);
    expect(
      screen.getByText('The connection dropped. The upload carries on when it is back.'),
    ).toBeInTheDocument();
    // A refusal the server worded is not retried.
    const refused = {
      originalResponse: { getStatus: () => 415, getBody: () => '{"error":{"code":"not_a_video"}}' },
    } as unknown as DetailedError;
    expect(upload.options.onShouldRetry!(refused, 0, upload.options)).toBe(false);

    act(() => {
      upload.url = `${window.location.origin}/api/studio/uploads/${VIDEO_ID}`;
      upload.options.onUploadUrlAvailable!();
    });
    expect(JSON.parse(localStorage.getItem('studio-video:5:l1')!)).toMatchObject({ videoId: VIDEO_ID });
    act(() => upload.options.onSuccess!({ lastResponse: null as never }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ file_id: MP4_ID, duration_seconds: 125 }));
    expect(await screen.findByText('Video ready')).toBeInTheDocument();
    now.mockRestore();
  });

  it('words the server’s refusal of an upload', async () => {
    stubFetch(() => json({ status: 404, message: 'Not found' }, 404));
    renderMedia(lesson());
    await userEvent
      .setup()
      .upload(screen.getByTestId('video-input'), videoFile('clip.mp4', 'video/mp4', 1000));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const error = Object.assign(new Error('refused'), {
      originalResponse: { getStatus: () => 413, getBody: () => '{"error":{"code":"video_too_big"}}' },
    });
    act(() => uploads[0]!.options.onError!(error as unknown as DetailedError));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This video is too big: a video can be at most 4 GB. Export it at a lower bitrate.',
    );
  });
});

describe('a video lesson: the video’s state', () => {
  it('opened again: shows the poster, the duration, the qualities, and a no-sound warning', async () => {
    stubFetch((url) =>
      url.pathname === `/api/studio/files/${MP4_ID}`
        ? ok(fileFacts(video({ warnings: ['video_no_audio'], has_audio: false })))
        : json({ status: 404, message: 'Not found' }, 404),
    );
    renderMedia(lesson({ file_id: MP4_ID, duration_seconds: 125 }));
    const card = await screen.findByTestId('video-card');
    expect(within(card).getByText('Video ready')).toBeInTheDocument();
    expect(within(card).getByText('Duration 2:05')).toBeInTheDocument();
    expect(within(card).getByText('Qualities: 240p, 360p, 480p, 720p')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Poster frame of the video' })).toHaveAttribute(
      'src',
      '/api/files/poster?sig=x',
    );
    expect(
      within(card).getByText('This video has no sound track: learners will see it silent.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace video' })).toBeInTheDocument();
    // No chooser until "Replace video".
    expect(screen.queryByText('Choose a video')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Replace video' }));
    expect(screen.getByText('Choose a video')).toBeInTheDocument();
  });

  it('after a reload mid-transcoding: follows the video to ready, then the lesson takes it with its length', async () => {
    localStorage.setItem(
      'studio-video:5:l1',
      JSON.stringify({ videoId: VIDEO_ID, name: 'welcome.mp4', size: 12_500_000, percent: 100 }),
    );
    let polls = 0;
    stubFetch((url) => {
      if (url.pathname !== `/api/studio/videos/${VIDEO_ID}`)
        return json({ status: 404, message: 'Not found' }, 404);
      polls++;
      return ok(
        polls === 1
          ? video({ status: 'transcoding', progress: 42.5, poster_url: null, file_id: null })
          : video(),
      );
    });
    const patch = renderMedia(lesson());
    expect(await screen.findByText('Transcoding 42 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Transcoding progress' })).toHaveAttribute('value', '42');
    expect(screen.getByTestId('video-announcer')).toHaveTextContent('Transcoding 40 %');
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ file_id: MP4_ID, duration_seconds: 125 }), {
      timeout: 5000,
    });
    expect(screen.getByText('Video ready')).toBeInTheDocument();
    expect(screen.getByTestId('video-announcer')).toHaveTextContent(
      'Video ready. Save the curriculum to keep it in this lesson.',
    );
    expect(localStorage.getItem('studio-video:5:l1')).toBeNull();
  });

  it('a video file from before the studio (no video of its own): its size, and Replace video', async () => {
    stubFetch(() => ok(fileFacts(null, { byte_size: 48_000_000 })));
    renderMedia(lesson({ file_id: MP4_ID }));
    expect(
      await screen.findByText(
        "A video file of 48 MB, added before the studio's uploads (no poster or qualities).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace video' })).toBeInTheDocument();
  });

  it('shows the server’s reason when a video failed', async () => {
    stubFetch(() => ok(fileFacts(video({ status: 'failed', error: 'video_corrupt', poster_url: null }))));
    renderMedia(lesson({ file_id: MP4_ID }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This video could not be used. This video is damaged or incomplete. Export it again and upload the new file.',
    );
    // A new video can be chosen at once.
    expect(screen.getByText('Choose a video')).toBeInTheDocument();
  });

  it('an upload stopped before its end: says how to carry on', async () => {
    localStorage.setItem(
      'studio-video:5:l1',
      JSON.stringify({ videoId: VIDEO_ID, name: 'welcome.mp4', size: 12_500_000, percent: 37 }),
    );
    stubFetch(() => json({ status: 404, message: 'Not found' }, 404));
    renderMedia(lesson());
    expect(
      screen.getByText(
        'An upload of welcome.mp4 stopped at 37 %. Choose the same file to carry on from there.',
      ),
    ).toBeInTheDocument();
  });
});

describe('captions', () => {
  it('uploads an SRT per language and lists it with Remove; a bad timeline is named', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: FormData[] = [];
    stubFetch((url, init) => {
      if (url.pathname === '/api/studio/courses/5/captions') {
        const form = init.body as FormData;
        sent.push(form);
        if ((form.get('file') as File).name === 'bad.srt')
          return json(
            {
              status: 400,
              message: 'The captions were refused. Line 2: the cue ends before it starts',
              error: { code: 'validation', fields: { file: 'caption_timing' } },
            },
            400,
          );
        return ok({
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          content_type: 'text/vtt',
          byte_size: 80,
          file_name: 'id.srt',
          cues: 12,
          video: null,
        });
      }
      return json({ status: 404, message: 'Not found' }, 404);
    });
    const patch = renderMedia(lesson());
    const row = screen.getByTestId('captions-id');
    await user.upload(within(row).getByTestId('captions-input-id'), new File(['1'], 'notes.txt'));
    expect(within(row).getByRole('alert')).toHaveTextContent('Choose a .vtt or .srt file.');
    expect(sent).toHaveLength(0);

    await user.upload(within(row).getByTestId('captions-input-id'), new File(['1'], 'bad.srt'));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The captions have no valid timeline: every cue needs a start time before its end time',
    );

    await user.upload(within(row).getByTestId('captions-input-id'), new File(['1'], 'id.srt'));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith({
        captions: [{ language: 'id', file_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }],
      }),
    );
    expect(sent.at(-1)!.get('language')).toBe('id');
    expect(within(row).getByText('Added, cues: 12')).toBeInTheDocument();
  });

  it('lists the lesson’s captions with Remove', async () => {
    stubFetch(() => json({ status: 404, message: 'Not found' }, 404));
    const patch = renderMedia(
      lesson({ captions: [{ language: 'en', file_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }] }),
    );
    const row = screen.getByTestId('captions-en');
    expect(within(row).getByText('added')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Remove captions (English)' }));
    expect(patch).toHaveBeenCalledWith({ captions: [] });
    expect(within(screen.getByTestId('captions-id')).getByText('none yet')).toBeInTheDocument();
  });
});

describe('a PDF lesson', () => {
  it('checks the file, uploads it, and shows its name and size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubFetch((url) =>
      url.pathname === '/api/studio/courses/5/files'
        ? ok({
            id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            content_type: 'application/pdf',
            byte_size: 2_400_000,
            file_name: 'handout.pdf',
            cues: null,
            video: null,
          })
        : json({ status: 404, message: 'Not found' }, 404),
    );
    const patch = renderMedia(lesson({ type: 'pdf' }), vi.fn(), ['en']);
    expect(screen.getByTestId('pdf-file')).toHaveTextContent('No PDF yet');
    await user.upload(screen.getByTestId('pdf-input'), new File(['x'], 'slides.pptx'));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a PDF. Choose a .pdf file.');
    await user.upload(
      screen.getByTestId('pdf-input'),
      new File(['%PDF-1.4'], 'handout.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith({ file_id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }),
    );
    expect(await screen.findByText('handout.pdf · 2.4 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove PDF' })).toBeInTheDocument();
    expect(screen.getByText('Replace PDF')).toBeInTheDocument();
  });
});
