import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonFile } from '@app/contract/learning/schemas';
import { useBrand } from '@/shared/config/brand-store';
import { loadNamespace } from '@/shared/i18n/i18n';
import { renderWithApp, stubFetch } from '@/shared/testing/render-with-app';
import { VideoPlayer } from './video-player';

const file: LessonFile = {
  url: '/api/files/clip',
  content_type: 'video/mp4',
  byte_size: 755_572,
  file_name: 'clip.mp4',
  duration_seconds: 24,
  captions: [
    { language: 'en', label: 'English', url: '/api/files/en' },
    { language: 'ms', label: 'Bahasa Melayu', url: '/api/files/ms' },
  ],
};

const renderPlayer = (lessonFile: LessonFile = file) =>
  renderWithApp(
    <VideoPlayer
      lessonId={7}
      title="Reading a balance sheet"
      courseTitle="Bookkeeping for Small Businesses"
      file={lessonFile}
      progress={undefined}
    />,
  );

beforeAll(() => loadNamespace('learning'));
beforeEach(() => {
  useBrand.setState({ companyName: 'Acme Academy' });
  stubFetch(() => ({ body: { status: 200, message: 'OK', data: null } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('VideoPlayer title card', () => {
  it('names the company, the course and the lesson as text over the video until it plays', () => {
    renderPlayer();
    const player = screen.getByRole('group', { name: 'Video: Reading a balance sheet' });
    const card = within(player).getByTestId('title-card');
    expect(within(card).getByText('Acme Academy')).toBeVisible();
    expect(within(card).getByText('Bookkeeping for Small Businesses')).toBeVisible();
    expect(within(card).getByText('Reading a balance sheet')).toBeVisible();
    // It lets a click through to the video, and adds no control of its own.
    expect(card).toHaveClass('pointer-events-none');
    expect(within(card).queryByRole('button')).toBeNull();

    act(() => {
      fireEvent(player.querySelector('video')!, new Event('playing'));
    });
    expect(within(player).queryByTestId('title-card')).toBeNull();
  });

  it('offers the lesson’s caption tracks with their language and name', () => {
    renderPlayer();
    const tracks = [...document.querySelectorAll('track')].map((t) => [t.srclang, t.label, t.kind]);
    expect(tracks).toEqual([
      ['en', 'English', 'captions'],
      ['ms', 'Bahasa Melayu', 'captions'],
    ]);
  });
});

describe('VideoPlayer streams a studio video over HLS (issue 24 item 4)', () => {
  const transcoded: LessonFile = { ...file, hls_url: '/api/hls/token/master.m3u8' };
  const videoOf = () =>
    screen.getByRole('group', { name: 'Video: Reading a balance sheet' }).querySelector('video')!;
  const path = (url: string) => (url ? new URL(url, 'http://x').pathname : '');

  afterEach(() => vi.restoreAllMocks());

  it('plays the MP4 of a video with no HLS ladder, as before', () => {
    renderPlayer();
    expect(path(videoOf().src)).toBe('/api/files/clip');
    expect(videoOf()).toHaveAttribute('data-stream', 'mp4');
  });

  it('gives the ladder to a browser that plays HLS itself', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    renderPlayer(transcoded);
    await waitFor(() => expect(path(videoOf().src)).toBe('/api/hls/token/master.m3u8'));
    expect(videoOf()).toHaveAttribute('data-stream', 'native-hls');
    // Captions stay the page's own tracks.
    expect([...videoOf().querySelectorAll('track')].map((t) => t.srclang)).toEqual(['en', 'ms']);
  });

  it('falls back to the MP4 when the video element cannot play the ladder', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    renderPlayer(transcoded);
    await waitFor(() => expect(path(videoOf().src)).toBe('/api/hls/token/master.m3u8'));
    act(() => {
      fireEvent(videoOf(), new Event('error'));
    });
    await waitFor(() => expect(path(videoOf().src)).toBe('/api/files/clip'));
    expect(videoOf()).toHaveAttribute('data-stream', 'mp4');
  });

  it('plays the MP4 where the browser has neither HLS nor Media Source Extensions', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    vi.stubGlobal('MediaSource', undefined);
    renderPlayer(transcoded);
    await waitFor(() => expect(path(videoOf().src)).toBe('/api/files/clip'));
    expect(videoOf()).toHaveAttribute('data-stream', 'mp4');
  });

  it('streams through hls.js where Media Source Extensions exist, and falls back to the MP4 on a fatal error', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    // The browser capability hls.js needs: Media Source Extensions that take H.264 and AAC.
    class FakeMediaSource extends EventTarget {
      static isTypeSupported = () => true;
      readyState = 'closed';
      sourceBuffers = [];
      activeSourceBuffers = [];
      duration = NaN;
    }
    vi.stubGlobal('MediaSource', FakeMediaSource);
    vi.stubGlobal(
      'SourceBuffer',
      class extends EventTarget {
        appendBuffer() {}
        remove() {}
      },
    );
    const blobs = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/stream');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPlayer(transcoded);
    // hls.js attaches a MediaSource to the video and asks for the master playlist...
    await waitFor(() => expect(videoOf()).toHaveAttribute('data-stream', 'hls.js'));
    expect(blobs).toHaveBeenCalled();
    // ...which no server answers here: a fatal network error, and the lesson plays its MP4.
    await waitFor(() => expect(path(videoOf().src)).toBe('/api/files/clip'), { timeout: 15_000 });
    expect(videoOf()).toHaveAttribute('data-stream', 'mp4');
  }, 20_000);
});
