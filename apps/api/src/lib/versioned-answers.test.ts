import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { VersionedAnswers } from './versioned-answers.ts';

/** A build that counts its calls and answers JSON naming the call. */
const builder = () => {
  let calls = 0;
  return vi.fn(async () => JSON.stringify({ call: ++calls }));
};
const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString();

describe('VersionedAnswers', () => {
  it('serves the kept answer while the version stays, and builds again once it moves', async () => {
    const answers = new VersionedAnswers(1 << 20, 'test');
    const build = builder();
    expect(await text(answers.get('k', 1, build))).toBe('{"call":1}');
    expect(await text(answers.get('k', 1, build))).toBe('{"call":1}');
    expect(await text(answers.get('k', 2, build))).toBe('{"call":2}');
    // A caller that read an older version may be given the newer answer.
    expect(await text(answers.get('k', 1, build))).toBe('{"call":2}');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('shares one build among concurrent misses, and keeps no failure', async () => {
    const answers = new VersionedAnswers(1 << 20, 'test');
    const build = builder();
    const all = await Promise.all(Array.from({ length: 10 }, () => text(answers.get('k', 5, build))));
    expect(new Set(all)).toEqual(new Set(['{"call":1}']));
    expect(build).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('403');
    });
    await expect(answers.get('bad', 1, failing)).rejects.toThrow('403');
    await expect(answers.get('bad', 1, failing)).rejects.toThrow('403');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear(), including an answer being built at that moment', async () => {
    const answers = new VersionedAnswers(1 << 20, 'test');
    const build = builder();
    await answers.get('k', 1, build);
    let release!: () => void;
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('"slow"'))));
    const pending = answers.get('slow', 1, slow);
    answers.clear();
    release();
    expect(await text(pending)).toBe('"slow"'); // its callers still get it…
    expect(await text(answers.get('slow', 1, build))).toBe('{"call":2}'); // …but it is not kept
    expect(await text(answers.get('k', 1, build))).toBe('{"call":3}');
    expect(answers.size).toBe(20);
  });

  it('drops the least recently used answers beyond its size in bytes', async () => {
    const answers = new VersionedAnswers(100, 'test');
    const of = (n: number) => async () => JSON.stringify('x'.repeat(38) + n); // 41 bytes each
    await answers.get('a', 1, of(1));
    await answers.get('b', 1, of(2));
    await answers.get('a', 1, of(9)); // a is used again: b is now the oldest
    await answers.get('c', 1, of(3));
    expect(answers.size).toBe(82);
    const rebuild = vi.fn(async () => '"b again"');
    expect(await text(answers.get('b', 1, rebuild))).toBe('"b again"');
    expect(await text(answers.get('c', 1, rebuild))).toContain('3');
    expect(rebuild).toHaveBeenCalledTimes(1);
  });

  it('keeps an ETag and compressed copies with the answer', async () => {
    const answers = new VersionedAnswers(1 << 20, 'test');
    const big = JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ i, title: 'Course' })) });
    const first = await answers.get('k', 1, async () => big);
    const again = await answers.get('k', 1, async () => 'never');
    expect(again.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(gunzipSync(first.encoded('gzip')).toString()).toBe(big);
    expect(first.encoded('gzip')).toBe(again.encoded('gzip'));
    expect(first.encoded('br').length).toBeLessThan(big.length / 5);
  });
});

describe('VersionedAnswers: answers the clock changes', () => {
  it('builds again once the moment the answer named has passed', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const answers = new VersionedAnswers(1 << 20, 'test');
      let calls = 0;
      const build = async () => ({ text: String(++calls), freshUntil: 1_000_000 + 60_000 });
      expect(await text(answers.get('k', 1, build))).toBe('1');
      vi.setSystemTime(1_000_000 + 59_999);
      expect(await text(answers.get('k', 1, build))).toBe('1');
      vi.setSystemTime(1_000_000 + 60_000);
      expect(await text(answers.get('k', 1, build))).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('VersionedAnswers: no version known', () => {
  it('builds every time and keeps nothing', async () => {
    const answers = new VersionedAnswers(1 << 20, 'test');
    const build = builder();
    expect(await text(answers.get('k', null, build))).toBe('{"call":1}');
    expect(await text(answers.get('k', null, build))).toBe('{"call":2}');
    expect(answers.size).toBe(0);
  });
});
