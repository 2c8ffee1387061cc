import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@app/contract/catalog/schemas';
import { ok, renderWithApp, stubFetch, type FetchCall } from '../lib/test-utils';
import { CommentsSection } from './comment-list';

const comment = (patch: Partial<Comment> = {}): Comment => ({
  id: 11,
  course_id: 5,
  user: { id: 2, full_name: 'Sari Putri', photo: null },
  comments: '<b>Bold?</b>\nSecond line',
  created_at: '2026-04-01T10:00:00.000Z',
  likes_count: 3,
  liked_by_me: false,
  ...patch,
});

function deferred() {
  let settle!: (value: { status?: number; body: unknown }) => void;
  const promise = new Promise<{ status?: number; body: unknown }>((r) => (settle = r));
  return { promise, settle };
}

describe('CommentsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows comments as text, never as HTML', async () => {
    stubFetch(() => ok([comment()], { page: 1, limit: 10, total: 1 }));
    const { container } = renderWithApp(<CommentsSection courseId={5} />);
    expect(await screen.findByText(/<b>Bold\?<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('li b')).toBeNull();
  });

  it('likes at once and keeps the server’s count', async () => {
    const like = deferred();
    const calls = stubFetch((call: FetchCall) =>
      call.method === 'POST' ? like.promise : ok([comment()], { page: 1, limit: 10, total: 1 }),
    );
    renderWithApp(<CommentsSection courseId={5} />);
    const button = await screen.findByRole('button', { name: /Like/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    // Optimistic: pressed and counted before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(within(button).getByText('4')).toBeInTheDocument();
    like.settle(ok({ comment_id: 11, likes_count: 4, liked_by_me: true }));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/discuss/add-liked');
    expect(post.body).toEqual({ comment_id: 11 });
  });

  it('takes a like back with DELETE delete-dislike', async () => {
    let liked = true;
    const calls = stubFetch((call) => {
      if (call.method === 'DELETE') liked = false;
      return call.method === 'DELETE'
        ? ok({ comment_id: 11, likes_count: 2, liked_by_me: false })
        : ok([comment({ liked_by_me: liked, likes_count: liked ? 3 : 2 })], { page: 1, limit: 10, total: 1 });
    });
    renderWithApp(<CommentsSection courseId={5} />);
    const button = await screen.findByRole('button', { name: /Like/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(within(button).getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.pathname).toBe('/api/discuss/delete-dislike');
    expect(del.body).toEqual({ comment_id: 11 });
  });

  it('rolls the like back when the server refuses it', async () => {
    const like = deferred();
    stubFetch((call) =>
      call.method === 'POST' ? like.promise : ok([comment()], { page: 1, limit: 10, total: 1 }),
    );
    renderWithApp(<CommentsSection courseId={5} />);
    const button = await screen.findByRole('button', { name: /Like/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    like.settle({
      status: 404,
      body: { status: 404, message: 'Comment not found', error: { code: 'not_found' } },
    });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(within(button).getByText('3')).toBeInTheDocument();
  });

  it('invites the first comment when there is none', async () => {
    stubFetch(() => ok([], { page: 1, limit: 10, total: 0 }));
    renderWithApp(<CommentsSection courseId={5} />);
    expect(await screen.findByText('No comments yet. Start the discussion!')).toBeInTheDocument();
  });
});
