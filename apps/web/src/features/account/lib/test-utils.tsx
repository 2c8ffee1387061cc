import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@app/contract/account';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { AlertHost } from '@/shared/ui/alert';

/** Test-only: a real query client and a memory router, the alert host mounted, the location shown. */
export function renderWithApp(ui: ReactNode, { route = '/' } = {}) {
  setRuntimeConfig({});
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Where() {
    const location = useLocation();
    return <output data-testid="location">{location.pathname}</output>;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={ui} />
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
  body: unknown;
}

/** Test-only, for failure branches: fetch answers with `answer`, every call recorded. */
export function stubFetch(answer: (call: FetchCall) => { status?: number; body: unknown }) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const body = init?.body;
      const call: FetchCall = {
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        body:
          typeof body === 'string'
            ? body.startsWith('{')
              ? JSON.parse(body)
              : Object.fromEntries(new URLSearchParams(body))
            : body,
      };
      calls.push(call);
      const result = answer(call);
      return new Response(JSON.stringify(result.body), {
        status: result.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function userFixture(patch: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'rina@example.com',
    type: 'Consumer',
    role: 'consumer',
    full_name: 'Rina Wulandari',
    date_of_birth: null,
    job: '',
    gender: '',
    phone_number: '81234567890',
    phone_country_code: '+62',
    photo: { url: null, thumb: { url: null } },
    address: '',
    city: '',
    country: 'Indonesia',
    postal_code: '',
    website_url: '',
    blog_url: '',
    linkedin_url: '',
    bio: '',
    confirmed: true,
    elearning_platform: 'localhost',
    has_google: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}
