import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '@/testing/render';
import { Component as CourseList } from './course-list';

const course = (id: number, status: 'draft' | 'published' | 'changes', title: string) => ({
  id,
  course_id: status === 'draft' ? null : id,
  slug: status === 'draft' ? null : `course-${id}`,
  title,
  status,
  mentor_name: 'Maya Mentor',
  cover_url: id % 2 ? `/media/0190a1b2-c3d4-8e5f-a6b7-c8d9e0f1a2b${id}` : null,
  lessons_count: 3,
  updated_at: '2026-11-28T08:00:00.000Z',
  published_at: null,
});

afterEach(() => vi.unstubAllGlobals());

/** The list page, the API answering from a filter function; every query it was asked is kept. */
function renderList(
  path = '/courses',
  items = [course(1, 'draft', 'Data Analysis'), course(2, 'published', 'Excel')],
  total = items.length,
) {
  const asked: URLSearchParams[] = [];
  stubFetch((url) => {
    asked.push(url.searchParams);
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q') ?? '';
    const found = items.filter(
      (c) => (!status || c.status === status) && c.title.toLowerCase().includes(q.toLowerCase()),
    );
    return json({
      status: 200,
      message: 'OK',
      data: {
        items: found,
        page: Number(url.searchParams.get('page')),
        per_page: 20,
        total: q || status ? found.length : total,
      },
    });
  });
  const view = renderRoutes(
    [
      { path: '/courses', Component: CourseList },
      { path: '/courses/new', element: <h1>New</h1> },
    ],
    path,
  );
  return { ...view, asked };
}

describe('/courses: search, status filter and paging', () => {
  it('lists the courses with their status, and skeletons first', async () => {
    renderList();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Data Analysis' })).toHaveAttribute('href', '/courses/1');
    const badges = screen.getAllByTestId('status-badge').map((b) => b.textContent);
    expect(badges).toEqual(['Draft', 'Published']);
  });

  it('the status filter asks the server for that status, from page 1, and keeps it in the address', async () => {
    const { asked, router } = renderList('/courses?page=2');
    await screen.findByText('Excel');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('published'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=published');
    await waitFor(() => expect(screen.queryByText('Data Analysis')).toBeNull());
  });

  it('search sends the words typed (after a pause); no match offers to clear the filters', async () => {
    const { asked } = renderList();
    await screen.findByText('Excel');
    await userEvent.type(screen.getByLabelText('Search courses'), 'zzz');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('zzz'));
    expect(await screen.findByRole('heading', { name: 'No courses match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBeNull());
    expect(await screen.findByText('Excel')).toBeInTheDocument();
  });

  it('an empty studio says so and offers a new course', async () => {
    renderList('/courses', []);
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New course' });
    expect(links.length).toBe(2);
    expect(links[1]).toHaveAttribute('href', '/courses/new');
  });

  it('pages through a long list', async () => {
    const items = Array.from({ length: 20 }, (_, i) => course(i + 1, 'draft', `Course ${i + 1}`));
    const { asked } = renderList('/courses', items, 45);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});
