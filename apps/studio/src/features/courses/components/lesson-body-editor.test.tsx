import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Curriculum } from '@app/contract/studio/schemas';
import { useBrand } from '@/shared/brand/brand';
import { draftCourse, ok, text } from '@/testing/fixtures';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CourseCurriculum } from '../routes/course-curriculum';

const curriculum: Curriculum = {
  sections: [
    {
      key: 's1',
      title: text('Basics'),
      lessons: [
        {
          key: 'l1',
          title: text('Reading'),
          type: 'text',
          is_preview: false,
          duration_seconds: 300,
          body: {
            id: [{ type: 'p', runs: [{ text: 'Halo' }] }],
            en: [
              { type: 'h2', text: 'Averages' },
              { type: 'p', runs: [{ text: 'The ' }, { text: 'mean', bold: true }, { text: ' is one.' }] },
            ],
            ms: [],
          },
          file_id: null,
          captions: [],
          quiz: null,
        },
      ],
    },
  ],
};

const course = (revision: number, cur: Curriculum = curriculum) => draftCourse(revision, cur);

beforeEach(() => useBrand.setState({ defaultLanguage: 'en', currency: 'IDR', name: 'Cendekia Academy' }));
afterEach(() => vi.unstubAllGlobals());

async function openLesson(save?: (body: Record<string, unknown>) => Response, reads = [course(7)]) {
  const saves: Record<string, unknown>[] = [];
  let read = 0;
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/options')
      return ok({ categories: [], mentors: [], languages: ['en', 'id', 'ms'] });
    if (url.pathname === '/api/studio/courses/5' && (init.method ?? 'GET') === 'GET')
      return ok(reads[Math.min(read++, reads.length - 1)]);
    if (url.pathname === '/api/studio/courses/5/curriculum' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saves.push(body);
      return save?.(body) ?? ok(course(8, body as unknown as Curriculum));
    }
    return json({ status: 404, message: 'Not found' }, 404);
  });
  renderRoutes([{ path: '/courses/:id/curriculum', Component: CourseCurriculum }], '/courses/5/curriculum');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Edit\b.*Reading \(1\)/ }));
  return { user, saves };
}

/**
 * The caret put after the first letter of an element's text, as a click there does in a browser: the page's selection
 * moves and the editor hears of it (happy-dom does not place a caret on a click by itself).
 */
function placeCaret(element: Element) {
  const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) ?? element;
  const range = document.createRange();
  range.setStart(node, 1);
  range.collapse(true);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

const sentBody = (body: Record<string, unknown>) =>
  (body as unknown as Curriculum).sections[0]!.lessons[0]!.body;

describe('the text lesson editor', () => {
  it('shows the body as the learner reads it, with a toolbar that says what is on', async () => {
    const { user } = await openLesson();
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    expect(within(editor).getByRole('heading', { level: 2, name: 'Averages' })).toBeInTheDocument();
    expect(within(editor).getByText('mean').tagName).toBe('STRONG');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    // The caret starts in the heading.
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Subheading', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote'])
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    // The language switch shows the other language's body.
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(screen.getByRole('textbox', { name: 'Content (Bahasa Indonesia)' })).toHaveTextContent('Halo');
  });

  it('turns a paragraph into a list and a heading by the toolbar, and saves the player’s blocks', async () => {
    const { user, saves } = await openLesson();
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(editor);
    placeCaret(within(editor).getByText(/is one/));
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    placeCaret(within(editor).getByText('Averages'));
    await user.click(within(toolbar).getByRole('button', { name: 'Subheading' }));
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(sentBody(saves[0]!).en).toEqual([
      { type: 'h3', text: 'Averages' },
      { type: 'ul', items: [[{ text: 'The ' }, { text: 'mean', bold: true }, { text: ' is one.' }]] },
    ]);
    expect(sentBody(saves[0]!).id).toEqual([{ type: 'p', runs: [{ text: 'Halo' }] }]);
  });

  it('takes typed text and bold by its keyboard shortcut', async () => {
    const { user, saves } = await openLesson();
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    await user.click(editor);
    placeCaret(within(editor).getByText(/is one/));
    await user.keyboard('{Control>}b{/Control}');
    await user.keyboard('Wow');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await screen.findByText(/Curriculum saved/);
    expect(sentBody(saves[0]!).en[1]).toEqual({
      type: 'p',
      // Typed after the first letter, where the caret was put.
      runs: [
        { text: 'T' },
        { text: 'Wow', bold: true },
        { text: 'he ' },
        { text: 'mean', bold: true },
        { text: ' is one.' },
      ],
    });
  });

  it('shows a server problem of the body under the editor, tied to it', async () => {
    const { user } = await openLesson(() =>
      json(
        {
          status: 400,
          message: 'Bad input',
          error: { code: 'validation', fields: { 'sections.0.lessons.0.body.en.1.runs.0.text': 'too_long' } },
        },
        400,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: /^Lesson title \(English\)/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription(/Block 2: This is too long\./);
    await act(async () => undefined);
  });

  it('shows the draft read again after a conflict, in place of what was typed', async () => {
    const theirs: Curriculum = structuredClone(curriculum);
    theirs.sections[0]!.lessons[0]!.body.en = [{ type: 'p', runs: [{ text: 'Rewritten by a colleague' }] }];
    const { user } = await openLesson(
      () => json({ status: 409, message: 'Conflict', error: { code: 'revision_conflict' } }, 409),
      [course(7), course(9, theirs)],
    );
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    await user.click(editor);
    placeCaret(within(editor).getByText(/is one/));
    await user.keyboard('Mine');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await user.click(await screen.findByRole('button', { name: 'Reload the curriculum' }));
    await waitFor(() => expect(editor).toHaveTextContent('Rewritten by a colleague'));
    expect(editor).not.toHaveTextContent('Mine');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});
