import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { rememberPath } from '../lib/return-path';
import { renderWithApp, stubFetch, userFixture } from '../lib/test-utils';
import { EmailLoginForm } from './email-login-form';

async function logIn(password = 'demo-password-2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'rina@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('EmailLoginForm (product §5, §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.getState().clear();
  });

  it('sends email and password form-encoded to login?via=email', async () => {
    const calls = stubFetch(() => ({
      status: 401,
      body: { status: 401, message: 'Incorrect login.', error: { code: 'x' } },
    }));
    renderWithApp(<EmailLoginForm />, { route: '/login' });
    await logIn();
    await screen.findByRole('alert');
    expect(calls[0]!.url.pathname).toBe('/api/v1/users/login');
    expect(calls[0]!.url.searchParams.get('via')).toBe('email');
    expect(calls[0]!.body).toEqual({ email: 'rina@example.com', password: 'demo-password-2026' });
  });

  it('a refused login shows Incorrect login. inline, no dialog, no session', async () => {
    stubFetch(() => ({
      status: 401,
      body: { status: 401, message: 'Incorrect login.', error: { code: 'incorrect_login' } },
    }));
    renderWithApp(<EmailLoginForm />, { route: '/login' });
    await logIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says a refused login in the page’s language, never in the server’s English', async () => {
    await setLocale('id', { remember: false });
    try {
      stubFetch(() => ({
        status: 401,
        body: { status: 401, message: 'Incorrect login.', error: { code: 'incorrect_login' } },
      }));
      renderWithApp(<EmailLoginForm />, { route: '/login' });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Alamat email'), 'rina@example.com');
      await user.type(screen.getByLabelText('Kata sandi', { selector: 'input' }), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Masuk' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
      expect(screen.queryByText(/Incorrect login/)).toBeNull();
    } finally {
      await setLocale('en', { remember: false });
    }
  });

  it("a 200 answer carrying 'Incorrect login.' is a failure too", async () => {
    stubFetch(() => ({ body: { status: 200, message: 'Incorrect login.', data: null } }));
    renderWithApp(<EmailLoginForm />, { route: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect login.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an unconfirmed email shows the confirmation alert and reloads on confirm', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    stubFetch(() => ({
      status: 403,
      body: { status: 403, message: 'Please confirm', error: { code: 'email_not_confirmed' } },
    }));
    renderWithApp(<EmailLoginForm />, { route: '/login' });
    const user = await logIn();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Email Confirmation was Not Accepted!');
    expect(dialog).toHaveTextContent('Please Check Your Email!');
    expect(screen.queryByText('Incorrect login.')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // The login button's spinner has stopped while the alert is open.
    expect(screen.getByRole('button', { name: 'Log in', hidden: true })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("the alert sends the confirmation again to the login's email, and says so (issue 23 item 4)", async () => {
    // Only reload is replaced: the call needs the page's real address.
    const location = window.location;
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue(
      new Proxy(location, { get: (target, key) => (key === 'reload' ? reload : Reflect.get(target, key)) }),
    );
    const calls = stubFetch((call) =>
      call.url.pathname === '/api/v1/users/confirmation'
        ? { body: { status: 200, message: 'OK', data: { message: 'sent' } } }
        : {
            status: 403,
            body: { status: 403, message: 'Please confirm', error: { code: 'email_not_confirmed' } },
          },
    );
    renderWithApp(<EmailLoginForm />, { route: '/login' });
    const user = await logIn();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the confirmation again' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'If rina@example.com still needs confirming, a new link is on its way.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send the confirmation again' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(calls.at(-1)!.body).toEqual({ email: 'rina@example.com' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a success stores the token and the role name, keeps the user and goes back where the user was', async () => {
    rememberPath('/education/python');
    stubFetch(() => ({
      body: {
        status: 200,
        message: 'OK',
        data: { token: 'T'.repeat(43), role: 'contributor', user: userFixture({ full_name: 'Budi' }) },
      },
    }));
    const { client } = renderWithApp(<EmailLoginForm />, { route: '/login' });
    await logIn();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/education/python'));
    expect(localStorage.getItem('token')).toBe('T'.repeat(43));
    expect(localStorage.getItem('role')).toBe('contributor');
    expect(JSON.parse(localStorage.getItem('user')!).full_name).toBe('Budi');
    expect(client.getQueryData(['account', 'user'])).toMatchObject({ full_name: 'Budi' });
  });

  it('a success goes to the page the address names, over the one remembered (a course behind the login wall)', async () => {
    rememberPath('/profile/edit');
    stubFetch(() => ({
      body: {
        status: 200,
        message: 'OK',
        data: { token: 'T'.repeat(43), role: 'consumer', user: userFixture() },
      },
    }));
    renderWithApp(<EmailLoginForm />, { route: '/login?next=%2Feducation%2Fpython' });
    await logIn();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/education/python'));
  });
});
