import { describe, expect, it } from 'vitest';
import { accounts, jobSearch } from '../../db/schema';
import type { TDeps } from '../../core/deps';
import type { TCounter } from '../../core/module';
import { createStatsService } from './stats.service';

const deps = { log: { error: () => undefined } } as unknown as TDeps;

/** Counters over accounts and postings whose values and calls the test controls. */
function setUp(heard: boolean) {
  let clock = 0;
  const values = { persons: 1, jobs: 10 };
  const calls = { persons: 0, jobs: 0 };
  const counter = (key: 'persons' | 'jobs', table: typeof accounts | typeof jobSearch): TCounter => ({
    key,
    tables: [table],
    count: async () => {
      calls[key] += 1;
      return values[key];
    },
  });
  const counters = [counter('persons', accounts), counter('jobs', jobSearch)];
  const stats = createStatsService(
    deps,
    () => counters,
    () => heard,
    { now: () => clock },
  );
  const tick = (ms: number) => (clock += ms);
  return { stats, values, calls, tick, counts: async () => (await stats.get()).counts };
}

describe('portal counts', () => {
  it('drops only the counts that read the table a write announces', async () => {
    const { stats, values, calls, counts } = setUp(true);
    expect(await counts()).toEqual({ persons: 1, jobs: 10 });
    values.persons = 2;
    values.jobs = 11;
    stats.changed('account');
    expect(await counts()).toEqual({ persons: 2, jobs: 10 });
    expect(calls).toEqual({ persons: 2, jobs: 1 });
    stats.changed(null);
    expect(await counts()).toEqual({ persons: 2, jobs: 11 });
  });

  it.each([
    [600_000, 'heard', true],
    [30_000, 'not heard', false],
  ])('keeps counts %i ms while notices are %s', async (ttl, _, heard) => {
    const { values, tick, counts } = setUp(heard);
    await counts();
    values.jobs = 12;
    tick(ttl - 1_000);
    expect((await counts()).jobs).toBe(10);
    tick(2_000);
    expect((await counts()).jobs).toBe(12);
  });

  it('does not keep a count a write announced while it was being computed', async () => {
    let release!: () => void;
    let value = 1;
    const slow: TCounter = {
      key: 'persons',
      tables: [accounts],
      count: async () => {
        const seen = value;
        await new Promise<void>((r) => (release = r));
        return seen;
      },
    };
    let calls = 0;
    const counters = [{ ...slow, count: (d: TDeps) => (calls++, slow.count(d)) }];
    const stats = createStatsService(
      deps,
      () => counters,
      () => true,
    );
    const first = stats.get();
    await Promise.resolve();
    value = 2;
    stats.changed('account');
    release();
    expect((await first).counts.persons).toBe(1);
    const second = stats.get();
    await Promise.resolve();
    release();
    expect((await second).counts.persons).toBe(2);
    expect(calls).toBe(2);
  });
});
