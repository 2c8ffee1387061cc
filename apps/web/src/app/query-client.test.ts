import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_DEFAULTS } from './query-client';

describe('query client defaults (product §7, §9)', () => {
  it('keeps answers fresh for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(300_000);
  });

  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(QUERY_DEFAULTS.retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries a server failure 3 times but never a 4xx answer', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const serverError = Object.assign(new Error('boom'), { status: 503 });
    expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, Object.assign(new Error('nope'), { status: 404 }))).toBe(false);
  });
});
