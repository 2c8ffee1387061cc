import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as Cohort } from './cohort';
import { Component as CorporateList } from './corporate-list';
import { Component as CorporateNew } from './corporate-new';

const options = {
  default_language: 'en',
  courses: [
    { id: 4, title: 'Data Analysis' },
    { id: 5, title: 'Python for Data' },
  ],
};
const order = {
  id: 3,
  client_name: 'PT Maju Bersama',
  invoice_number: 'INV-1',
  language: 'en',
  people: 2,
  invited: 1,
  enrolments: 2,
  courses: [{ id: 5, title: 'Python for Data' }],
  created_by: 'Admin',
  created_at: '2026-11-20T03:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => json({ status: 200, message: 'OK', data });

function renderPages(
  path: string,
  answer: (url: URL, init: RequestInit) => Response | undefined = () => undefined,
) {
  const sent: { url: URL; body: Record<string, unknown> }[] = [];
  stubFetch((url, init) => {
    if (init.method && init.method !== 'GET')
      sent.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    const own = answer(url, init);
    if (own) return own;
    if (url.pathname === '/api/studio/corporate/options') return ok(options);
    return json({ status: 404, message: 'Not found', error: { code: 'not_found' } }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/corporate', Component: CorporateList },
      { path: '/corporate/new', Component: CorporateNew },
      { path: '/corporate/:id', Component: Cohort },
    ],
    path,
  );
  return { ...view, sent };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, csv = 'name,email\nAni,ani@x.example\n') {
  await user.type(await screen.findByLabelText(/Client name/), 'PT Maju Bersama');
  await user.type(screen.getByLabelText(/Invoice number/), 'INV-1');
  await user.click(screen.getByLabelText('Python for Data'));
  await user.upload(screen.getByLabelText(/CSV file/), new File([csv], 'people.csv', { type: 'text/csv' }));
  await screen.findByText('Chosen: people.csv');
}

describe('/corporate/new', () => {
  it('says what is missing on the fields, and focuses the first, before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = renderPages('/corporate/new');
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByLabelText(/Client name/)).toHaveFocus();
    expect(screen.getByLabelText(/Client name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Courses chosen: 0/).closest('fieldset')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('lists every row problem of the file as row N: field: message, focused, and enrols nobody', async () => {
    const user = userEvent.setup();
    const { sent } = renderPages('/corporate/new', (url) =>
      url.pathname === '/api/studio/corporate/check'
        ? json(
            {
              status: 400,
              message: 'The file needs a change',
              error: {
                code: 'validation',
                fields: {
                  'row.5.email': 'duplicate_in_file',
                  'row.3.email': 'invalid_email',
                  'row.4.name': 'required',
                },
              },
            },
            400,
          )
        : undefined,
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const summary = await screen.findByTestId('corporate-problems');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringMatching(/^Row 3: email: /),
      'Row 4: name: This field is required.',
      expect.stringMatching(/^Row 5: email: This email is on an earlier row/),
    ]);
    expect(sent.map((s) => s.url.pathname)).toEqual(['/api/studio/corporate/check']);
    expect(sent[0]!.body).toMatchObject({ client_name: 'PT Maju Bersama', course_ids: [5], language: 'en' });
    expect(sent[0]!.body.csv).toContain('ani@x.example');
    expect(screen.queryByRole('button', { name: /^Enrol/ })).toBeNull();
  });

  it('shows who is enrolled and who is invited, then enrols them and opens the cohort', async () => {
    const user = userEvent.setup();
    const { sent } = renderPages('/corporate/new', (url) => {
      if (url.pathname === '/api/studio/corporate/check')
        return ok({
          people: [
            { row: 2, name: 'Ani', email: 'ani@x.example', status: 'new', already_enrolled: [] },
            { row: 3, name: 'Budi', email: 'budi@x.example', status: 'existing', already_enrolled: [5] },
          ],
          existing: 1,
          new: 1,
          enrolments: 1,
        });
      if (url.pathname === '/api/studio/corporate/orders') return ok(order);
      if (url.pathname === '/api/studio/corporate/orders/3')
        return ok({
          order,
          time_zone: 'Asia/Jakarta',
          courses: [],
          people: [],
          page: 1,
          per_page: 50,
          total: 2,
        });
      return undefined;
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const plan = await screen.findByTestId('corporate-plan');
    expect(within(plan).getByText('New: invited by mail')).toBeInTheDocument();
    expect(within(plan).getByText('Already has 1 of the courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enrol 2 people' }));
    expect(await screen.findByRole('heading', { name: 'PT Maju Bersama' })).toBeInTheDocument();
    expect(screen.getByText(/People enrolled: 2; new people invited by mail: 1/)).toBeInTheDocument();
    expect(sent.map((s) => s.url.pathname)).toEqual([
      '/api/studio/corporate/check',
      '/api/studio/corporate/orders',
    ]);
  });

  it('puts an invoice number used before on its field', async () => {
    const user = userEvent.setup();
    renderPages('/corporate/new', (url) =>
      url.pathname === '/api/studio/corporate/check'
        ? json(
            {
              status: 409,
              message: 'taken',
              error: { code: 'invoice_taken', fields: { invoice_number: 'invoice_taken' } },
            },
            409,
          )
        : undefined,
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(screen.getByLabelText(/Invoice number/)).toHaveFocus());
    expect(screen.getByLabelText(/Invoice number/)).toHaveAccessibleDescription(
      expect.stringContaining('already has a corporate order with this invoice number'),
    );
  });
});

describe('/corporate/:id', () => {
  it('shows each person’s progress per course, who has not accepted the invitation, and the downloads', async () => {
    renderPages('/corporate/3', (url) =>
      url.pathname === '/api/studio/corporate/orders/3'
        ? ok({
            order,
            time_zone: 'Asia/Jakarta',
            courses: [{ id: 5, title: 'Python for Data', people: 2, completed: 1, average_progress: 50 }],
            people: [
              {
                id: 11,
                name: 'Ani',
                email: 'ani@x.example',
                invited: true,
                courses: [course({})],
              },
              {
                id: 12,
                name: 'Budi',
                email: 'budi@x.example',
                invited: false,
                courses: [
                  course({ progress: 100, completed_lessons: 10, completed_at: '2026-11-21T03:00:00.000Z' }),
                ],
              },
            ],
            page: 1,
            per_page: 50,
            total: 2,
          })
        : undefined,
    );
    const people = await screen.findByTestId('cohort-people');
    const [ani, budi] = within(people)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === people);
    expect(ani).toHaveTextContent('Invitation not yet accepted');
    expect(ani).toHaveTextContent('Not started yet');
    expect(within(ani!).getByRole('progressbar', { name: 'Progress in Python for Data' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(budi).not.toHaveTextContent('Invitation not yet accepted');
    expect(budi).toHaveTextContent('Completed 21 Nov 2026');
    expect(screen.getByTestId('cohort-courses')).toHaveTextContent('1 of 2 completed');
    expect(screen.getByTestId('cohort-csv')).toHaveAttribute(
      'href',
      '/api/studio/corporate/orders/3/cohort.csv?lang=en',
    );
    expect(screen.getByTestId('cohort-pdf')).toHaveAttribute(
      'href',
      '/api/studio/corporate/orders/3/report.pdf?lang=en',
    );
  });

  it('says so when the order is not the company’s', async () => {
    renderPages('/corporate/99');
    expect(await screen.findByTestId('corporate-empty')).toHaveTextContent(
      'This corporate enrolment does not exist',
    );
  });
});

const course = (over: Record<string, unknown>) => ({
  course_id: 5,
  progress: 0,
  completed_lessons: 0,
  lessons_count: 10,
  completed_at: null,
  last_activity_at: null,
  enrolled: true,
  ...over,
});

describe('/corporate', () => {
  it('lists the orders, and says when there are none', async () => {
    renderPages('/corporate', (url) =>
      url.pathname === '/api/studio/corporate/orders'
        ? ok({ items: url.searchParams.get('q') ? [] : [order], page: 1, per_page: 25, total: 1 })
        : undefined,
    );
    expect(await screen.findByRole('link', { name: 'PT Maju Bersama' })).toHaveAttribute(
      'href',
      '/corporate/3',
    );
  });

  it('shows the empty state with the next step', async () => {
    renderPages('/corporate', (url) =>
      url.pathname === '/api/studio/corporate/orders'
        ? ok({ items: [], page: 1, per_page: 25, total: 0 })
        : undefined,
    );
    expect(await screen.findByTestId('corporate-empty')).toHaveTextContent('No corporate enrolments yet');
  });
});
