import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { EQUALITY_COLUMNS, type TEqualityColumn, type TSalaryBand } from './search.query';

/**
 * How common keyword tokens and filter values are, from the statistics ANALYZE keeps for
 * job_search (the most common lexemes of the tokens and values of the filter columns, with their
 * shares of the rows), read once and kept in process for ten minutes: they change only when the
 * table is analysed again. With them, a sample of the rows' salaries and refresh times, for what
 * is not a lexeme.
 *
 * The search uses them to choose how to read a keyword's newest matches (search.query.ts
 * `scanFor`, `recentScanFor`): walking the newest-first index and checking each row, collecting
 * the matches from the GIN index and sorting them, or collecting those of the last hours or days.
 */
export type TTokenStats = {
  /**
   * Share of the rows holding all of the tokens (at most the rarest token's share) and matching
   * the equality filters (taken as independent, as the planner does).
   */
  share(tokens: string[], filters?: [TEqualityColumn, string][]): Promise<number>;
  /**
   * Rows of the search table as last analysed; 0 before its first ANALYZE, when no share is known
   * either (every `share` is then 1).
   */
  rows(): Promise<number>;
  /**
   * Each lexeme's share of the rows as last analysed, 0 when it is not among the most common
   * (for the periods of refresh: one analysed before it began, or one too quiet to be listed).
   */
  listedShares(lexemes: string[]): Promise<number[]>;
  /**
   * Share of the rows within a salary band (overlapping it, as the filter) and refreshed since a
   * time, from a sample of about RANGE_SAMPLE rows taken with the statistics: neither is a lexeme,
   * and the planner, multiplying the band's two bounds as if independent, misjudges the band.
   */
  rangeShare(range: { band?: TSalaryBand; since?: Date }): Promise<number>;
};

/**
 * How long statistics read before the table's first ANALYZE are kept: autovacuum analyses a
 * freshly loaded table within a minute or two, and until then every choice is PostgreSQL's own.
 */
const UNANALYSED_TTL_MS = 30_000;
/** Rows sampled for `rangeShare`: enough for shares of a tenth of a percent. */
const RANGE_SAMPLE = 10_000;
type TRangeRow = { min: number | null; max: number | null; at: number };

/** A column's most common values with their shares, and the share of any other value. */
type TColumnStats = { shares: Map<string, number>; other: number };
type TSnapshot = {
  ranges: TRangeRow[];
  /** `rangeShare`'s answers, by band and minute: a search asks several times. */
  rangeShares: Map<string, number>;
  shares: Map<string, number>;
  rarest: number;
  rows: number;
  columns: Map<string, TColumnStats>;
};

