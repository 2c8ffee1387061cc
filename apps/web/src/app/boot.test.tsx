import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootPayload } from '@app/contract/tenant/schemas';
import { DomainGate } from '@/features/tenant/components/domain-gate';
import { banners, general } from '@/features/tenant/testing/fixtures';
import { runtimeConfig } from '@/shared/config/runtime-config';
import { applyBoot, readBoot } from './boot';
import { createQueryClient } from './query-client';

const theme = {
  primary_color: '#0f766e',
  background_color: '#ffffff',
  accent_color: '#f59e0b',
  text_color: '#0f172a',
};
const product = {
  singular_name: 'Course',
  plural_name: 'Courses',
  currency: 'IDR',
  default_locale: 'en',
  time_zone: 'Asia/Jakarta',
  public_course_pages: false,
};

const payload = (over: Partial<BootPayload> = {}): BootPayload => ({
  config: {
    API_URL: '',
    LEARNING_URL: '',
    LEARNING_BASIC_USER: 'learning',
    LEARNING_BASIC_PASSWORD: 'secret',
    GOOGLE_CLIENT_ID: '',
    APP_CODE: 'from-the-page',
    SUPPORT_EMAIL: 'help@example.com',
  },
  locale: 'en',
  at: Date.now() - 1000,
  content: { theme, general, product, banner: banners },
  ...over,
});

function pageWith(script: string) {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = script;
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe('readBoot', () => {
  it('reads the payload the server put into the page', () => {
    const boot = payload();
    const doc = pageWith(`<script id="boot" type="application/json">${JSON.stringify(boot)}</script>`);
    expect(readBoot(doc)).toEqual(boot);
  });

  it('returns null without a payload, with broken JSON or with the wrong shape', () => {
    expect(readBoot(pageWith('<div id="root"></div>'))).toBeNull();
    expect(readBoot(pageWith('<script id="boot" type="application/json">{"domain":</script>'))).toBeNull();
    expect(readBoot(pageWith('<script id="boot" type="application/json">{"config":{}}</script>'))).toBeNull();
    const noContent = JSON.stringify({ ...payload(), content: null });
    expect(readBoot(pageWith(`<script id="boot" type="application/json">${noContent}</script>`))).toBeNull();
  });
});

describe('applyBoot', () => {
  it('seeds the config and the branding under the queries’ own keys, never the domain check', () => {
    const client = createQueryClient();
    applyBoot(payload({ locale: 'id', content: { theme, product } }), client);
    expect(runtimeConfig().APP_CODE).toBe('from-the-page');
    expect(client.getQueryData(['domain'])).toBeUndefined();
    expect(client.getQueryData(['theme', 'id'])).toEqual(theme);
    expect(client.getQueryData(['product', 'id'])).toEqual(product);
    // Only what the page brought, and only in its language.
    expect(client.getQueryData(['banner', 'id'])).toBeUndefined();
    expect(client.getQueryData(['theme', 'en'])).toBeUndefined();
    expect(client.getQueryState(['theme', 'id'])!.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('renders the app as soon as the domain check answers, fetching nothing else first', async () => {
    let answer: (res: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: string) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    applyBoot(payload(), client);
    render(
      <QueryClientProvider client={client}>
        <DomainGate>
          <p>the app</p>
        </DomainGate>
      </QueryClientProvider>,
    );
    // product §1: the loader while the check is pending.
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), location.href).pathname)).toEqual([
      '/api/cek-domain',
    ]);
    answer(new Response(JSON.stringify({ status: 200, message: 'OK', data: {} }), { status: 200 }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
