import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CoursePreview } from './course-preview';

/** The preview call's answer: a draft with changes, in the learner's shapes (API: preview.ts). */
const answer = (status: 'draft' | 'changes') => ({
  status: 200,
  message: 'OK',
  data: {
    draft_id: 7,
    revision: 3,
    status,
    lang: 'en',
    course: {
      title: 'Data Analysis with Excel',
      subtitle: 'From spreadsheet to dashboard',
      description: [{ type: 'p', text: 'Learn to read your data.' }],
      cover_url: null,
      level: 'beginner',
      is_bootcamp: false,
      price: 250000,
      discount_price: 199000,
      currency: 'IDR',
      mentor_name: 'Maya Mentor',
    },
    content: {
      course_id: 3,
      slug: 'data-analysis',
      title: 'Data Analysis with Excel',
      owned: true,
      sections: [
        {
          id: 11,
          title: 'Getting started',
          position: 1,
          lessons: [
            {
              id: 21,
              title: 'Welcome',
              type: 'video',
              duration_seconds: 90,
              duration_minutes: 2,
              is_preview: true,
              open: true,
              body: [],
              file: {
                url: '/api/files/clip',
                hls_url: null,
                content_type: 'video/mp4',
                byte_size: 1000,
                file_name: 'preview.mp4',
                duration_seconds: 90,
                captions: [{ language: 'en', label: 'English', url: '/api/files/en' }],
              },
              quiz_id: null,
            },
            {
              id: -1,
              title: 'A new reading',
              type: 'text',
              duration_seconds: 120,
              duration_minutes: 2,
              is_preview: false,
              open: true,
              body: [{ type: 'p', runs: [{ text: 'Not yet ' }, { text: 'published', bold: true }] }],
              file: null,
              quiz_id: null,
            },
          ],
        },
      ],
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

function renderPreview(status: 'draft' | 'changes' = 'changes') {
  const asked: URL[] = [];
  stubFetch((url) => {
    asked.push(url);
    return json(answer(status));
  });
  renderRoutes(
    [
      { path: '/courses/:id/preview', Component: CoursePreview },
      { path: '/courses/:id', element: <h1>Editing</h1> },
    ],
    '/courses/7/preview',
  );
  return asked;
}

describe('/courses/:id/preview: preview as learner (issue 24 item 6)', () => {
  it('says it is a preview, above the draft’s course page and curriculum', async () => {
    const asked = renderPreview();
    const banner = await screen.findByRole('region', { name: /^Preview: this is the draft/ });
    expect(
      within(banner).getByText('Learners still see the published version until you publish these changes.'),
    ).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Back to editing' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data Analysis with Excel' })).toBeVisible();
    expect(screen.getByText('Learn to read your data.')).toBeVisible();
    const curriculum = screen.getByRole('navigation', { name: 'Course content' });
    expect(within(curriculum).getByRole('button', { name: /A new reading/ })).toBeVisible();
    expect(within(curriculum).getByRole('button', { name: /Welcome.*Free preview/ })).toBeVisible();
    expect(asked[0]!.pathname).toBe('/api/studio/courses/7/preview');
    expect(asked[0]!.searchParams.get('lang')).toBe('en');
  });

  it('says a course never published is not seen by learners yet', async () => {
    renderPreview('draft');
    expect(
      await screen.findByText('Learners cannot see this course yet. Publish it when it is ready.'),
    ).toBeVisible();
  });

  it('opens a lesson as the player does: a reading’s blocks, a video with its captions', async () => {
    renderPreview();
    await userEvent.click(await screen.findByRole('button', { name: /A new reading/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'A new reading' })).toBeVisible();
    expect(screen.getByText('published').tagName).toBe('STRONG');
    // The banner stays while a lesson is open.
    expect(screen.getByRole('region', { name: /^Preview:/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    const video = document.querySelector('video')!;
    expect(new URL(video.src, 'http://x').pathname).toBe('/api/files/clip');
    expect([...video.querySelectorAll('track')].map((t) => t.srclang)).toEqual(['en']);
  });
});
