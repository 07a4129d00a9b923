/**
 * The in-process cache of public job searches: popular searches repeat (the home page's links,
 * shared URLs, the first pages of common keywords), so most requests can be answered without
 * running the same statements again.
 *
 * Freshness: every write to the search index is announced (`searchIndexChanged`) with the search
 * rows it touched, as they were before and after, and a cached search that one of them matches
 * is never served again, so the next search on this node sees a publish, close or take-down at
 * once. A search matches a row when the row's tokens hold all of the search's lexemes (keyword
 * tokens and filter values, search-row.ts): salary bands and "posted within" are left out, so
 * the check errs only towards dropping more. A write whose rows are not given (bulk loads) drops
 * everything. Nodes sharing Redis tell each other their announcements (search-index-bus.ts), so
 * every node drops the same entries at once; without it, other nodes see a write when their
 * entries expire (the TTL, RCWB_SEARCH_CACHE_TTL_SECONDS).
 *
 * Refresh ahead: a search asked in the last quarter of its entry's life is answered from the
 * cache and computed again in the background, so a search asked steadily is never made to wait
 * for its statements again because its entry expired. What is served is never older than the TTL.
 */

/** One announced write: the rows it touched (their lexemes), or every row. */
export type TIndexChange = { generation: number; rows: ReadonlySet<string>[] | 'all' };

/** A write as other nodes hear of it: the rows' lexemes, or every row. */
export type TIndexChangeRows = string[][] | 'all';

/**
 * The announced writes of one app (one node), newest last, up to `keep` of them. A write of more
 * than `maxTokens` tokens in all (an organisation's rename re-indexing many postings) is kept as
 * "every row": checking it would cost more than the searches it could spare, and it bounds the
 * memory. `listen` hears the writes of this node (to tell the other nodes), not those `applied`
 * from other nodes.
 */
export function createIndexChanges(keep = 500, maxTokens = 5_000) {
  let generation = 0;
  /** Consecutive generations: the change of generation g is at g - log[0].generation. */
  const log: TIndexChange[] = [];
  const listeners: ((rows: TIndexChangeRows) => void)[] = [];
  const record = (rows: TIndexChange['rows']) => {
    generation += 1;
    log.push({ generation, rows });
    if (log.length > keep) log.shift();
  };
  const push = (rows: TIndexChange['rows']) => {
    record(rows);
    if (!listeners.length) return;
    const told: TIndexChangeRows = rows === 'all' ? 'all' : rows.map((row) => [...row]);
    for (const listener of listeners) listener(told);
  };
  const setsOf = (rows: readonly (readonly string[])[] | undefined): TIndexChange['rows'] => {
    const tokens = rows?.reduce((n, row) => n + row.length, 0) ?? Infinity;
    return rows && tokens <= maxTokens ? rows.map((row) => new Set(row)) : 'all';
  };
  /** The writes announced after `since`, or undefined when they are no longer all kept. */
  const since = (after: number): TIndexChange[] | undefined => {
    if (after >= generation) return [];
    const first = after + 1 - (log[0]?.generation ?? generation + 1);
    return first < 0 ? undefined : log.slice(first);
  };
  return {
    generation: () => generation,
    since,
    /** Announces a write; no rows: anything may have changed. */
    changed(rows?: readonly (readonly string[])[]) {
      push(setsOf(rows));
    },
    /** Announces again, as new writes, every write after `after` (e.g. once its transaction committed). */
    repeatSince(after: number) {
      const changes = since(after);
      if (!changes) return push('all');
      for (const change of changes) push(change.rows);
    },
    /** Records a write another node announced (not told to the listeners again). */
    applied(rows: TIndexChangeRows) {
      record(rows === 'all' ? 'all' : setsOf(rows));
    },
    listen(listener: (rows: TIndexChangeRows) => void) {
      listeners.push(listener);
    },
  };
}
export type TIndexChanges = ReturnType<typeof createIndexChanges>;

/**
 * The announced writes of a process that did not register its database handle (tools, seeds):
 * every such handle shares this one.
 */
export const searchIndexChanges = createIndexChanges();

/**
 * The announced writes per database handle: an app registers its pool's handle
 * (`registerIndexChanges`), and a search-index transaction its transaction's, so each app of a
 * process (the API tests build several nodes in one) sees only its own writes and what the other
 * nodes announce, as separate processes would.
 */
const logs = new WeakMap<object, TIndexChanges>();

/** Gives `db` a log of its own (once); `tx`, when given, shares the log of `db`. */
export function registerIndexChanges(db: object, tx?: object): TIndexChanges {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = createIndexChanges()));
  if (tx) logs.set(tx, log);
  return log;
}

/** The announced writes that concern `db` (a registered handle or transaction; else the process's). */
export const indexChangesOf = (db?: object): TIndexChanges => (db && logs.get(db)) || searchIndexChanges;

/** How many writes to the search index `db`'s app announced: answers read before a write are stale. */
export const searchIndexGeneration = (db?: object): number => indexChangesOf(db).generation();

/**
 * Announces a write to the search index through `db` with the rows' tokens before and after it
 * (none: anything).
 */
export function searchIndexChanged(db?: object, rows?: readonly (readonly string[])[]): void {
  indexChangesOf(db).changed(rows);
}

