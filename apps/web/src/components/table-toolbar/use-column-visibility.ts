import { useCallback, useState } from 'react';
import { loadHiddenColumns, saveHiddenColumns } from './column-memory';

export type ToolbarColumn = { key: string; label: string; hideable?: boolean; defaultHidden?: boolean };

/**
 * Which columns of a table are hidden: remembered per table id, starting from the columns'
 * defaults. Keys of columns that no longer exist are harmless and ignored.
 */
export function useColumnVisibility(tableId: string, columns: readonly ToolbarColumn[]) {
  const [hidden, setHiddenState] = useState<ReadonlySet<string>>(
    () => new Set(loadHiddenColumns(tableId) ?? columns.filter((c) => c.defaultHidden).map((c) => c.key)),
  );
  const setHidden = useCallback(
    (next: ReadonlySet<string>) => {
      setHiddenState(next);
      saveHiddenColumns(tableId, [...next]);
    },
    [tableId],
  );
  const toggle = useCallback(
    (key: string, visible: boolean) => {
      const next = new Set(hidden);
      if (visible) next.delete(key);
      else next.add(key);
      setHidden(next);
    },
    [hidden, setHidden],
  );
  return { hidden, setHidden, toggle };
}
