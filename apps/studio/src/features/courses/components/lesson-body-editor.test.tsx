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

const IMAGE = {
  id: '0b7e5f2a-1c3d-8e4f-9a0b-1c2d3e4f5a6b',
  url: '/media/0b7e5f2a-1c3d-8e4f-9a0b-1c2d3e4f5a6b',
  width: 1280,
  height: 720,
};

async function openLesson(save?: (body: Record<string, unknown>) => Response, reads = [course(7)]) {
  const saves: Record<string, unknown>[] = [];
  const uploads: FormData[] = [];
  let read = 0;
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/courses/5/images' && init.method === 'POST') {
      uploads.push(init.body as FormData);
      return ok(IMAGE);
    }
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
  return { user, saves, uploads };
}

/** Makes a range the page's selection and tells the editor (happy-dom does not place one on a click). */
function selectRange(range: Range) {
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** The caret put after the first letter of an element's text, as a click there does in a browser. */
function placeCaret(element: Element) {
  const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) ?? element;
  const range = document.createRange();
  range.setStart(node, 1);
  range.collapse(true);
  selectRange(range);
}

/** An element's whole text selected, as a double click on a word does in a browser. */
function selectText(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  selectRange(range);
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

  it('asks for a link in a dialog: checks the address, naming the field; Escape and Cancel give the focus back', async () => {
    const { user, saves } = await openLesson();
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(editor);
    placeCaret(within(editor).getByText('mean'));

    // Escape closes it and the editor has the focus again.
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription(/mailto:/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());

    // Mod-K opens it too; Cancel closes it.
    await user.keyboard('{Control>}k{/Control}');
    dialog = screen.getByRole('dialog', { name: 'Add a link' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());

    // A script address is refused under the field, which names it; a bare domain becomes https.
    selectText(within(editor).getByText('mean'));
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link address' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /^Link address: it must start with http:\/\/, https:\/\/ or mailto:\./,
    );
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'example.com/mean');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(editor).getByRole('link')).toHaveAttribute('href', 'https://example.com/mean'),
    );
    await waitFor(() => expect(editor).toHaveFocus());

    expect(within(editor).getByRole('link')).toHaveTextContent(/^mean$/);

    // Opened on the link, it shows its address; emptied, the link goes.
    placeCaret(within(editor).getByRole('link').querySelector('strong') ?? within(editor).getByRole('link'));
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    dialog = screen.getByRole('dialog', { name: 'Edit the link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link address' })).toHaveValue(
      'https://example.com/mean',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Link address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(editor).queryByRole('link')).not.toBeInTheDocument());
    expect(saves).toHaveLength(0);
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

  it('inserts an uploaded image, asks for its alt text before saving, and shows the server’s problem on it', async () => {
    const { user, saves, uploads } = await openLesson(() =>
      json(
        {
          status: 400,
          message: 'Bad input',
          error: {
            code: 'validation',
            fields: { 'sections.0.lessons.0.body.en.2.media_id': 'not_an_option' },
          },
        },
        400,
      ),
    );
    const editor = screen.getByRole('textbox', { name: 'Content (English)' });
    await user.click(editor);
    placeCaret(within(editor).getByText(/is one/));
    // Not an image (the file picker's filter bypassed): said at once, nothing sent.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Insert image'), new File(['x'], 'notes.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Insert image'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'curve.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Image added. Describe it in its alt text below.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('curve.jpg');
    // In the editor after the paragraph the caret is in (never splitting it), its alt text asked for.
    expect(editor.querySelector(`img[src="${IMAGE.url}"]`)).not.toBeNull();
    const alt = screen.getByRole('textbox', { name: /^Image 1: alt text/ });
    await waitFor(() => expect(alt).toHaveFocus());

    // Without alt text the curriculum is not sent; the problem is said on the image.
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
    expect(alt).toHaveAccessibleDescription(/This field is required\./);
    expect(saves).toHaveLength(0);

    await user.type(alt, 'A bell curve');
    await user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'Figure 1');
    await user.click(screen.getByRole('button', { name: 'Save curriculum' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(sentBody(saves[0]!).en).toEqual([
      { type: 'h2', text: 'Averages' },
      { type: 'p', runs: [{ text: 'The ' }, { text: 'mean', bold: true }, { text: ' is one.' }] },
      {
        type: 'img',
        media_id: IMAGE.id,
        url: IMAGE.url,
        alt: 'A bell curve',
        caption: 'Figure 1',
        width: 1280,
        height: 720,
      },
    ]);
    // The server's problem with the image lands on the image, not on the body as a block.
    expect(await screen.findByText('Choose one of the options offered.')).toBeInTheDocument();
    expect(editor).not.toHaveAttribute('aria-invalid');
  });
});
