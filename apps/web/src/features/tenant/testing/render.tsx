import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * A real QueryClient whose answers are seeded with setQueryData under the hooks' own keys. Seeded
 * data never goes stale, so nothing is fetched from the API during a test.
 */
export function seededClient(seed: [key: readonly unknown[], data: unknown][] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false } },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

/** Renders `element` at `path` (a route pattern) when the router is at `url`. */
export function renderRoute(
  element: ReactNode,
  {
    url = '/',
    path = '*',
    client = seededClient(),
  }: { url?: string; path?: string; client?: QueryClient } = {},
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
