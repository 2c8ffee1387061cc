import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as AnnouncementNew } from './announcement-new';

/** The audience choice of /announcements/new (issue 25 item 6: "or a cohort"). */
const courses = [{ id: 4, title: 'Data Analysis', learners: 12 }];
const cohorts = [
  { id: 7, client_name: 'PT Maju Bersama', invoice_number: 'INV-7', people: 25 },
  { id: 6, client_name: 'CV Sejahtera', invoice_number: 'INV-6', people: 3 },
];
const limits = { per_course_day: 3, per_sender_hour: 10 };
const mail = (lang: string) => ({
  lang,
  text_lang: 'en',
  recipients: 1,
  subject: 'Schedule',
  text: 'Monday',
  html: '<p>Monday</p>',
});

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => json({ status: 200, message: 'OK', data });

function renderForm(offered: typeof cohorts) {
  const sent: { url: URL; body: Record<string, unknown> }[] = [];
  stubFetch((url, init) => {
    if (init.method && init.method !== 'GET')
      sent.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
    if (url.pathname === '/api/studio/announcements/options')
      return ok({ default_language: 'en', courses, cohorts: offered, limits });
    if (url.pathname === '/api/studio/announcements/preview')
      return ok({ recipients: 23, unsubscribed: 2, mails: ['id', 'en', 'ms'].map(mail) });
    return json({ status: 404, message: 'Not found', error: { code: 'not_found' } }, 404);
  });
  renderRoutes([{ path: '/announcements/new', Component: AnnouncementNew }], '/announcements/new');
  return sent;
}

describe('/announcements/new: the audience', () => {
  it('offers an admin a corporate cohort by client and invoice, chosen by keyboard, and sends its id', async () => {
    const user = userEvent.setup();
    const sent = renderForm(cohorts);
    const group = await screen.findByRole('group', { name: 'Send to' });
    const byCourse = within(group).getByRole('radio', { name: /learners of a course/i });
    expect(byCourse).toBeChecked();
    // Keyboard: into the group, then the arrow key moves to the cohort.
    byCourse.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'A corporate cohort' })).toBeChecked();
    expect(screen.queryByLabelText(/^Course/)).toBeNull();

    const select = screen.getByLabelText(/Corporate order/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose…',
      'PT Maju Bersama · invoice INV-7 (people: 25)',
      'CV Sejahtera · invoice INV-6 (people: 3)',
    ]);
    // Nothing chosen: the cohort's select is named and takes focus.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByLabelText(/Corporate order/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.selectOptions(select, '7');
    await user.type(screen.getByLabelText(/Subject \(English\)/), 'Schedule');
    await user.type(screen.getByLabelText(/Message \(English\)/), 'Monday');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('preview-recipients')).toHaveTextContent(
      'Learners who will get it: 23 (PT Maju Bersama · invoice INV-7).',
    );
    expect(sent[0]!.body.audience).toEqual({ kind: 'cohort', cohort_id: 7 });
  });

  it('offers no choice when there is no cohort to offer (a contributor): a course, as before', async () => {
    const sent = renderForm([]);
    expect(await screen.findByLabelText(/^Course/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Send to' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText(/Corporate order/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
