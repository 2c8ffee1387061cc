import { cacheLookups } from './metrics.ts';

/**
 * A small in-process cache of answers that are costly to compute and may be a little stale
 * (course list and ranked search pages). An entry is fresh for `ttlMs`; for as long again it is
 * still served while one refresh runs in the background (stale-while-revalidate), so a hot page
 * never makes its callers wait when it expires. Concurrent misses on one key share a single
 * computation, so a burst of identical requests runs one query. The least recently used
 * entries go first beyond `max`. Each instance keeps its own copy: the database stays the only
 * source of truth.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    /** Names the cache in /metrics. */
    private readonly name = 'answers',
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs || (age < 2 * this.ttlMs && hit.ready)) {
        const stale = age >= this.ttlMs;
        cacheLookups.inc({ cache: this.name, result: stale ? 'stale' : 'hit' });
        if (stale && !hit.refreshing) this.refresh(key, hit, compute);
        // Keep it at the young end of the LRU order.
        this.entries.delete(key);
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    return this.store(key, compute());
  }

  clear() {
    this.entries.clear();
  }

  private store(key: string, value: Promise<V>): Promise<V> {
    const entry: Entry<V> = { value, at: Date.now(), ready: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.ready = true;
      },
      // A failure is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>) {
    stale.refreshing = true;
    const next = compute();
    next.then(
      () => {
        // Only if nothing replaced or cleared the entry meanwhile.
        if (this.entries.get(key) === stale) this.store(key, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}

interface Entry<V> {
  value: Promise<V>;
  at: number;
  /** The value has resolved (a pending one is never served stale). */
  ready: boolean;
  refreshing: boolean;
}
