import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

const TTL = 1000;

/** A clock the test moves by hand (starting above 0: lru-cache reads a start time of 0 as "no TTL"). */
function manualClock() {
  let time = 10_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

/** A load whose answers the test releases one at a time, counting the calls. */
function controlledLoad() {
  const pending: Array<{ resolve: (value: { version: number }) => void; reject: (error: Error) => void }> = [];
  let calls = 0;
  return {
    load: () => {
      calls++;
      return new Promise<{ version: number }>((resolve, reject) => pending.push({ resolve, reject }));
    },
    get calls() {
      return calls;
    },
    answer: (version: number) => pending.shift()!.resolve({ version }),
    fail: (error: Error) => pending.shift()!.reject(error),
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function cacheWithClock(options: { maxEntries?: number } = {}) {
  const clock = manualClock();
  return { clock, cache: createReadCache({ ttlMs: TTL, now: clock.now, ...options }) };
}

/** A cache holding version 1 under 'k', just loaded from `source`. */
async function holdingFirstAnswer() {
  const { clock, cache } = cacheWithClock();
  const source = controlledLoad();
  const first = cache.read('k', source.load);
  source.answer(1);
  await first;
  return { clock, cache, source };
}

describe('read cache', () => {
  it('answers a repeated read within the TTL without loading again', async () => {
    const { clock, cache } = cacheWithClock();
    let calls = 0;
    const load = async () => ({ version: ++calls });
    expect(await cache.read('k', load)).toEqual({ version: 1 });
    clock.advance(TTL);
    expect(await cache.read('k', load)).toEqual({ version: 1 });
    expect(calls).toBe(1);
  });

  it('runs one load for 50 simultaneous misses and gives every caller its answer', async () => {
    const { cache } = cacheWithClock();
    const source = controlledLoad();
    const reads = Array.from({ length: 50 }, () => cache.read('k', source.load));
    source.answer(1);
    const answers = await Promise.all(reads);
    expect(source.calls).toBe(1);
    expect(answers.every((a) => a.version === 1)).toBe(true);
  });

  it('after the TTL serves the stale answer at once while one refresh runs, then the refreshed one', async () => {
    const { clock, cache, source } = await holdingFirstAnswer();

    clock.advance(TTL + 1);
    const whileRefreshing = await Promise.all(Array.from({ length: 10 }, () => cache.read('k', source.load)));
    expect(whileRefreshing.map((a) => a.version)).toEqual(Array(10).fill(1));
    expect(source.calls).toBe(2);

    source.answer(2);
    await settle();
    expect(await cache.read('k', source.load)).toEqual({ version: 2 });
    expect(source.calls).toBe(2);
  });

  it('never serves an answer two TTLs old: the caller waits for the new one', async () => {
    const { clock, cache, source } = await holdingFirstAnswer();

    clock.advance(2 * TTL);
    let answered: { version: number } | undefined;
    const read = cache.read('k', source.load).then((a) => (answered = a));
    await settle();
    expect(answered).toBeUndefined();
    source.answer(2);
    await read;
    expect(answered).toEqual({ version: 2 });
  });

  it('stops serving the stale answer once it is two TTLs old, even while its refresh is still running', async () => {
    const { clock, cache, source } = await holdingFirstAnswer();

    clock.advance(TTL + 1);
    expect(await cache.read('k', source.load)).toEqual({ version: 1 });
    clock.advance(TTL);
    const late = cache.read('k', source.load);
    expect(source.calls).toBe(2);
    source.answer(2);
    expect(await late).toEqual({ version: 2 });
  });

  it('does not store a failed load: its callers get the error and the next read loads again', async () => {
    const { cache } = cacheWithClock();
    const source = controlledLoad();
    const reads = [cache.read('k', source.load), cache.read('k', source.load)];
    source.fail(new Error('database down'));
    for (const read of reads) await expect(read).rejects.toThrow('database down');

    const retry = cache.read('k', source.load);
    source.answer(1);
    expect(await retry).toEqual({ version: 1 });
    expect(source.calls).toBe(2);
  });

  it('drops an entry whose background refresh failed, so errors are not hidden behind old answers', async () => {
    const { clock, cache, source } = await holdingFirstAnswer();

    clock.advance(TTL + 1);
    expect(await cache.read('k', source.load)).toEqual({ version: 1 });
    source.fail(new Error('database down'));
    await settle();

    const next = cache.read('k', source.load);
    expect(source.calls).toBe(3);
    source.answer(3);
    expect(await next).toEqual({ version: 3 });
  });

  it('after clear() loads again, and a load that was running during clear() answers its callers but is not kept', async () => {
    const { cache } = cacheWithClock();
    const source = controlledLoad();
    const first = cache.read('k', source.load);
    source.answer(1);
    await first;

    cache.clear();
    const before = cache.read('k', source.load);
    cache.clear();
    source.answer(2);
    expect(await before).toEqual({ version: 2 });

    const after = cache.read('k', source.load);
    expect(source.calls).toBe(3);
    source.answer(3);
    expect(await after).toEqual({ version: 3 });
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    const calls: string[] = [];
    const loadOf = (key: string) => async () => (calls.push(key), { key });
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.read(key, loadOf(key));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps at most maxJsonChars characters of JSON, dropping the least recently used', async () => {
    const clock = manualClock();
    const cache = createReadCache({ ttlMs: TTL, now: clock.now, maxJsonChars: 250 });
    const calls: string[] = [];
    const loadOf = (key: string) => async () => (calls.push(key), { text: key.repeat(100) });
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.read(key, loadOf(key));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('with a TTL of 0 loads on every read', async () => {
    const cache = createReadCache({ ttlMs: 0 });
    let calls = 0;
    const load = async () => ({ version: ++calls });
    await cache.read('k', load);
    await cache.read('k', load);
    expect(calls).toBe(2);
  });
});
