import { describe, expect, it } from 'vitest';
import { screenPaths } from './screen-links';

const row = (
  id: number,
  parentId: number | null,
  type: 'M' | 'C',
  path: string,
  component: string | null,
  link: string | null = null,
) => ({
  id,
  parentId,
  type,
  path,
  component,
  link,
});

describe('screenPaths', () => {
  it('joins directory paths with the screen’s, as getRouters nests them', () => {
    const paths = screenPaths([
      row(1, null, 'M', 'g30', null),
      row(2, 1, 'C', 'g300101', 'g300101/index'),
      row(3, null, 'M', '/g01/', null),
      row(4, 3, 'M', 'g0107', null),
      row(5, 4, 'C', 'g010705', 'g010705/index'),
      row(6, null, 'C', 'g210101', 'g210101/index'),
    ]);
    expect(Object.fromEntries(paths)).toEqual({
      'g300101/index': '/g30/g300101',
      'g010705/index': '/g01/g0107/g010705',
      'g210101/index': '/g210101',
    });
  });

  it('leaves out links, parameterised paths, orphans and directories', () => {
    const paths = screenPaths([
      row(1, null, 'M', 'g07', 'Layout'),
      row(2, 1, 'C', 'docs', 'InnerLink', 'https://example.com'),
      row(3, 1, 'C', 'detail/:id', 'g070105/detail'),
      row(4, 99, 'C', 'lost', 'g070106/index'),
    ]);
    expect([...paths.keys()]).toEqual([]);
  });

  it('keeps the first screen when two menus share a component', () => {
    const paths = screenPaths([
      row(1, null, 'M', 'a', null),
      row(2, 1, 'C', 'x', 'k/index'),
      row(3, 1, 'C', 'y', 'k/index'),
    ]);
    expect(paths.get('k/index')).toBe('/a/x');
  });
});
