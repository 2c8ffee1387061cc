import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A computation taking 100 ms that counts its calls and answers the call number. */
  const counter = () => {
    let calls = 0;
    return vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 100)));
  };
  /** Resolves `promise` while fake time runs. */
  const settle = async <T>(promise: Promise<T>) => {
    await vi.advanceTimersByTimeAsync(100);
    return promise;
  };

  it('runs one computation for concurrent misses on a key', async () => {
    const cache = new AnswerCache<number>(10, 1000);
    const compute = counter();
    const answers = await settle(Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute))));
    expect(answers).toEqual(Array(20).fill(1));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer while one refresh runs, then the fresh one', async () => {
    const cache = new AnswerCache<number>(10, 1000);
    const compute = counter();
    expect(await settle(cache.get('k', compute))).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('k', compute)).toBe(1); // stale, answered at once; a refresh starts
    expect(await cache.get('k', compute)).toBe(1); // still refreshing: no second refresh
    expect(compute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(await cache.get('k', compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('recomputes, waiting, once an answer is older than twice its lifetime', async () => {
    const cache = new AnswerCache<number>(10, 1000);
    const compute = counter();
    await settle(cache.get('k', compute));
    vi.advanceTimersByTime(2500);
    expect(await settle(cache.get('k', compute))).toBe(2);
  });

  it('does not remember a failure', async () => {
    const cache = new AnswerCache<number>(10, 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets the least recently used beyond its size, and everything on clear', async () => {
    const cache = new AnswerCache<string>(2, 1000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    cache.clear();
    expect(await cache.get('a', async () => 'a4')).toBe('a4');
  });
});
