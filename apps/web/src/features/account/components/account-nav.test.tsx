import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { renderWithApp, stubFetch, userFixture } from '../lib/test-utils';
import { AccountNav } from './account-nav';

/** A complete get-general answer: answers are checked against the contract in tests. */
const general = {
  company_name: 'Cendekia Academy',
  tagline: '',
  file_path_logo: '/media/1',
  file_path_favicon: '/media/3',
  file_path_banner: '/media/2',
  support_email: 'support@cendekia.example',
  support_phone: '',
  address: '',
  contributor_url: 'https://mentor.example/login',
  social: [],
  list: [],
};

function answerFor(path: string) {
  if (path === '/api/v1/users/edit')
    return {
      body: {
        status: 200,
        message: 'OK',
        data: userFixture({
          full_name: 'Budi Santoso',
          photo: { url: '/media/9', thumb: { url: '/media/10' } },
        }),
      },
    };
  if (path === '/api/general/get-general') return { body: { status: 200, message: 'OK', data: general } };
  return { status: 404, body: { status: 404, message: 'Not found', error: { code: 'not_found' } } };
}

describe('AccountNav (product §2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('without a token: Register and Login', () => {
    renderWithApp(<AccountNav />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('with a token: fetches the user, shows the thumbnail and name; a contributor (any case) gets the extra item', async () => {
    const calls = stubFetch((call) => answerFor(call.url.pathname));
    useSession.getState().signIn('T'.repeat(43), 'Contributor');
    renderWithApp(<AccountNav />);
    const button = await screen.findByRole('button', { name: /Budi Santoso/ });
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/10');
    expect(calls.some((c) => c.url.pathname === '/api/v1/users/edit')).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Login As Contributor/ })).toBeInTheDocument();
  });

  it('a consumer does not get the contributor item', async () => {
    stubFetch((call) => answerFor(call.url.pathname));
    useSession.getState().signIn('T'.repeat(43), 'consumer');
    renderWithApp(<AccountNav />);
    await userEvent.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Login As Contributor/ })).toBeNull();
  });

  it('a dead token (401) ends the session: token and role removed, Register and Login back (product §8)', async () => {
    stubFetch(() => ({
      status: 401,
      body: { status: 401, message: 'Session ended', error: { code: 'unauthorized' } },
    }));
    useSession.getState().signIn('T'.repeat(43), 'consumer');
    localStorage.setItem('user', JSON.stringify(userFixture()));
    renderWithApp(<AccountNav />);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem('user')).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });
});
