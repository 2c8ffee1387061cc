import { cacheLookups } from './metrics.ts';
import { sendable, type Sendable } from './sendable.ts';

/**
 * Answers kept in memory under a version number the database moves whenever their data changes
 * (a counter per user and topic: 0017_answer_versions.sql, lib/answer-versions.ts). A request
 * reads the current number (one primary-key read) and gets the kept answer when it is at least
 * that new; otherwise the answer is built again. The caller reads the number before building, so an entry's data is never older
 * than its number, and never stale once the number has moved. Unlike AnswerCache there is no
 * time to live: nothing is served after its data changed. An answer that the clock alone will
 * change (an order past its payment deadline) says until when it holds (`freshUntil`).
 *
 * Changes the number does not count (the catalogue behind the answers) call clear(); an answer
 * that was being built while clear() ran is handed to its callers but not kept. Concurrent misses
 * of one key and version share one build. The least recently used entries go beyond `maxBytes`.
 */
export class VersionedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    /** Names the cache in /metrics. */
    private readonly name: string,
  ) {}

  /** `version` null (not known for this caller): built, answered and not kept. */
  get(key: string, version: number | null, build: () => Promise<string | Built>): Promise<Sendable> {
    if (version === null) {
      cacheLookups.inc({ cache: this.name, result: 'miss' });
      return build().then((built) => sendable(textOf(built)));
    }
    const hit = this.entries.get(key);
    if (hit && hit.version >= version && Date.now() < hit.freshUntil) {
      cacheLookups.inc({ cache: this.name, result: 'hit' });
      // Keep it at the young end of the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    const generation = this.generation;
    const answer = build().then((built) => {
      if (typeof built !== 'string') entry.freshUntil = built.freshUntil ?? Infinity;
      return sendable(textOf(built));
    });
    const entry: Entry = { version, answer, bytes: 0, freshUntil: Infinity };
    this.drop(key);
    this.entries.set(key, entry);
    answer.then(
      ({ body }) => {
        if (this.entries.get(key) !== entry) return;
        if (generation !== this.generation) return void this.entries.delete(key);
        entry.bytes = body.length;
        this.bytes += entry.bytes;
        for (const [oldest, old] of this.entries) {
          if (this.bytes <= this.maxBytes) break;
          if (old === entry) continue;
          this.drop(oldest);
        }
      },
      // A failure (a 403, a 404, a lost connection) is not remembered.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return answer;
  }

  /** Forgets every answer, and every one being built now. */
  clear() {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Bytes of the answers kept (for tests and /metrics). */
  get size() {
    return this.bytes;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** An answer with the moment the clock alone changes it (ms since the epoch; none: never). */
export interface Built {
  text: string;
  freshUntil?: number | null | undefined;
}

const textOf = (built: string | Built) => (typeof built === 'string' ? built : built.text);

interface Entry {
  version: number;
  freshUntil: number;
  answer: Promise<Sendable>;
  /** 0 until built. */
  bytes: number;
}
