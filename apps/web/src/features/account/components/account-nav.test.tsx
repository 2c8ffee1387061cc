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

function answerFor(path: string, handoff: { status?: number; body: unknown } | null = null) {
  if (path === '/api/v1/studio/handoff' && handoff) return handoff;
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
    // The first test to sign in loads the signed-in menu's module (and the contract's) for the file.
    const button = await screen.findByRole('button', { name: /Budi Santoso/ }, { timeout: 5000 });
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/10');
    expect(calls.some((c) => c.url.pathname === '/api/v1/users/edit')).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Login As Contributor/ })).toBeInTheDocument();
  });

  it('Login As Contributor asks for a one-time code and opens the studio with it (issue 24)', async () => {
    const studio = 'http://studio.localhost:3000/sign-in#code=' + 'c'.repeat(43);
    const calls = stubFetch((call) =>
      answerFor(call.url.pathname, {
        body: { status: 200, message: 'OK', data: { url: studio, expires_in: 60 } },
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    useSession.getState().signIn('T'.repeat(43), 'admin');
    renderWithApp(<AccountNav />);
    await userEvent.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Login As Contributor' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(studio));
    const handoff = calls.find((c) => c.url.pathname === '/api/v1/studio/handoff')!;
    expect(handoff.method).toBe('POST');
    expect(handoff.headers.authorization).toBe(`Bearer ${'T'.repeat(43)}`);
    assign.mockRestore();
  });

  it('a company without a studio (404 no_studio) keeps its contributor site, else the contact page', async () => {
    const noStudio = {
      status: 404,
      body: { status: 404, message: 'No studio', error: { code: 'no_studio' } },
    };
    stubFetch((call) => answerFor(call.url.pathname, noStudio));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    useSession.getState().signIn('T'.repeat(43), 'contributor');
    renderWithApp(<AccountNav />);
    await userEvent.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Login As Contributor' }));
    // The tenant folder names a contributor site: it opens, as before the studio.
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://mentor.example/login', '_blank', 'noopener,noreferrer'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    open.mockRestore();
  });

  it('a refusal other than no_studio is said on /contributor', async () => {
    const refused = {
      status: 403,
      body: { status: 403, message: 'No', error: { code: 'not_a_contributor' } },
    };
    stubFetch((call) => answerFor(call.url.pathname, refused));
    useSession.getState().signIn('T'.repeat(43), 'contributor');
    renderWithApp(<AccountNav />);
    await userEvent.click(await screen.findByRole('button', { name: /Budi Santoso/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Login As Contributor' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contributor'));
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ studioError: 'not_a_contributor' }),
    );
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
