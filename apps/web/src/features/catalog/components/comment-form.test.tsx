import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_FAILED } from '@app/contract/catalog/constants';
import { ok, renderWithApp, stubFetch } from '../lib/test-utils';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the trimmed text and clears the box', async () => {
    const calls = stubFetch(() =>
      ok({
        id: 9,
        course_id: 5,
        user: { id: 3, full_name: 'Budi Santoso', photo: null },
        comments: 'Great course',
        created_at: '2026-11-23T04:00:00.000Z',
        likes_count: 0,
        liked_by_me: false,
      }),
    );
    renderWithApp(<CommentForm courseId={5} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), '  Great course  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Your comment is posted.')).toBeInTheDocument();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/discuss/add-comment');
    expect(calls[0]!.body).toEqual({ course_id: 5, comments: 'Great course' });
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('shows the spec’s alert when posting fails, and keeps the text', async () => {
    stubFetch(() => ({
      status: 500,
      body: { status: 500, message: 'Internal', error: { code: 'internal' } },
    }));
    renderWithApp(<CommentForm courseId={5} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(COMMENT_FAILED);
    expect(COMMENT_FAILED).toBe('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Hello');
  });

  it('also alerts when the request never gets an answer', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithApp(<CommentForm courseId={5} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(COMMENT_FAILED);
  });

  it('counts characters and refuses more than 2000', async () => {
    const calls = stubFetch(() => ok({}));
    renderWithApp(<CommentForm courseId={5} />);
    const box = screen.getByLabelText('Add a comment');
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
    expect(post).toBeDisabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    expect(screen.getByText('2,000 / 2,000')).toBeInTheDocument();
    expect(post).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A comment is at most 2,000 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(post).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(calls).toHaveLength(0));
  });

  it('does not post only spaces', async () => {
    const calls = stubFetch(() => ok({}));
    renderWithApp(<CommentForm courseId={5} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), '    ');
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    fireEvent.submit(screen.getByLabelText('Add a comment').closest('form')!);
    expect(calls).toHaveLength(0);
  });
});
