import { describe, expect, it } from 'vitest';
import { createSearchCache, searchIndexChanged, searchIndexGeneration } from './search-cache';

/** A cache on a hand-moved clock and its own generation counter. */
function setup(over: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000_000, generation: 0 };
  const cache = createSearchCache<string>({
    maxEntries: 3,
    maxBytes: 1_000,
    ttlMs: 30_000,
    now: () => clock.now,
    generation: () => clock.generation,
    sizeOf: (v) => String(v).length,
    ...over,
  });
  let runs = 0;
  const compute = (value: string) => async () => {
    runs += 1;
    return value;
  };
  return { cache, clock, compute, runs: () => runs };
}

/** A promise resolved from outside, to hold a computation open. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('search cache', () => {
  it('answers a repeated key from the cache', async () => {
    const { cache, compute, runs } = setup();
    expect(await cache.get('a', compute('A'))).toEqual({ value: 'A', hit: false });
    expect(await cache.get('a', compute('other'))).toEqual({ value: 'A', hit: true });
    expect(runs()).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1, bytes: 1 });
  });

  it('evicts the least recently used entry past the entry bound', async () => {
    const { cache, compute } = setup();
    for (const k of ['a', 'b', 'c']) await cache.get(k, compute(k));
    await cache.get('a', compute('x')); // a is now the most recently used
    await cache.get('d', compute('d')); // evicts b
    expect((await cache.get('a', compute('x'))).hit).toBe(true);
    expect((await cache.get('c', compute('x'))).hit).toBe(true);
    expect((await cache.get('b', compute('b2'))).value).toBe('b2');
    expect(cache.stats().entries).toBe(3);
  });

  it('evicts by estimated bytes and never keeps a value larger than the bound', async () => {
    const { cache, compute } = setup({ maxEntries: 100, maxBytes: 10 });
    await cache.get('a', compute('12345'));
    await cache.get('b', compute('1234'));
    await cache.get('c', compute('123')); // 12 bytes: a goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 7 });
    expect((await cache.get('a', compute('12345'))).hit).toBe(false);
    await cache.get('huge', compute('x'.repeat(11)));
    expect((await cache.get('huge', compute('x'.repeat(11)))).hit).toBe(false);
  });

  it('expires entries after the TTL', async () => {
    const { cache, clock, compute, runs } = setup();
    await cache.get('a', compute('A'));
    clock.now += 29_999;
    expect((await cache.get('a', compute('A'))).hit).toBe(true);
    clock.now += 1;
    expect((await cache.get('a', compute('A2'))).value).toBe('A2');
    expect(runs()).toBe(2);
  });

  it('runs one computation for concurrent misses of a key', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    let runs = 0;
    const slow = () => {
      runs += 1;
      return gate.promise;
    };
    const waiting = [cache.get('a', slow), cache.get('a', slow), cache.get('a', slow)];
    gate.resolve('A');
    const answers = await Promise.all(waiting);
    expect(runs).toBe(1);
    expect(answers.map((a) => a.value)).toEqual(['A', 'A', 'A']);
    expect(answers.filter((a) => !a.hit)).toHaveLength(1);
    expect(cache.stats()).toMatchObject({ misses: 1, shared: 2, entries: 1 });
  });

  it('passes a failed computation to every waiter and keeps nothing', async () => {
    const { cache, compute } = setup();
    const gate = deferred<string>();
    const waiting = [cache.get('a', () => gate.promise), cache.get('a', () => gate.promise)];
    gate.reject(new Error('database down'));
    for (const w of waiting) await expect(w).rejects.toThrow('database down');
    expect((await cache.get('a', compute('A'))).hit).toBe(false);
  });

  it('serves nothing computed before an index write, nor what was computed across one', async () => {
    const { cache, clock, compute } = setup();
    await cache.get('a', compute('old'));
    clock.generation += 1;
    expect(await cache.get('a', compute('new'))).toEqual({ value: 'new', hit: false });
    expect((await cache.get('a', compute('x'))).value).toBe('new');

    // A computation that straddles a write may have read the rows from before it: not kept.
    const gate = deferred<string>();
    const straddling = cache.get('b', () => gate.promise);
    clock.generation += 1;
    // A search after the write does not join the computation started before it.
    const after = cache.get('b', compute('fresh'));
    gate.resolve('stale');
    expect((await straddling).value).toBe('stale');
    expect((await after).value).toBe('fresh');
    expect(await cache.get('b', compute('x'))).toEqual({ value: 'fresh', hit: true });
  });

  it('follows the search index generation by default', async () => {
    const cache = createSearchCache<string>({ maxEntries: 10, maxBytes: 10_000, ttlMs: 60_000 });
    await cache.get('a', async () => 'old');
    expect((await cache.get('a', async () => 'x')).hit).toBe(true);
    const before = searchIndexGeneration();
    searchIndexChanged();
    expect(searchIndexGeneration()).toBe(before + 1);
    expect(await cache.get('a', async () => 'new')).toEqual({ value: 'new', hit: false });
  });

  it('is off at size 0: every call computes', async () => {
    const { cache, compute, runs } = setup({ maxEntries: 0 });
    await cache.get('a', compute('A'));
    expect((await cache.get('a', compute('A'))).hit).toBe(false);
    expect(runs()).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });
});
