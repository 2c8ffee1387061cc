import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch, userFixture } from '../lib/test-utils';
import { DRAFT_STORAGE_KEY, useRegistrationDraft } from '../stores/registration-draft';
import { RegisterWizard } from './register-wizard';

/** The step checks answer "available"; `register` answers what the test gives. */
const AVAILABLE = { body: { status: 200, message: 'OK', data: { available: true } } };
const isCheck = (call: { url: URL }) => call.url.pathname === '/api/v1/users/register/check';

const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').state ?? {};

async function fillStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Dewi Lestari');
  await user.type(screen.getByLabelText('Email address'), 'Dewi@Example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}
async function fillStep2(user: ReturnType<typeof userEvent.setup>, confirmation = 'a long passphrase') {
  await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'a long passphrase');
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('RegisterWizard (product §2 three steps)', () => {
  beforeEach(() => {
    useRegistrationDraft.getState().reset();
    stubFetch(() => AVAILABLE);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks each step before moving on, with next and previous', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    expect(screen.getByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await fillStep1(user);
    expect(await screen.findByRole('heading', { name: 'Choose a password' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Dewi Lestari');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await fillStep2(user, 'something else');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Add your phone number' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country code')).toHaveValue('+62');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('keeps the draft in storage as it is typed, without the password', async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    await fillStep1(user);
    await fillStep2(user);
    await user.type(await screen.findByLabelText('Phone number'), '0857 1234 5678');
    expect(storedDraft()).toMatchObject({
      step: 3,
      full_name: 'Dewi Lestari',
      email: 'Dewi@Example.com',
      phone_number: '85712345678',
    });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('a long passphrase');
  });

  it('after a reload on step 3 asks for the password again on step 2, the rest kept', async () => {
    useRegistrationDraft.getState().update({ step: 3, full_name: 'Budi', email: 'budi@example.com' });
    useRegistrationDraft.setState({ password: '' });
    renderWithApp(<RegisterWizard />);
    expect(await screen.findByRole('heading', { name: 'Choose a password' })).toBeInTheDocument();
    expect(screen.getByText(/we do not keep passwords on this device/)).toBeInTheDocument();
    await user_back();
    expect(screen.getByLabelText('Full name')).toHaveValue('Budi');
  });

  it('submits the product §3 payload and puts server field errors next to their field, on its step', async () => {
    const calls = stubFetch((call) =>
      isCheck(call)
        ? AVAILABLE
        : {
            status: 409,
            body: {
              status: 409,
              message: 'This email is already registered. Please log in.',
              error: { code: 'email_taken', fields: { email: 'email_taken' } },
            },
          },
    );
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    await fillStep1(user);
    await fillStep2(user);
    await user.type(await screen.findByLabelText('Phone number'), '85712345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'This email is already registered.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');

    const registered = calls.filter((c) => !isCheck(c));
    expect(registered).toHaveLength(1);
    expect(registered[0]!.url.pathname).toBe('/api/v1/users/register');
    expect(registered[0]!.url.searchParams.has('provider')).toBe(false);
    expect(registered[0]!.body).toMatchObject({
      email: 'dewi@example.com',
      type: 'Consumer',
      password: 'a long passphrase',
      full_name: 'Dewi Lestari',
      phone_number: '85712345678',
      phone_country_code: '+62',
      elearning_platform: window.location.hostname,
    });
    expect(useRegistrationDraft.getState().status).toBe('failed');
  });

  it('asks the server at steps 1 and 2: a taken email and a common password stop their own step', async () => {
    const calls = stubFetch((call) => {
      const body = call.body as Record<string, string>;
      if (body.email === 'dewi@example.com')
        return {
          status: 409,
          body: {
            status: 409,
            message: 'taken',
            error: { code: 'email_taken', fields: { email: 'email_taken' } },
          },
        };
      if (body.password === 'a long passphrase')
        return {
          status: 400,
          body: {
            status: 400,
            message: 'common',
            error: { code: 'validation', fields: { password: 'password_too_common' } },
          },
        };
      return AVAILABLE;
    });
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    await fillStep1(user);
    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription(
      'This email is already registered.',
    );
    expect(screen.getByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ email: 'dewi@example.com' });

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'dewi.baru@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStep2(user);
    expect(
      await screen.findByText('This password is too common. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a password' })).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ password: 'a long passphrase' });
  });

  it('moves on when a step cannot be checked (offline), leaving the decision to the registration', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    await fillStep1(user);
    expect(await screen.findByRole('heading', { name: 'Choose a password' })).toBeInTheDocument();
  });

  it('marks the draft a success and forgets the password once registered', async () => {
    stubFetch((call) =>
      isCheck(call)
        ? AVAILABLE
        : {
            body: { status: 200, message: 'OK', data: { user: userFixture(), confirmation_required: true } },
          },
    );
    const user = userEvent.setup();
    renderWithApp(<RegisterWizard />);
    await fillStep1(user);
    await fillStep2(user);
    await user.type(await screen.findByLabelText('Phone number'), '85712345678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(useRegistrationDraft.getState().status).toBe('success'));
    expect(useRegistrationDraft.getState().password).toBe('');
    expect(useRegistrationDraft.getState().message).toBe('check-email');
  });
});

async function user_back() {
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
}
