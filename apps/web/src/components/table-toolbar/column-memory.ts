import { keepOnClear, safeStorage } from '@/lib/storage';

/**
 * Hidden columns per table, in one local-storage entry. It is a device preference like the
 * language, so it survives the local-storage clean-up at logout.
 */
export const COLUMN_MEMORY_KEY = 'rcwb-table-columns';
keepOnClear(COLUMN_MEMORY_KEY);

type Memory = Record<string, string[]>;

function readAll(): Memory {
  const raw = safeStorage('localStorage').getItem(COLUMN_MEMORY_KEY);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Memory) : {};
  } catch {
    return {};
  }
}

/** The hidden column keys remembered for a table, or undefined when none were saved. */
export function loadHiddenColumns(tableId: string): string[] | undefined {
  const saved = readAll()[tableId];
  return Array.isArray(saved) ? saved.filter((k) => typeof k === 'string') : undefined;
}

export function saveHiddenColumns(tableId: string, hidden: readonly string[]): void {
  const all = readAll();
  all[tableId] = [...hidden];
  safeStorage('localStorage').setItem(COLUMN_MEMORY_KEY, JSON.stringify(all));
}
