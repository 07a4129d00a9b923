import { describe, expect, it } from 'vitest';
import {
  createIndexChanges,
  createSearchCache,
  searchIndexChanged,
  searchIndexChanges,
} from './search-cache';

/** A cache on a hand-moved clock and its own announcements of index writes. */
function setup(over: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000_000 };
  const changes = createIndexChanges(5);
  const cache = createSearchCache<string>({
    maxEntries: 3,
    maxBytes: 1_000,
    ttlMs: 30_000,
    now: () => clock.now,
    changes,
    sizeOf: (v) => String(v).length,
    ...over,
  });
  let runs = 0;
  const compute = (value: string) => async () => {
    runs += 1;
    return value;
  };
  return { cache, clock, changes, compute, runs: () => runs };
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
    clock.now += 22_499; // before the refresh-ahead point (three quarters of the TTL)
    expect((await cache.get('a', compute('A'))).hit).toBe(true);
    clock.now += 7_501;
    expect((await cache.get('a', compute('A2'))).value).toBe('A2');
    expect(runs()).toBe(2);
  });

  it('refreshes an entry asked late in its life in the background, serving the cached value', async () => {
    const { cache, clock, compute, runs } = setup();
    await cache.get('a', compute('A'));
    clock.now += 22_500;
    const gate = deferred<string>();
    let refreshes = 0;
    const slow = () => {
      refreshes += 1;
      return gate.promise;
    };
    // Served at once from the cache while the refresh runs; only one refresh is started.
    expect(await cache.get('a', slow)).toEqual({ value: 'A', hit: true });
    expect(await cache.get('a', slow)).toEqual({ value: 'A', hit: true });
    expect(refreshes).toBe(1);
    gate.resolve('A2');
    await gate.promise;
    await Promise.resolve();
    // The refreshed value lives from its computation on: served, not refreshed again yet.
    clock.now += 22_000;
    expect(await cache.get('a', compute('A3'))).toEqual({ value: 'A2', hit: true });
    expect(runs()).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 1, refreshes: 1 });
  });

  it('keeps serving an entry whose refresh failed until it expires, then computes it', async () => {
    const { cache, clock, compute } = setup();
    await cache.get('a', compute('A'));
    clock.now += 25_000;
    const failing = async (): Promise<string> => {
      throw new Error('database down');
    };
    expect(await cache.get('a', failing)).toEqual({ value: 'A', hit: true });
    await Promise.resolve();
    expect(await cache.get('a', compute('x'))).toEqual({ value: 'A', hit: true });
    clock.now += 5_000;
    expect(await cache.get('a', compute('A2'))).toEqual({ value: 'A2', hit: false });
  });

  it('keeps no refresh that ran across an index write touching the search', async () => {
    const { cache, clock, changes, compute } = setup();
    await cache.get('a', compute('old'), ['x']);
    clock.now += 25_000;
    const gate = deferred<string>();
    expect((await cache.get('a', () => gate.promise, ['x'])).value).toBe('old');
    changes.changed([['x']]);
    gate.resolve('read before the write');
    await gate.promise;
    await Promise.resolve();
    expect(await cache.get('a', compute('new'), ['x'])).toEqual({ value: 'new', hit: false });
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
    const { cache, changes, compute } = setup();
    await cache.get('a', compute('old'));
    changes.changed();
    expect(await cache.get('a', compute('new'))).toEqual({ value: 'new', hit: false });
    expect((await cache.get('a', compute('x'))).value).toBe('new');

    // A computation that straddles a write may have read the rows from before it: not kept.
    const gate = deferred<string>();
    const straddling = cache.get('b', () => gate.promise);
    changes.changed();
    // A search after the write does not join the computation started before it.
    const after = cache.get('b', compute('fresh'));
    gate.resolve('stale');
    expect((await straddling).value).toBe('stale');
    expect((await after).value).toBe('fresh');
    expect(await cache.get('b', compute('x'))).toEqual({ value: 'fresh', hit: true });
  });

  it('drops only the searches a written row could be listed by, before or after the write', async () => {
    const { cache, changes, compute } = setup({ maxEntries: 10 });
    await cache.get('数据', compute('data'), ['数据']);
    await cache.get('数据 in 350100', compute('data here'), ['数据', 'ac:350100']);
    await cache.get('厨师', compute('cook'), ['厨师']);
    await cache.get('everything', compute('all'), []);

    // A posting of 数据 in another city: the keyword alone and the landing search change.
    changes.changed([['数据', '数', '据', 'ac:350200', 'e:4']]);
    expect((await cache.get('数据', compute('data 2'), ['数据'])).value).toBe('data 2');
    expect((await cache.get('everything', compute('all 2'), [])).value).toBe('all 2');
    expect(await cache.get('数据 in 350100', compute('x'), ['数据', 'ac:350100'])).toEqual({
      value: 'data here',
      hit: true,
    });
    expect(await cache.get('厨师', compute('x'), ['厨师'])).toEqual({ value: 'cook', hit: true });

    // A computation across a write that does not touch it is kept, and joined after the write.
    const gate = deferred<string>();
    const across = cache.get('厨师 2', () => gate.promise, ['厨师']);
    changes.changed([['数据']]);
    const joining = cache.get('厨师 2', compute('x'), ['厨师']);
    gate.resolve('cook 2');
    await across;
    expect(await joining).toEqual({ value: 'cook 2', hit: true });
    expect(await cache.get('厨师 2', compute('x'), ['厨师'])).toEqual({ value: 'cook 2', hit: true });
  });

  it('drops what it cannot check any more: writes older than the kept announcements', async () => {
    const { cache, changes, compute } = setup();
    await cache.get('a', compute('A'), ['甲']);
    for (let i = 0; i < 6; i += 1) changes.changed([['乙']]);
    expect(await cache.get('a', compute('B'), ['甲'])).toEqual({ value: 'B', hit: false });
  });

  it('takes a write of very many tokens for a write of every row', async () => {
    const changes = createIndexChanges(5, 3);
    changes.changed([
      ['甲', '乙'],
      ['丙', '丁'],
    ]);
    expect(changes.since(0)![0]!.rows).toBe('all');
    changes.changed([['甲'], ['乙']]);
    expect(changes.since(1)![0]!.rows).toEqual([new Set(['甲']), new Set(['乙'])]);
  });

  it('announces a transaction’s writes again after it, so what was read before the commit goes', async () => {
    const { cache, changes, compute } = setup();
    const before = changes.generation();
    changes.changed([['数据']]); // written inside the transaction
    await cache.get('数据', compute('read before the commit'), ['数据']);
    changes.repeatSince(before); // the commit
    expect((await cache.get('数据', compute('after'), ['数据'])).value).toBe('after');
  });

  it('follows the search index’s announcements by default', async () => {
    const cache = createSearchCache<string>({ maxEntries: 10, maxBytes: 10_000, ttlMs: 60_000 });
    await cache.get('a', async () => 'old');
    expect((await cache.get('a', async () => 'x')).hit).toBe(true);
    const before = searchIndexChanges.generation();
    searchIndexChanged();
    expect(searchIndexChanges.generation()).toBe(before + 1);
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
