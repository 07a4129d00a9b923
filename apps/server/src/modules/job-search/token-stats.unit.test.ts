import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { createTokenStats } from './token-stats';

/**
 * A stand-in for the catalogue reads of the statistics: the token list and row count as
 * `analysed` says (none before the first ANALYZE, as PostgreSQL reports a new table), no column
 * statistics and no sampled rows.
 */
function catalogue() {
  const state = { analysed: false, reads: 0 };
  const dialect = new PgDialect();
  const db = {
    execute: async (q: SQL) => {
      const text = dialect.sqlToQuery(q).sql;
      if (!text.includes('most_common_elems')) return { rows: [] };
      state.reads += 1;
      return {
        rows: [
          state.analysed
            ? { elems: ['数据', '据工'], freqs: [0.2, 0.007], reltuples: 1_000_000 }
            : { elems: null, freqs: null, reltuples: -1 },
        ],
      };
    },
  } as unknown as TDb;
  return { db, state };
}

describe('token statistics', () => {
  it('know no rows before the first ANALYZE, and look again sooner than usual', async () => {
    const { db, state } = catalogue();
    let clock = 0;
    const stats = createTokenStats(db, { ttlMs: 600_000, now: () => clock });
    expect(await stats.rows()).toBe(0);
    expect(await stats.share(['数据'])).toBe(1);
    state.analysed = true;
    clock = 29_000;
    expect(await stats.rows()).toBe(0);
    clock = 30_000;
    expect(await stats.rows()).toBe(1_000_000);
    // A keyword of several pairs: its rarest pair's share.
    expect(await stats.share(['数据', '据工'])).toBe(0.007);
    // Known statistics are kept for the usual time.
    clock = 600_000;
    expect(state.reads).toBe(2);
    await stats.rows();
    expect(state.reads).toBe(2);
    clock = 630_000;
    await stats.rows();
    expect(state.reads).toBe(3);
  });
});
