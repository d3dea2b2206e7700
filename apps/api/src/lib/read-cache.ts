import { LRUCache } from 'lru-cache';

/**
 * Answers read from the database, kept for a moment and shared by every caller asking the same
 * question. Only for answers that are the same for everyone: no key here may depend on who asks.
 */
export interface ReadCache {
  /**
   * The answer stored under `key`, else `load()`'s. Callers asking for a missing key at the same time
   * share one `load()`. An answer older than the TTL is still returned, while one `load()` runs in the
   * background to replace it, until it is two TTLs old; after that callers wait for the new answer.
   * A failed `load()` is not stored: its callers get the error, the next caller tries again.
   */
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Forgets every answer. A `load()` still running is not stored when it ends (its callers get its
   * answer), so no answer read before a write can be cached after it.
   */
  clear(): void;
}

export interface ReadCacheOptions {
  /** How long an answer counts as fresh; 0 turns the cache off (every read loads). */
  ttlMs: number;
  /** At most this many answers: a long tail of search strings must not grow memory without bound. */
  maxEntries?: number;
  /**
   * And at most this many characters of JSON in all (the objects take two to three times that in
   * the heap), since one answer may be a page of 100 products.
   */
  maxJsonChars?: number;
  /** The clock, in milliseconds (tests); performance.now() by default. */
  now?: () => number;
}

const uncached: ReadCache = { read: (_key, load) => load(), clear: () => {} };

export function createReadCache({
  ttlMs,
  maxEntries = 1000,
  maxJsonChars = 2_000_000,
  now,
}: ReadCacheOptions): ReadCache {
  if (ttlMs === 0) return uncached;
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: maxEntries,
    maxSize: maxJsonChars,
    sizeCalculation: (value) => Math.max(1, JSON.stringify(value).length),
    ttl: ttlMs,
    // Read the clock on every check: exact with a test's clock, and no timer per millisecond under load.
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context: load }) => load(),
    // clear() aborts the loads in flight: their callers still get the answer, which is not stored.
    ignoreFetchAbort: true,
    ...(now && { perf: { now } }),
  });
  return {
    read<T extends object>(key: string, load: () => Promise<T>) {
      // Stale entries are never purged by timer (ttlAutopurge costs a timer per entry and would drop
      // them at one TTL); instead an entry two TTLs old is not served, and max/maxSize bound memory.
      const allowStale = cache.getRemainingTTL(key) > -ttlMs;
      // forceFetch is fetch() without `undefined` in its type (it rejects instead); it does not force a refresh.
      return cache.forceFetch(key, { context: load, allowStale }) as Promise<T>;
    },
    clear: () => cache.clear(),
  };
}
