import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '@app/contract/catalog/schemas';
import { useBrand } from '@/shared/config/brand-store';
import {
  courseFixture,
  ok,
  renderWithApp,
  stubFetch,
  type FetchCall,
} from '@/features/catalog/lib/test-utils';
import { Component as Login } from './login';
import { Component as Register } from './register';

const detail = (): CourseDetail => ({
  ...courseFixture({ title: 'Python for Data Analysis', price: 349000, discount_price: 249000 }),
  description: [],
  what_you_learn: [],
  requirements: [],
  mentor: {
    id: 7,
    name: 'Rina Wijaya',
    photo: '/media/9',
    headline: 'Data scientist',
    bio: '',
    courses_count: 3,
    students_count: 100,
    rating_avg: 4.5,
  },
  sections_count: 4,
  owned: false,
});

const notFound = { status: 404, body: { status: 404, message: 'Not found', error: { code: 'not_found' } } };

/** The catalogue answers one course by its slug; company data is not needed here. */
function api(course: CourseDetail | null = detail()) {
  return stubFetch((call: FetchCall) => {
    if (call.url.pathname === '/api/courses/course-show/python-for-data-analysis')
      return course ? ok(course) : notFound;
    return notFound;
  });
}

const wall = () => screen.findByRole('region', { name: 'Log in or register to see this course' });

describe('the login wall of a course page (product §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useBrand.setState({ singularName: 'Course', pluralName: 'Courses' });
  });

  it('shows the course the visitor came from, as a card under the page’s one heading', async () => {
    const calls = api();
    renderWithApp(<Login />, {
      path: '/login',
      route: '/login?next=%2Feducation%2Fpython-for-data-analysis',
    });
    const region = await wall();
    // The card's title is a second-level heading: the page keeps one h1, "Welcome back".
    expect(
      await within(region).findByRole('heading', { level: 2, name: 'Python for Data Analysis' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome back']);
    expect(within(region).getByText('Rp 249,000')).toBeInTheDocument();
    // Its page is the wall itself: the card links nowhere, so focus goes from the heading to the form.
    expect(within(region).queryByRole('link')).toBeNull();
    // Read without a token, by the learning host's public (basic) credentials.
    const read = calls.find((c) => c.url.pathname.startsWith('/api/courses/course-show/'))!;
    expect(read.headers.authorization).toMatch(/^Basic /);
    expect(read.headers['x-auth-token']).toBeUndefined();
    // Registering instead keeps the way back to the course.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?next=%2Feducation%2Fpython-for-data-analysis',
    );
  });

  it('names the company’s product noun', async () => {
    useBrand.setState({ singularName: 'Class', pluralName: 'Classes' });
    api();
    renderWithApp(<Login />, {
      path: '/login',
      route: '/login?next=%2Feducation%2Fpython-for-data-analysis',
    });
    expect(await screen.findByRole('region', { name: 'Log in or register to see this class' })).toBeVisible();
  });

  it('shows the same card on the register page reached from it, and links back with the way home', async () => {
    api();
    renderWithApp(<Register />, {
      path: '/register',
      route: '/register?next=%2Feducation%2Fpython-for-data-analysis',
    });
    const region = await wall();
    expect(
      await within(region).findByRole('heading', { level: 2, name: 'Python for Data Analysis' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Feducation%2Fpython-for-data-analysis',
    );
  });

  it('is not there without a course to come back to, nor for a course that does not exist', async () => {
    const calls = api(null);
    const { unmount } = renderWithApp(<Login />, { path: '/login', route: '/login?next=%2Fprofile%2Fedit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/courses/'))).toBe(false);
    unmount();

    renderWithApp(<Login />, {
      path: '/login',
      route: '/login?next=%2Feducation%2Fpython-for-data-analysis',
    });
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.pathname.startsWith('/api/courses/course-show/'))).toBe(true),
    );
    await vi.waitFor(() => expect(screen.queryByText('Log in or register to see this course')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});
