import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

/**
 * How common keyword tokens are, from the statistics ANALYZE keeps for job_search.tokens (the
 * most common lexemes and their shares of the rows), read once and kept in process for ten
 * minutes: they change only when the table is analysed again.
 *
 * The search uses them to choose how to read a keyword's newest matches (search.query.ts
 * `scanFor`): walking the newest-first index and checking each row, or collecting the matches
 * from the GIN index and sorting them.
 */
export type TTokenStats = {
  /** Share of the rows holding all of the tokens, at most (the rarest token's share). */
  share(tokens: string[]): Promise<number>;
  /** Rows of the search table. */
  rows(): Promise<number>;
};

type TSnapshot = { shares: Map<string, number>; rarest: number; rows: number };

export function createTokenStats(db: TDb, opts: { ttlMs?: number; now?: () => number } = {}): TTokenStats {
  const ttlMs = opts.ttlMs ?? 600_000;
  const now = opts.now ?? Date.now;
  let snapshot: { at: number; value: Promise<TSnapshot> } | undefined;

  async function load(): Promise<TSnapshot> {
    const { rows } = await db.execute<{ elems: string[] | null; freqs: number[] | null; reltuples: number }>(
      sql`SELECT (SELECT most_common_elems::text::text[] FROM pg_stats
                  WHERE schemaname = current_schema() AND tablename = 'job_search' AND attname = 'tokens') AS elems,
                 (SELECT most_common_elem_freqs FROM pg_stats
                  WHERE schemaname = current_schema() AND tablename = 'job_search' AND attname = 'tokens') AS freqs,
                 (SELECT reltuples FROM pg_class WHERE oid = 'job_search'::regclass)::float8 AS reltuples`,
    );
    const { elems, freqs, reltuples } = rows[0]!;
    const shares = new Map<string, number>();
    (elems ?? []).forEach((e, i) => shares.set(e, Number(freqs![i])));
    // A lexeme missing from the list is rarer than every listed one.
    const rarest = shares.size ? Math.min(...shares.values()) : 1;
    return { shares, rarest, rows: Math.max(0, Number(reltuples)) };
  }

  function current(): Promise<TSnapshot> {
    if (!snapshot || now() - snapshot.at >= ttlMs) {
      const value = load();
      snapshot = { at: now(), value };
      // A failed read is retried by the next search rather than kept.
      value.catch(() => {
        if (snapshot?.value === value) snapshot = undefined;
      });
    }
    return snapshot.value;
  }

  return {
    async share(tokens) {
      const s = await current();
      // Never analysed: no list at all, so nothing is known to be rare.
      if (!s.shares.size) return 1;
      return Math.min(1, ...tokens.map((t) => s.shares.get(t) ?? s.rarest));
    },
    async rows() {
      return (await current()).rows;
    },
  };
}
