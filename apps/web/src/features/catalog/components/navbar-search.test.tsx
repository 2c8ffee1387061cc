import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseFixture, ok, renderWithApp, stubFetch } from '../lib/test-utils';
import { NavbarSearch } from './navbar-search';

const page = (n: number) => ({ page: 1, limit: 24, total: n });

describe('NavbarSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled search landmark', () => {
    stubFetch(() => ok([], page(0)));
    renderWithApp(<NavbarSearch />);
    expect(screen.getByRole('search', { name: 'Search courses' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toBeInTheDocument();
  });

  it('runs the search and, when it succeeds, opens /course-list with the term', async () => {
    const calls = stubFetch(() => ok([courseFixture()], page(1)));
    renderWithApp(<NavbarSearch />);
    await userEvent.type(screen.getByRole('searchbox'), '  pyhton   data {Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/course-list?q=pyhton+data'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/courses/course-search/pyhton%20data');
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
    // The learning host: basic auth from the run-time config (product §6).
    expect(calls[0]!.headers.authorization).toBe(`Basic ${btoa('learning:learning-demo')}`);
  });

  it('does nothing for an empty or blank term', async () => {
    const calls = stubFetch(() => ok([], page(0)));
    renderWithApp(<NavbarSearch />, { route: '/education', path: '/education' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/education');
  });

  it('stays put and says so when the search fails', async () => {
    stubFetch(() => ({
      status: 503,
      body: { status: 503, message: 'Unavailable', error: { code: 'unavailable' } },
    }));
    renderWithApp(<NavbarSearch />, { route: '/education', path: '/education' });
    await userEvent.type(screen.getByRole('searchbox'), 'design{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available right now');
    expect(screen.getByTestId('location')).toHaveTextContent('/education');
  });

  it('shows the term of the results page it is on', () => {
    stubFetch(() => ok([], page(0)));
    renderWithApp(<NavbarSearch />, { route: '/course-list?q=excel', path: '/course-list' });
    expect(screen.getByRole('searchbox')).toHaveValue('excel');
  });
});
