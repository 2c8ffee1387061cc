import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CoursePreview } from '@app/contract/preview/schemas';
import { loadNamespace } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import {
  courseFixture,
  ok,
  renderWithApp,
  stubFetch,
  type FetchCall,
} from '@/features/catalog/lib/test-utils';
import { Component as CoursePreviewPage } from './course-preview';

beforeAll(() => loadNamespace('learning'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

const TOKEN = 'a'.repeat(66);
const lesson = (id: number, title: string, type: 'video' | 'text' | 'quiz', file = false) => ({
  id,
  title,
  type,
  duration_seconds: 120,
  duration_minutes: 2,
  is_preview: id === 11,
  open: true,
  body: type === 'text' ? [{ type: 'p' as const, runs: [{ text: `${title} body` }] }] : [],
  file: file
    ? {
        url: '/api/files/signed',
        hls_url: null,
        content_type: 'video/mp4',
        byte_size: 1000,
        file_name: 'preview.mp4',
        duration_seconds: 120,
        captions: [],
      }
    : null,
  quiz_id: null,
});

const preview: CoursePreview = {
  expires_at: '2030-05-01T10:30:00.000Z',
  status: 'draft',
  lang: 'en',
  course: {
    ...courseFixture({ id: -5, slug: '', title: 'Draft Statistics', subtitle: 'Not out yet' }),
    description: [],
    what_you_learn: [],
    requirements: [],
    mentor: {
      id: 7,
      name: 'Rina Wijaya',
      photo: '/media/9',
      headline: 'Data scientist',
      bio: '',
      courses_count: 3,
      students_count: 100,
      rating_avg: 4.5,
    },
    sections_count: 1,
    owned: false,
  },
  content: {
    course_id: -5,
    slug: '',
    title: 'Draft Statistics',
    owned: true,
    sections: [
      {
        id: -1,
        title: 'Getting started',
        position: 1,
        lessons: [
          lesson(11, 'Welcome video', 'video', true),
          lesson(-1, 'New reading', 'text'),
          lesson(-2, 'Check yourself', 'quiz'),
        ],
      },
    ],
  },
};

function open(
  route: string,
  answer: (call: FetchCall) => { status?: number; body: unknown } = () => ok(preview),
) {
  const calls = stubFetch((call) => {
    if (call.url.pathname.startsWith('/api/mentor/')) return ok(preview.course.mentor);
    return answer(call);
  });
  renderWithApp(<CoursePreviewPage />, { path: '/preview/:token', route });
  return calls;
}

describe('/preview/:token', () => {
  it('shows the draft with the course page, under a banner, with nothing to buy and no ratings or comments', async () => {
    const calls = open(`/preview/${TOKEN}`);
    const banner = (await screen.findByText('Preview of the draft')).closest('[role="status"]');
    expect(banner).toHaveTextContent('Preview of the draft');
    expect(banner).toHaveTextContent('Learners cannot see this course yet');
    expect(banner).toHaveTextContent('Buying, ratings and progress do nothing in a preview.');
    expect(banner).toHaveTextContent(/This link works until .*2030/);
    expect(screen.getByRole('heading', { level: 1, name: 'Draft Statistics' })).toBeInTheDocument();
    // The course page's own list, as a learner who has not bought it sees it.
    expect(screen.getByText('Welcome video')).toBeInTheDocument();
    const buying = screen.getByRole('complementary', { name: /.+/ });
    expect(
      within(buying).getByText('This is a preview: the course cannot be bought here.'),
    ).toBeInTheDocument();
    expect(within(buying).queryByRole('button', { name: /buy/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: /reviews|comments/i })).toBeNull();
    // The header's rating is read, not a link to ratings the preview does not have.
    expect(screen.getByText('1,234 ratings')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /ratings/ })).toBeNull();
    expect(calls.map((c) => c.url.pathname).filter((p) => !p.startsWith('/api/mentor/'))).toEqual([
      `/api/preview/${TOKEN}`,
    ]);
  });

  it('opens a lesson in the player with ?lesson=, and playing a video records nothing', async () => {
    const user = userEvent.setup();
    // A learner signed in on this site: the real player would report what they play.
    useSession.getState().signIn('tok', 'consumer');
    const calls = open(`/preview/${TOKEN}`);
    await user.click(await screen.findByRole('link', { name: 'Open the lessons' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/preview/${TOKEN}?lesson=11`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome video' })).toBeInTheDocument();
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/files/signed');
    fireEvent.playing(video);
    fireEvent.pause(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => c.url.pathname).filter((p) => !p.startsWith('/api/mentor/'))).toEqual([
      `/api/preview/${TOKEN}`,
    ]);
    // No "mark as done" for a reading; a quiz says when it opens.
    await user.click(screen.getAllByRole('link', { name: /New reading/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'New reading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /done/i })).toBeNull();
    await user.click(screen.getAllByRole('link', { name: /Check yourself/ })[0]!);
    expect(
      await screen.findByText('Learners take this quiz once the course is published.'),
    ).toBeInTheDocument();
  });

  it('says when the link has expired, and when it does not work', async () => {
    open(`/preview/${TOKEN}`, () => ({
      status: 410,
      body: { status: 410, message: 'x', error: { code: 'link_expired' } },
    }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This preview link has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open the preview again from the studio/)).toBeInTheDocument();
  });

  it('says a link altered or revoked does not work', async () => {
    open(`/preview/${TOKEN}`, () => ({
      status: 404,
      body: { status: 404, message: 'x', error: { code: 'not_found' } },
    }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This preview link does not work' }),
    ).toBeInTheDocument();
  });
});
