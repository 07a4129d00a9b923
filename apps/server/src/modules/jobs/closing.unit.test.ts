import { describe, expect, it, vi } from 'vitest';
import type { TDeps } from '../../core/deps';
import type { TTx } from '../../core/tx';
import { closingHandler } from './closing';

const tx = {} as TTx;
const depsWith = (error = vi.fn()) => ({ log: { error } }) as unknown as TDeps;

describe('closingHandler', () => {
  it('runs every listener in the transaction and their follow-ups only when asked, after the commit', async () => {
    const order: string[] = [];
    const handler = closingHandler(depsWith(), [
      async (_deps, got, jobId) => {
        expect(got).toBe(tx);
        order.push(`in:${jobId}`);
        return async () => order.push('after:a');
      },
      async () => {
        order.push('in:b');
      },
    ]);
    const afterCommit = await handler(tx, 7);
    expect(order).toEqual(['in:7', 'in:b']);
    afterCommit();
    await Promise.resolve();
    expect(order).toEqual(['in:7', 'in:b', 'after:a']);
  });

  it('lets a listener refuse the closing, and logs a failing follow-up instead of throwing', async () => {
    await expect(closingHandler(depsWith(), [() => Promise.reject(new Error('no'))])(tx, 1)).rejects.toThrow(
      'no',
    );
    const error = vi.fn();
    const afterCommit = await closingHandler(depsWith(error), [
      async () => () => Promise.reject(new Error('lost')),
    ])(tx, 2);
    expect(() => afterCommit()).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(error).toHaveBeenCalledOnce();
  });
});
