import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { checkDomain } from './check-domain';

afterEach(() => vi.unstubAllGlobals());

function answering(body: string, status: number) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('checkDomain (product §1, §7)', () => {
  it('sends the app code and answers the envelope’s status', async () => {
    setRuntimeConfig({ APP_CODE: 'the-app' });
    const fetch = answering(JSON.stringify({ status: 200, message: 'OK', data: {} }), 200);
    expect(await checkDomain()).toBe(200);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(url).pathname).toBe('/api/cek-domain');
    expect((init.headers as Record<string, string>).app_code).toBe('the-app');
  });

  it('answers the HTTP status of a refusal, and null for an answer without one', async () => {
    answering(JSON.stringify({ status: 409, message: 'Suspended' }), 409);
    expect(await checkDomain()).toBe(409);
    answering('<html>not found</html>', 404);
    expect(await checkDomain()).toBe(404);
    answering('not json', 200);
    expect(await checkDomain()).toBeNull();
  });

  it('lets a network failure through, for the query to try again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(checkDomain()).rejects.toBeInstanceOf(TypeError);
  });
});
