import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrand } from '@/shared/brand/brand';
import { json, renderRoutes, session, stubFetch } from '@/testing/render';
import { resetSignInCode } from '../lib/sign-in-code';
import { Component as SignIn } from './sign-in';

const CODE = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const routes = [
  { path: '/sign-in', Component: SignIn },
  { path: '/courses', element: <h1>Course list</h1> },
];

beforeEach(() => {
  resetSignInCode();
  useBrand.setState({ name: 'Cendekia Academy', siteUrl: 'http://localhost:3000' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('/sign-in (the hand-off from "Login As Contributor")', () => {
  it('takes the code out of the address before posting it once, then opens the course list', async () => {
    window.history.replaceState(null, '', `/sign-in#code=${CODE}`);
    const seenAddresses: string[] = [];
    const fetch = stubFetch((url, init) => {
      seenAddresses.push(window.location.href);
      expect(url.pathname).toBe('/api/studio/session');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('same-origin');
      return json({ status: 200, message: 'OK', data: session });
    });
    const { router } = renderRoutes(routes, '/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    // The address lost its fragment before the code left the page.
    expect(window.location.hash).toBe('');
    expect(seenAddresses.every((address) => !address.includes(CODE))).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ code: CODE });
  });

  it('a used or expired link says so, with the way back to the site', async () => {
    window.history.replaceState(null, '', `/sign-in#code=${CODE}`);
    stubFetch(() => json({ status: 401, message: 'used', error: { code: 'handoff_invalid' } }, 401));
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link was used or has expired. Open the studio from the site again.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not sign you in');
    expect(screen.getByRole('link', { name: 'Back to Cendekia Academy' })).toHaveAttribute(
      'href',
      'http://localhost:3000',
    );
    expect(window.location.hash).toBe('');
  });

  it('without a code posts nothing and asks to open the studio from the site', async () => {
    window.history.replaceState(null, '', '/sign-in');
    const fetch = stubFetch(() => json({}, 500));
    renderRoutes(routes, '/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs a sign-in link from the site');
    expect(fetch).not.toHaveBeenCalled();
  });
});
