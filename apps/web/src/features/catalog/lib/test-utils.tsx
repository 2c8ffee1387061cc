import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { CourseSummary } from '@app/contract/catalog';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { AlertHost } from '@/shared/ui/alert';

/** Test-only: renders under a fresh query client and a memory router, with the alert host mounted. */
export function renderWithApp(ui: ReactNode, { path = '/', route = '/' } = {}) {
  setRuntimeConfig({ LEARNING_BASIC_USER: 'learning', LEARNING_BASIC_PASSWORD: 'learning-demo' });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Where() {
    const location = useLocation();
    return <output data-testid="location">{location.pathname + location.search}</output>;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
      <AlertHost />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export interface FetchCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Test-only: replaces fetch with `answer`, recording every call. */
type Answer = { status?: number; body: unknown };

export function stubFetch(answer: (call: FetchCall) => Answer | Promise<Answer>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const call: FetchCall = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const result = await answer(call);
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ok = (data: unknown, meta?: unknown) => ({ body: { status: 200, message: 'OK', data, meta } });

export function courseFixture(patch: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 1,
    slug: 'python-for-data-analysis',
    title: 'Python for Data Analysis',
    subtitle: 'From spreadsheets to pandas',
    image: '/media/1',
    price: 1250000,
    discount_price: null,
    currency: 'IDR',
    category: { id: 3, slug: 'data-science', name: 'Data Science' },
    mentor: { id: 7, name: 'Rina Wijaya', photo: '/media/9', headline: 'Data scientist' },
    rating_avg: 4.6,
    rating_count: 1234,
    students_count: 15234,
    level: 'beginner',
    duration_minutes: 750,
    lessons_count: 42,
    is_bootcamp: false,
    language: 'id',
    updated_at: '2026-03-14T08:00:00.000Z',
    ...patch,
  };
}
