import { describe, expect, it } from 'vitest';
import * as NAMED from './perms';
import {
  FEEDBACK_PERMS,
  JOB_PERMS,
  MENU_SCREENS,
  PERMISSIONS,
  SCREENS,
  STANDALONE,
  type TNamedPerms,
  type TPermission,
  isPermission,
  screenPath,
  screenPattern,
} from './index';

describe('the screen manifest', () => {
  it('gives every entry a unique key and every menu entry a known parent written before it', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set<string>();
    for (const s of MENU_SCREENS) {
      if ('parent' in s && s.parent) expect(seen.has(s.parent), `${s.key} → ${s.parent}`).toBe(true);
      seen.add(s.key);
    }
  });

  it('names only menu screens as the item a hidden screen keeps lit', () => {
    for (const s of MENU_SCREENS)
      if ('activeMenu' in s) expect(MENU_SCREENS.some((m) => m.key === s.activeMenu)).toBe(true);
    for (const s of STANDALONE)
      if ('from' in s) expect(MENU_SCREENS.some((m) => m.key === s.from)).toBe(true);
  });

  it('builds paths from the parents, with encoded parameters and a query', () => {
    expect(screenPath('g050103')).toBe('/g05/g050103');
    expect(screenPath('g05')).toBe('/g05');
    expect(screenPath('g070101:gbIndex')).toBe('/g07/g070101/gbIndex');
    expect(screenPath('g050101:detail', { id: 3, title: 'A/B 工程师' })).toBe(
      `/g05/g050101/detail/3/${encodeURIComponent('A/B 工程师')}`,
    );
    expect(screenPath('g070102:info', undefined, { id: 9, skip: undefined })).toBe('/g070102/info?id=9');
    expect(screenPath('g010702:deliver', undefined, { tab: 'invitations' })).toBe(
      '/g01/g010702/deliver?tab=invitations',
    );
    expect(screenPattern('g050102:copy')).toBe('/g050102/add/:id/:type');
    // @ts-expect-error a pattern with parameters demands them
    expect(() => screenPath('g050102:edit')).toThrow(/parameter 'id' is missing/);
    // @ts-expect-error a key outside the manifest is a type error
    screenPath('g999999');
  });

  it('declares every named permission, and nothing else', () => {
    for (const p of Object.values(JOB_PERMS)) expect(isPermission(p)).toBe(true);
    expect(isPermission('g05:job:fly')).toBe(false);
    // @ts-expect-error a permission outside the manifest is a type error
    const wrong: TPermission = 'g05:job:fly';
    expect(PERMISSIONS.has(wrong)).toBe(false);
    expect(PERMISSIONS.has('g20:dimension:publish')).toBe(false);
    expect(PERMISSIONS.has('g20:achievement:list')).toBe(true);
  });

  it('checks every object of perms.ts, without a list of them', () => {
    const named: TNamedPerms = { ...NAMED };
    expect(Object.keys(named)).toContain('FEEDBACK_PERMS');
    const wrong: TNamedPerms = {
      ...NAMED,
      // @ts-expect-error a named permission no entry declares fails to compile
      FEEDBACK_PERMS: { ...NAMED.FEEDBACK_PERMS, add: 'g01:feedback:fly' },
    };
    expect(wrong.FEEDBACK_PERMS.add).toBe('g01:feedback:fly');
    // Exported as declared: the package's names are perms.ts's.
    expect(FEEDBACK_PERMS).toBe(NAMED.FEEDBACK_PERMS);
  });
});