export function createTokenStats(db: TDb, opts: { ttlMs?: number; now?: () => number } = {}): TTokenStats {
  const ttlMs = opts.ttlMs ?? 600_000;
  const now = opts.now ?? Date.now;
  let snapshot: { at: number; ttl: number; value: Promise<TSnapshot> } | undefined;

  async function load(): Promise<TSnapshot> {
    const { rows } = await db.execute<{ elems: string[] | null; freqs: number[] | null; reltuples: number }>(
      sql`SELECT (SELECT most_common_elems::text::text[] FROM pg_stats
                  WHERE schemaname = current_schema() AND tablename = 'job_search' AND attname = 'tokens') AS elems,
                 (SELECT most_common_elem_freqs FROM pg_stats
                  WHERE schemaname = current_schema() AND tablename = 'job_search' AND attname = 'tokens') AS freqs,
                 (SELECT reltuples FROM pg_class WHERE oid = 'job_search'::regclass)::float8 AS reltuples`,
    );
    const { elems, freqs, reltuples } = rows[0]!;
    const columns = new Map<string, TColumnStats>();
    const mcv = await db.execute<{
      attname: string;
      vals: string[] | null;
      freqs: number[] | null;
      n_distinct: number;
    }>(
      sql`SELECT attname, most_common_vals::text::text[] AS vals, most_common_freqs AS freqs, n_distinct
          FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'job_search'
            AND attname IN (${sql.join(
              EQUALITY_COLUMNS.map((c) => sql`${c}`),
              sql`, `,
            )})`,
    );
    for (const r of mcv.rows) {
      const vals = r.vals ?? [];
      const shares = new Map(vals.map((v, i) => [v, Number(r.freqs![i])]));
      const listed = [...shares.values()].reduce((a, b) => a + b, 0);
      // As the planner: the rest of the rows spread evenly over the values not listed.
      const distinct = r.n_distinct < 0 ? -r.n_distinct * Number(reltuples) : r.n_distinct;
      const others = Math.max(1, distinct - vals.length);
      columns.set(r.attname, { shares, other: Math.max(0, 1 - listed) / others });
    }
    const shares = new Map<string, number>();
    (elems ?? []).forEach((e, i) => shares.set(e, Number(freqs![i])));
    // A lexeme missing from the list is rarer than every listed one.
    const rarest = shares.size ? Math.min(...shares.values()) : 1;
    // Pages sampled at random (SYSTEM), so the sample costs its size rather than the table's.
    const percent = Math.min(100, (100 * RANGE_SAMPLE) / Math.max(1, Number(reltuples)));
    const sample = await db.execute<{ min: number | null; max: number | null; at: Date | string }>(
      sql`SELECT salary_min AS min, salary_max AS max, refreshed_at AS at
          FROM job_search TABLESAMPLE SYSTEM (${percent})`,
    );
    const ranges = sample.rows.map((r) => ({ min: r.min, max: r.max, at: new Date(r.at).getTime() }));
    // Before the first ANALYZE no lexeme is listed, and reltuples is PostgreSQL's guess (or -1).
    const analysedRows = shares.size ? Math.max(0, Number(reltuples)) : 0;
    return { shares, rarest, rows: analysedRows, columns, ranges, rangeShares: new Map() };
  }

  function current(): Promise<TSnapshot> {
    if (!snapshot || now() - snapshot.at >= snapshot.ttl) {
      const value = load();
      const taken = (snapshot = { at: now(), ttl: ttlMs, value });
      value.then(
        (s) => {
          if (!s.rows) taken.ttl = Math.min(ttlMs, UNANALYSED_TTL_MS);
        },
        // A failed read is retried by the next search rather than kept.
        () => {
          if (snapshot === taken) snapshot = undefined;
        },
      );
    }
    return snapshot.value;
  }

  return {
    async share(tokens, filters = []) {
      const s = await current();
      // Never analysed: no list at all, so nothing is known to be rare.
      if (!s.shares.size) return 1;
      let share = Math.min(1, ...tokens.map((t) => s.shares.get(t) ?? s.rarest));
      for (const [column, value] of filters) {
        const c = s.columns.get(column);
        if (c) share *= c.shares.get(value) ?? c.other;
      }
      return share;
    },
    async rows() {
      return (await current()).rows;
    },
    async rangeShare({ band, since }) {
      if (!band && !since) return 1;
      const { ranges, rangeShares } = await current();
      if (!ranges.length) return 1;
      // To the minute: a posting age's share of the rows moves far slower.
      const minute = since && Math.floor(since.getTime() / 60_000);
      const key = `${band?.value ?? ''}|${minute ?? ''}`;
      const known = rangeShares.get(key);
      if (known !== undefined) return known;
      const from = minute === undefined ? -Infinity : minute * 60_000;
      const within = (r: TRangeRow) =>
        r.at >= from &&
        (!band ||
          (band.negotiable
            ? r.max === null
            : r.max !== null &&
              r.max >= (band.min ?? 0) &&
              (band.max === null || (r.min !== null && r.min < band.max))));
      const share = ranges.filter(within).length / ranges.length;
      rangeShares.set(key, share);
      return share;
    },
    async listedShares(lexemes) {
      const s = await current();
      return lexemes.map((l) => s.shares.get(l) ?? 0);
    },
  };
}
