import { describe, expect, it } from 'vitest';
import type { TDb } from '../db/client';
import { limitStatements } from './statement-limiter';

/** A stand-in database whose statements finish when the test says, recording how many run. */
function fakeDb() {
  const open: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const db = {
    execute: async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => open.push(resolve));
      running -= 1;
      return { rows: [] };
    },
  } as unknown as TDb;
  const finishOne = async () => {
    open.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { db, finishOne, running: () => running, most: () => most };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('search statement limiter', () => {
  it('runs at most the given number of statements at once, the rest in arrival order', async () => {
    const fake = fakeDb();
    const limited = limitStatements(fake.db, 2);
    const order: number[] = [];
    const all = [1, 2, 3, 4, 5].map((n) => limited.execute('SELECT 1').then(() => order.push(n)));
    await settle();
    expect(fake.running()).toBe(2);
    for (let i = 0; i < 5; i += 1) await fake.finishOne();
    await Promise.all(all);
    expect(fake.most()).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot of a failed statement', async () => {
    let calls = 0;
    const db = {
      execute: async () => {
        calls += 1;
        if (calls === 1) throw new Error('syntax error');
        return { rows: [] };
      },
    } as unknown as TDb;
    const limited = limitStatements(db, 1);
    await expect(limited.execute('SELECT')).rejects.toThrow('syntax error');
    await expect(limited.execute('SELECT 1')).resolves.toEqual({ rows: [] });
  });

  it('is the database itself at 0', () => {
    const fake = fakeDb();
    expect(limitStatements(fake.db, 0)).toBe(fake.db);
  });
});
