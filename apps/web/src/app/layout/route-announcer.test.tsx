import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

function Layout() {
  return (
    <>
      <RouteAnnouncer />
      <nav>
        <Link to="/courses">Courses</Link>
        <Link to="/later">Later</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading arrives after its data, as a lazily loaded page's does. */
function LaterPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Arrived later</h1> : <p>Loading</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/courses', element: <h1>All courses</h1> },
          { path: '/later', element: <LaterPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteAnnouncer (issue 28 item 1)', () => {
  it('says nothing on the first load, then moves focus to the new page’s h1 and says its name', async () => {
    renderApp();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'All courses' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(status).toHaveTextContent('All courses');
  });

  it('waits for a heading that arrives with the page’s data', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Later' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Arrived later' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    // Named once the heading is there; on a busy machine a moment after it takes the focus.
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Arrived later'));
  });

  it('on back and forward announces the page but leaves focus where the browser puts it', async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    await screen.findByRole('heading', { name: 'All courses' });
    const link = screen.getByRole('link', { name: 'Later' });
    link.focus();
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Home'));
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    expect(link).toHaveFocus();
  });
});
