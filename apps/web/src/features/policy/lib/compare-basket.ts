import { useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/storage';
import { COMPARE_MAX, parseCompareIds } from './comparison';

/**
 * The policies picked for comparison while browsing the list and details, kept for the tab
 * (session storage) so a reload keeps the choice; the comparison itself lives in its URL.
 */
const KEY = 'rcwb-policy-compare';
const storage = safeStorage('sessionStorage');
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function read(): number[] {
  const raw = storage.getItem(KEY);
  if (raw !== cached.raw) cached = { raw, ids: parseCompareIds(raw) };
  return cached.ids;
}

function write(ids: number[]): void {
  storage.setItem(KEY, ids.join(','));
  listeners.forEach((l) => l());
}

export const compareBasket = {
  ids: read,
  /** Adds an id; false when the basket is full. */
  add(id: number): boolean {
    const ids = read();
    if (ids.includes(id)) return true;
    if (ids.length >= COMPARE_MAX) return false;
    write([...ids, id]);
    return true;
  },
  remove(id: number): void {
    write(read().filter((x) => x !== id));
  },
  clear(): void {
    write([]);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCompareBasket(): number[] {
  return useSyncExternalStore(compareBasket.subscribe, read, read);
}
