import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubFetch } from '../lib/test-utils';
import { RateCourse } from './rate-course';

const summary = (my: number | null) => ({
  course_id: 5,
  average: 4.2,
  count: 10,
  distribution: { 1: 0, 2: 1, 3: 1, 4: 3, 5: 5 },
  my_rating: my,
});

describe('RateCourse', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the chosen stars with PATCH update-rating and confirms', async () => {
    const calls = stubFetch(() => ok(summary(4)));
    renderWithApp(<RateCourse courseId={5} myRating={null} />);
    const save = screen.getByRole('button', { name: 'Save rating' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.click(save);
    expect(await screen.findByText('Thank you, your rating is saved.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/courses/update-rating');
    expect(patch.body).toEqual({ course_id: 5, rating: 4 });
  });

  it('starts from the learner’s own rating and only saves a change', async () => {
    const calls = stubFetch(() => ok(summary(2)));
    renderWithApp(<RateCourse courseId={5} myRating={5} />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save rating' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '1 star' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    await screen.findByText('Thank you, your rating is saved.');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { course_id: 5, rating: 1 },
    ]);
  });

  it('moves between stars with the arrow keys without sending anything', async () => {
    const calls = stubFetch(() => ok(summary(3)));
    renderWithApp(<RateCourse courseId={5} myRating={3} />);
    screen.getByRole('radio', { name: '3 stars' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(calls).toHaveLength(0);
  });

  it('says so when the rating cannot be saved', async () => {
    stubFetch(() => ({
      status: 403,
      body: { status: 403, message: 'Forbidden', error: { code: 'forbidden' } },
    }));
    renderWithApp(<RateCourse courseId={5} myRating={null} />);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your rating could not be saved');
  });
});
