import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { PreviewLink } from './preview-link';

afterEach(() => vi.unstubAllGlobals());

const URL_ = 'https://cendekia.example/preview/abc';

describe('Preview as learner', () => {
  it('is a link to the learners’ site that says it opens a new tab', async () => {
    const asked: string[] = [];
    stubFetch((url, init) => {
      asked.push(`${init.method} ${url.pathname}`);
      return json({ status: 200, message: 'OK', data: { url: URL_, expires_at: '2030-01-01T00:30:00Z' } });
    });
    renderRoutes([{ path: '/courses/:id', element: <PreviewLink draftId={7} /> }], '/courses/7');
    const link = await screen.findByRole('link', {
      name: 'Preview as learner (opens the learners’ site in a new tab)',
    });
    expect(link).toHaveAttribute('href', URL_);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(asked).toEqual(['POST /api/studio/courses/7/preview-link']);
  });

  it('says when no link came, and tries again on a click', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch(() =>
      fail
        ? json({ status: 500, message: 'Server error', error: { code: 'internal' } }, 500)
        : json({ status: 200, message: 'OK', data: { url: URL_, expires_at: '2030-01-01T00:30:00Z' } }),
    );
    renderRoutes([{ path: '/courses/:id', element: <PreviewLink draftId={7} /> }], '/courses/7');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The preview could not be prepared. Try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Preview as learner' }));
    expect(await screen.findByRole('link', { name: /Preview as learner/ })).toHaveAttribute('href', URL_);
  });
});