/** Whether a search asking for `lexemes` (all of them; none: every row) could list any of the rows. */
const touches = (change: TIndexChange, lexemes: readonly string[]) =>
  change.rows === 'all' || change.rows.some((row) => lexemes.every((l) => row.has(l)));

export type TSearchCacheOptions = {
  /** Most entries kept; 0 switches the cache off (every search runs its statements). */
  maxEntries: number;
  /** Most bytes kept, as estimated by `sizeOf`. */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  /** Estimated size of a value in bytes (default: its JSON length, two bytes a character). */
  sizeOf?: (value: unknown) => number;
  /** The writes to the data the values are computed from (default: the search index's). */
  changes?: TIndexChanges;
};

/** Share of the TTL after which a hit also computes the entry again in the background. */
export const REFRESH_AHEAD = 0.75;

/** `checked`: the last write known not to touch the entry; `refreshAt`: when a hit recomputes it. */
type TEntry<V> = {
  value: V;
  bytes: number;
  expires: number;
  refreshAt: number;
  checked: number;
  lexemes: readonly string[];
};

export type TCacheStats = {
  hits: number;
  /** Misses that waited for a computation already under way instead of running their own. */
  shared: number;
  misses: number;
  /** Hits that also computed their entry again in the background (refresh ahead). */
  refreshes: number;
  entries: number;
  bytes: number;
};

const jsonSize = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0);

/**
 * An LRU map with a TTL, bounded by entry count and estimated bytes, with single-flight loading:
 * concurrent misses of one key wait for one computation instead of each running it.
 */
export function createSearchCache<V>(opts: TSearchCacheOptions) {
  const now = opts.now ?? Date.now;
  const sizeOf = opts.sizeOf ?? jsonSize;
  const changes = opts.changes ?? searchIndexChanges;
  /** Insertion order is recency order: a hit is moved to the end, eviction takes the first. */
  const entries = new Map<string, TEntry<V>>();
  /** The computation under way per key, with the write generation it started at. */
  const inFlight = new Map<string, { gen: number; flight: Promise<V> }>();
  let bytes = 0;
  const stats = { hits: 0, shared: 0, misses: 0, refreshes: 0 };
  const enabled = opts.maxEntries > 0 && opts.maxBytes > 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Whether no write after generation `since` touches a search asking for `lexemes`. */
  function untouchedSince(since: number, lexemes: readonly string[]): boolean {
    const after = changes.since(since);
    return !!after && !after.some((change) => touches(change, lexemes));
  }

  function lookup(key: string): TEntry<V> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now() || !untouchedSince(entry.checked, entry.lexemes)) {
      drop(key);
      return undefined;
    }
    entry.checked = changes.generation();
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, value: V, lexemes: readonly string[], checked: number) {
    const size = sizeOf(value);
    if (size > opts.maxBytes) return;
    drop(key);
    const at = now();
    entries.set(key, {
      value,
      bytes: size,
      expires: at + opts.ttlMs,
      refreshAt: at + opts.ttlMs * REFRESH_AHEAD,
      checked,
      lexemes,
    });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * The cached value of `key`, or the value `compute` gives (shared with every concurrent caller
   * of the same key). `lexemes` are what the search asks for (search.service.ts); a write
   * touching a row that holds them all drops the value. A value is kept only when no such write
   * happened while it was computed: it might have read the rows from before the write. `hit` is
   * true when this caller ran no computation of its own.
   */
  async function get(
    key: string,
    compute: () => Promise<V>,
    lexemes: readonly string[] = [],
  ): Promise<{ value: V; hit: boolean }> {
    if (!enabled) {
      stats.misses += 1;
      return { value: await compute(), hit: false };
    }
    const entry = lookup(key);
    if (entry) {
      stats.hits += 1;
      if (entry.refreshAt <= now()) {
        entry.refreshAt = Infinity; // one refresh per entry; storing its value makes a new entry
        stats.refreshes += 1;
        // A failed refresh changes nothing: the entry serves until it expires.
        load(key, compute, lexemes).catch(() => {});
      }
      return { value: entry.value, hit: true };
    }
    // Joined only while no write since it started could change the answer: it may have read
    // the rows from before such a write.
    const running = inFlight.get(key);
    if (running && untouchedSince(running.gen, lexemes)) {
      stats.shared += 1;
      return { value: await running.flight, hit: true };
    }
    stats.misses += 1;
    return { value: await load(key, compute, lexemes), hit: false };
  }

  /** Runs `compute` for `key` as the one computation concurrent misses wait for, and keeps its value. */
  function load(key: string, compute: () => Promise<V>, lexemes: readonly string[]): Promise<V> {
    const gen = changes.generation();
    const settled = () => {
      if (inFlight.get(key)?.flight === flight) inFlight.delete(key);
    };
    const flight: Promise<V> = compute().then(
      (value) => {
        settled();
        if (untouchedSince(gen, lexemes)) store(key, value, lexemes, changes.generation());
        return value;
      },
      (err: unknown) => {
        settled();
        throw err;
      },
    );
    inFlight.set(key, { gen, flight });
    return flight;
  }

  return {
    get,
    /** False when the cache is switched off: every `get` computes. */
    enabled,
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: (): TCacheStats => ({ ...stats, entries: entries.size, bytes }),
  };
}

export type TSearchCache<V> = ReturnType<typeof createSearchCache<V>>;
