import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import type { RuntimeConfig } from '@app/contract/tenant/schemas';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { AlertHost } from '@/shared/ui/alert';

/**
 * Test-only: renders `ui` at `path` under a fresh query client and a memory router at `route` (an
 * address, or a location with its navigation state), with the alert host mounted and the current
 * location shown (data-testid="location", its state as JSON in data-state).
 */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '*',
    route = '/',
    config = {},
  }: { path?: string; route?: InitialEntry; config?: Partial<RuntimeConfig> } = {},
) {
  setRuntimeConfig(config);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Where() {
    const location = useLocation();
    return (
      <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
        {location.pathname + location.search}
      </output>
    );
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
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
  /** JSON or form-encoded bodies, parsed. */
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/** Test-only: replaces fetch with `answer`, recording every call. */
export function stubFetch(answer: (call: FetchCall) => Answer | Promise<Answer>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const body = init?.body;
      const call: FetchCall = {
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body:
          typeof body === 'string'
            ? body.startsWith('{')
              ? JSON.parse(body)
              : Object.fromEntries(new URLSearchParams(body))
            : body,
      };
      calls.push(call);
      const result = await answer(call);
      return new Response(JSON.stringify(result.body), {
        status: result.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
