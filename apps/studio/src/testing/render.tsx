import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A page under test in a router and a fresh query cache. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export const wrap = (children: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

/** A JSON answer as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with a function of the request; answers what it returns. */
export function stubFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    answer(new URL(String(input), window.location.origin), init),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const company = {
  name: 'Cendekia Academy',
  logo_url: '',
  primary_color: '#0f766e',
  accent_color: '#f59e0b',
  background_color: '#f6faf9',
  text_color: '#0f172a',
  currency: 'IDR',
  default_language: 'en' as const,
  site_url: 'http://localhost:3000',
  singular_name: { id: 'Kursus', en: 'Course', ms: 'Kursus' },
  plural_name: { id: 'Kursus', en: 'Courses', ms: 'Kursus' },
};

export const session = {
  user: { id: 7, full_name: 'Maya Mentor', email: 'mentor@example.com', role: 'contributor' as const },
  company,
};
