/**
 * A small in-process cache of answers that are costly to compute and may be a little stale
 * (ranked search pages). Entries live `ttlMs`; the least recently used go first beyond `max`.
 * Concurrent misses on one key share a single computation, so a burst of identical searches
 * runs one query. Each instance keeps its own copy: the database stays the only source of truth.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    // A failure is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
