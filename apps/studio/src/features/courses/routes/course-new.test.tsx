import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrand } from '@/shared/brand/brand';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CourseNew } from './course-new';

const options = {
  categories: [{ id: 3, name: 'Data' }],
  mentors: [{ id: 9, name: 'Maya Mentor' }],
  languages: ['id', 'en', 'ms'],
};

beforeEach(() => useBrand.setState({ defaultLanguage: 'id', currency: 'IDR', name: 'Cendekia Academy' }));
afterEach(() => vi.unstubAllGlobals());

function renderForm(onCreate: (body: Record<string, unknown>) => Response = () => json({}, 500)) {
  const posted: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/studio/options') return json({ status: 200, message: 'OK', data: options });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posted.push(body);
    return onCreate(body);
  });
  renderRoutes(
    [
      { path: '/courses/new', Component: CourseNew },
      { path: '/courses/:id', element: <h1>Created</h1> },
    ],
    '/courses/new',
  );
  return posted;
}

/** A field's error: the words under it, tied to it by aria-describedby. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent ?? null;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title \(Bahasa Indonesia\)/), 'Analisis Data');
  await screen.findByRole('option', { name: 'Data' });
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Data');
  await user.selectOptions(screen.getByLabelText(/^Level/), 'Beginner');
  await user.selectOptions(screen.getByLabelText(/^Mentor/), 'Maya Mentor');
  await user.type(screen.getByLabelText(/^Price \(IDR\)/), '150000');
}

describe('the course form checks what it can before sending', () => {
  it('names every missing field under it, in the default language’s tab, and sends nothing', async () => {
    const user = userEvent.setup();
    const posted = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create course' }));
    const title = screen.getByLabelText(/^Title \(Bahasa Indonesia\)/);
    await waitFor(() => expect(errorOf(title)).toBe('This field is required.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(screen.getByLabelText(/^Category/))).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText(/^Level/))).toBe('This field is required.');
    expect(errorOf(screen.getByLabelText(/^Price \(IDR\)/))).toBe('This field is required.');
    // English and Malay are optional.
    expect(screen.getByLabelText(/^Title \(English\)/, { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a change');
    expect(posted).toEqual([]);
  });

  it('money in the company’s currency: whole rupiah, and a discount below the price', async () => {
    const user = userEvent.setup();
    const posted = renderForm();
    await fillValid(user);
    const price = screen.getByLabelText(/^Price \(IDR\)/);
    await user.clear(price);
    await user.type(price, '149.90');
    const discount = screen.getByLabelText(/^Discount price/);
    await user.type(discount, '200000');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(errorOf(price)).toBe('This value is not in the expected format.'));
    await user.clear(price);
    await user.type(price, '150000');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(errorOf(discount)).toBe('The discount price must be lower than the price.'));
    expect(posted).toEqual([]);
  });

  it('sends a valid course, and puts the server’s field problems under their fields', async () => {
    const user = userEvent.setup();
    const posted = renderForm(() =>
      json(
        {
          status: 400,
          message: 'Some fields need a change',
          error: { code: 'validation', fields: { mentor_id: 'not_an_option' } },
        },
        400,
      ),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: { id: 'Analisis Data', en: '', ms: '' },
      category_id: 3,
      mentor_id: 9,
      level: 'beginner',
      price: 150000,
      discount_price: null,
      is_bootcamp: false,
      cover_media_id: null,
    });
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Mentor/))).toBe('Choose one of the options offered.'),
    );
    expect(within(screen.getByRole('alert')).getByText(/Some fields need a change/)).toBeInTheDocument();
  });
});
