import { describe, expect, it } from 'vitest';
import { SERVER_MENU } from './menu-fixture';
import { matchesQuery, searchEntries } from './menu-search';
import { normalizeMenu } from './menu-tree';

describe('menu search', () => {
  const entries = searchEntries(normalizeMenu(SERVER_MENU));

  it('lists visible screens with their trail, not hidden or parameter routes', () => {
    expect(entries.map((e) => [e.trail.join(' / '), e.href])).toEqual([
      ['My services / Job hunting / Recommended', '/g01/g0107/g010702'],
      ['My services / Workbench', '/g01/g010105'],
      ['My services / Docs', '/g01/example/com/docs'],
      ['My services / Gov portal', 'https://www.gov.cn'],
      ['System / Users', '/g30/g300101'],
      ['Board', '/board'],
    ]);
    expect(entries.find((e) => e.href.startsWith('https'))?.external).toBe(true);
  });

  it('matches every word of the query, ignoring case', () => {
    const users = entries.find((e) => e.href === '/g30/g300101')!;
    expect(matchesQuery(users, 'USERS')).toBe(true);
    expect(matchesQuery(users, 'sys us')).toBe(true);
    expect(matchesQuery(users, 'jobs')).toBe(false);
  });
});
