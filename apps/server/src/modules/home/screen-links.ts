import type { TMenuRow } from '../system';

/**
 * In-app paths of the screens a user's menu contains, by component key, built the way getRouters
 * nests them (directory paths joined with the screen's). A card links only to a screen found here,
 * so a card never points at a screen that does not exist yet or that the user may not open.
 */
export function screenPaths(
  rows: Pick<TMenuRow, 'id' | 'parentId' | 'type' | 'path' | 'component' | 'link'>[],
): Map<string, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  for (const row of rows) {
    if (row.type !== 'C' || !row.component || row.link?.trim()) continue;
    const segments: string[] = [];
    let current: typeof row | undefined = row;
    while (current) {
      segments.unshift(current.path.replace(/^\/+|\/+$/g, ''));
      if (current.parentId === null) break;
      current = byId.get(current.parentId);
    }
    // No parent in the list: the menu would not show this entry either.
    if (!current) continue;
    const path = `/${segments.filter(Boolean).join('/')}`;
    if (path.includes(':') || paths.has(row.component)) continue;
    paths.set(row.component, path);
  }
  return paths;
}
