/**
 * The in-process cache of public job searches: popular searches repeat (the home page's links,
 * shared URLs, the first pages of common keywords), so most requests can be answered without
 * running the same statements again.
 *
 * Freshness: every write to the search index bumps a process-wide generation
 * (`searchIndexChanged`), and an entry computed under an older generation is never served, so
 * the next search on this node sees a publish, close or take-down at once. Other nodes see it
 * when their entries expire (the TTL, 30 s by default); invalidation across nodes will come via
 * PostgreSQL LISTEN/NOTIFY on the same generation.
 */

let generation = 0;

/** Marks the search index changed: searches cached before are not served again. */
export function searchIndexChanged(): void {
  generation += 1;
}

/** The current generation of the search index on this node. */
export const searchIndexGeneration = () => generation;

export type TSearchCacheOptions = {
  /** Most entries kept; 0 switches the cache off (every search runs its statements). */
  maxEntries: number;
  /** Most bytes kept, as estimated by `sizeOf`. */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  /** Estimated size of a value in bytes (default: its JSON length, two bytes a character). */
  sizeOf?: (value: unknown) => number;
  /** The generation of the data the values are computed from (default: the search index's). */
  generation?: () => number;
};

type TEntry<V> = { value: V; bytes: number; expires: number; generation: number };

export type TCacheStats = {
  hits: number;
  /** Misses that waited for a computation already under way instead of running their own. */
  shared: number;
  misses: number;
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
  const currentGeneration = opts.generation ?? searchIndexGeneration;
  /** Insertion order is recency order: a hit is moved to the end, eviction takes the first. */
  const entries = new Map<string, TEntry<V>>();
  const inFlight = new Map<string, Promise<V>>();
  let bytes = 0;
  const stats = { hits: 0, shared: 0, misses: 0 };
  const enabled = opts.maxEntries > 0 && opts.maxBytes > 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function lookup(key: string): TEntry<V> | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== currentGeneration() || entry.expires <= now()) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, value: V, gen: number) {
    const size = sizeOf(value);
    if (size > opts.maxBytes) return;
    drop(key);
    entries.set(key, { value, bytes: size, expires: now() + opts.ttlMs, generation: gen });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      drop(oldest);
    }
  }

  /**
   * The cached value of `key`, or the value `compute` gives (shared with every concurrent caller
   * of the same key). A value is kept only when no index write happened while it was computed:
   * it might have read the rows from before the write. `hit` is true when this caller ran no
   * computation of its own.
   */
  async function get(key: string, compute: () => Promise<V>): Promise<{ value: V; hit: boolean }> {
    if (!enabled) {
      stats.misses += 1;
      return { value: await compute(), hit: false };
    }
    const entry = lookup(key);
    if (entry) {
      stats.hits += 1;
      return { value: entry.value, hit: true };
    }
    const gen = currentGeneration();
    const flightKey = `${gen}\u0000${key}`;
    const running = inFlight.get(flightKey);
    if (running) {
      stats.shared += 1;
      return { value: await running, hit: true };
    }
    stats.misses += 1;
    const flight = compute().then(
      (value) => {
        inFlight.delete(flightKey);
        if (currentGeneration() === gen) store(key, value, gen);
        return value;
      },
      (err: unknown) => {
        inFlight.delete(flightKey);
        throw err;
      },
    );
    inFlight.set(flightKey, flight);
    return { value: await flight, hit: false };
  }

  return {
    get,
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: (): TCacheStats => ({ ...stats, entries: entries.size, bytes }),
  };
}

export type TSearchCache<V> = ReturnType<typeof createSearchCache<V>>;
