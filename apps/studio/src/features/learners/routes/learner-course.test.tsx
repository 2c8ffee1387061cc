import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearnerCourseReport } from '@app/contract/learners/schemas';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as LearnerCourse } from './learner-course';

const report = (over: Partial<LearnerCourseReport> = {}): LearnerCourseReport => ({
  course: { id: 4, title: 'Data Analysis', lessons_count: 10 },
  time_zone: 'Asia/Jakarta',
  enrolments: 8,
  completed: 2,
  completion_rate: 25,
  not_started: 3,
  minutes_learned: 185,
  last_activity_at: '2026-11-27T03:00:00.000Z',
  progress: [
    { bucket: '0', learners: 3 },
    { bucket: '1-24', learners: 1 },
    { bucket: '25-49', learners: 1 },
    { bucket: '50-74', learners: 0 },
    { bucket: '75-99', learners: 1 },
    { bucket: '100', learners: 2 },
  ],
  stuck_days: 14,
  stuck: 4,
  quizzes: [
    {
      id: 30,
      title: 'Check yourself',
      pass_mark: 70,
      attempts: 4,
      passed_attempts: 1,
      pass_rate: 25,
      learners: 3,
      learners_passed: 1,
      questions: [
        {
          id: 1,
          position: 1,
          kind: 'single',
          prompt: 'What is a mean?',
          answered: 4,
          right: 1,
          options: [
            { id: 11, text: 'The average', is_correct: true, chosen: 1 },
            { id: 12, text: 'The middle value', is_correct: false, chosen: 3 },
          ],
        },
      ],
    },
  ],
  ...over,
});

const learner = (id: number, name: string) => ({
  id,
  full_name: name,
  email: `${id}@example.com`,
  enrolled_at: '2026-09-01T00:00:00.000Z',
  completed_lessons: 1,
  progress: 10,
  completed_at: null,
  last_activity_at: null,
  idle_days: 88,
});

afterEach(() => vi.unstubAllGlobals());

function renderCourse(path = '/learners/courses/4', answer = report()) {
  const asked: URL[] = [];
  stubFetch((url) => {
    asked.push(url);
    if (url.pathname === '/api/studio/learners/courses/4')
      return json({
        status: 200,
        message: 'OK',
        data: { ...answer, stuck_days: Number(url.searchParams.get('stuck_days')) },
      });
    if (url.pathname === '/api/studio/learners/courses/4/learners')
      return json({
        status: 200,
        message: 'OK',
        data: {
          items: url.searchParams.get('stuck_days') ? [learner(7, 'Sari Stuck')] : [learner(8, 'Budi All')],
          page: 1,
          per_page: 25,
          has_more: false,
        },
      });
    return json({ status: 404, message: 'Not found', error: { code: 'not_found' } }, 404);
  });
  const view = renderRoutes([{ path: '/learners/courses/:id', Component: LearnerCourse }], path);
  return { ...view, asked };
}

describe('/learners/courses/:id', () => {
  it('shows the figures, the distribution, who is stuck and each option’s picks', async () => {
    renderCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analysis' })).toBeInTheDocument();
    expect(screen.getByTestId('figure-enrolments')).toHaveTextContent('8');
    expect(screen.getByTestId('figure-completion')).toHaveTextContent('25%');
    expect(screen.getByTestId('figure-completion')).toHaveTextContent('2 of 8 completed');
    expect(screen.getByTestId('figure-minutes')).toHaveTextContent('3 hrs 5 mins');
    expect(screen.getByTestId('figure-stuck')).toHaveTextContent('No activity for 14 days or more');
    expect(
      screen.getByRole('img', { name: /Not started \(0%\): 3; .*All lessons done \(100%\): 2/ }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('stuck-learners')).toHaveTextContent('Sari Stuck');
    expect(screen.getByTestId('all-learners')).toHaveTextContent('Budi All');
    const quiz = screen.getByTestId('quiz-report');
    expect(quiz).toHaveTextContent('Pass rate 25%');
    expect(quiz).toHaveTextContent('1 of 4 attempts passed');
    const row = within(quiz).getByRole('row', { name: /The middle value/ });
    expect(row).toHaveTextContent('3');
  });

  it('asks for the stuck learners of N days, and names a bad N before asking', async () => {
    const { asked, router } = renderCourse();
    const days = await screen.findByLabelText('No activity for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    expect(screen.getByText('Days: a whole number from 1 to 365.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '30{Enter}');
    expect(router.state.location.search).toBe('?days=30');
    await screen.findByText('No activity for 30 days or more');
    expect(
      asked.some((u) => u.pathname.endsWith('/learners') && u.searchParams.get('stuck_days') === '30'),
    ).toBe(true);
    expect(screen.getByTestId('stuck-csv')).toHaveAttribute(
      'href',
      '/api/studio/learners/courses/4/learners.csv?stuck_days=30',
    );
  });

  it('says so when nobody is enrolled, and when the course is not theirs', async () => {
    renderCourse(
      '/learners/courses/4',
      report({ enrolments: 0, completed: 0, completion_rate: null, quizzes: [] }),
    );
    expect(await screen.findByTestId('learners-empty')).toHaveTextContent('No learners yet');
    expect(screen.getByTestId('figure-completion')).toHaveTextContent('—');
  });

  it('answers a course of someone else with a friendly message', async () => {
    renderCourse('/learners/courses/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is not in your studio.');
  });
});
