import { act, fireEvent, screen, within } from '@testing-library/react';
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

const renderPlayer = () =>
  renderWithApp(
    <VideoPlayer
      lessonId={7}
      title="Reading a balance sheet"
      courseTitle="Bookkeeping for Small Businesses"
      file={file}
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
