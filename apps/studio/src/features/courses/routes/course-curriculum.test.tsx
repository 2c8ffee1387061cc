import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Curriculum, StudioLesson } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { draftCourse, ok, text } from '@/testing/fixtures';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CourseCurriculum } from './course-curriculum';

const lesson = (key: string, title: string, more: Partial<StudioLesson> = {}): StudioLesson => ({
  key,
  title: text(title),
  type: 'text',
  is_preview: false,
  duration_seconds: 300,
  body: { id: [], en: [{ type: 'p', runs: [{ text: 'Hello' }] }], ms: [] },
  file_id: null,
  captions: [],
  quiz: null,
  ...more,
});

const curriculum: Curriculum = {
  sections: [
    {
      key: 's1',
      title: text('Basics'),
      lessons: [
        lesson('l1', 'Welcome'),
        lesson('l2', 'First video', {
          type: 'video',
          file_id: '0b7e3c1a-7d7e-4b8a-9a52-5f1f2a1b3c4d',
          is_preview: true,
        }),
      ],
    },
    { key: 's2', title: text('Deeper'), lessons: [lesson('l3', 'Summary')] },
  ],
};

const course = (revision: number, cur: Curriculum = curriculum) => draftCourse(revision, cur);

const options = { categories: [], mentors: [], languages: ['en', 'id', 'ms'] };

beforeEach(() => useBrand.setState({ defaultLanguage: 'en', currency: 'IDR', name: 'Cendekia Academy' }));
afterEach(() => vi.unstubAllGlobals());

function renderPage(onSave: (body: Record<string, unknown>) => Response, start = course(7)) {
  const sent: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/options') return ok(options);
    if (url.pathname === '/api/studio/courses/5' && (init.method ?? 'GET') === 'GET') return ok(start);
    if (url.pathname === '/api/studio/courses/5/curriculum' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return onSave(body);
    }
    return json({ status: 404, message: 'Not found' }, 404);
  });
  renderRoutes([{ path: '/courses/:id/curriculum', Component: CourseCurriculum }], '/courses/5/curriculum');
  return sent;
}

const lessonKeys = (body: Record<string, unknown>) =>
  (body as unknown as Curriculum).sections.map((s) => s.lessons.map((l) => l.key));

describe('the curriculum screen', () => {
  it('moves a lesson by its Move buttons, across sections, and saves the order with the revision', async () => {
    const user = userEvent.setup();
    const sent = renderPage((body) => ok(course(8, body as unknown as Curriculum)));
    await user.click(await screen.findByRole('button', { name: 'Move down: Welcome (1)' }));
    // At the bottom of its section, the next step crosses into the next section.
    await user.click(screen.getByRole('button', { name: 'Move down: Welcome (2)' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Summary (2)' }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.revision).toBe(7);
    expect(lessonKeys(sent[0]!)).toEqual([['l2'], ['l3', 'l1']]);
    // The video lesson's file is sent back untouched.
    const video = (sent[0] as unknown as Curriculum).sections[0]!.lessons[0]!;
    expect(video.file_id).toBe('0b7e3c1a-7d7e-4b8a-9a52-5f1f2a1b3c4d');
    expect(video.is_preview).toBe(true);
  });

  it('moves a section down and saves the new revision next time', async () => {
    const user = userEvent.setup();
    const sent = renderPage((body) => ok(course(8 + sent.length, body as unknown as Curriculum)));
    await user.click(await screen.findByRole('button', { name: 'Move down: Section 1: Basics' }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect((sent[0] as unknown as Curriculum).sections.map((s) => s.key)).toEqual(['s2', 's1']);
    await user.type(
      screen.getByLabelText(/^Section title \(English\)/, { selector: '#cur-s2-title-en' }),
      '!',
    );
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.revision).toBe(9);
  });

  it('shows a server field error on the field of its lesson', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      json(
        {
          status: 400,
          message: 'Bad input',
          error: { code: 'validation', fields: { 'sections.0.lessons.1.title.en': 'too_long' } },
        },
        400,
      ),
    );
    await user.type(
      await screen.findByLabelText(/^Section title \(English\)/, { selector: '#cur-s1-title-en' }),
      '!',
    );
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    const field = await screen.findByLabelText(/^Lesson title \(English\)/, { selector: '#cur-l2-title-en' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('cur-l2-title-en-error')).toHaveTextContent('This is too long.');
    expect(field).toHaveFocus();
  });

  it('requires the default language’s titles before sending', async () => {
    const user = userEvent.setup();
    const sent = renderPage((body) => ok(course(8, body as unknown as Curriculum)));
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    expect(await screen.findByText('Fix the marked fields before saving.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers a reload on a conflict', async () => {
    const user = userEvent.setup();
    renderPage(() => json({ status: 409, message: 'Conflict', error: { code: 'revision_conflict' } }, 409));
    await user.click(await screen.findByRole('button', { name: 'Remove: Summary (1)' }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    expect(await screen.findByRole('button', { name: 'Reload the curriculum' })).toBeInTheDocument();
  });

  it('starts an empty curriculum with its first section', async () => {
    const user = userEvent.setup();
    renderPage(() => json({}, 500), course(1, { sections: [] }));
    await user.click(await screen.findByRole('button', { name: 'Add your first section' }));
    const section = screen.getByTestId('curriculum-section');
    expect(within(section).getByLabelText(/^Section title \(English\)/)).toHaveFocus();
  });
});
