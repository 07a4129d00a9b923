import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION,
  SUPER_ROLE,
  assertCheckValue,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
} from './permissions';

const held = ['g05:job:list', 'g05:job:add'];

describe('permission checks', () => {
  it('any-of passes with one held permission and fails with none', () => {
    expect(hasPermiOr(held, ['g05:job:remove', 'g05:job:add'])).toBe(true);
    expect(hasPermiOr(held, ['g05:job:remove', 'g05:job:edit'])).toBe(false);
    expect(hasPermiOr(held, 'g05:job:list')).toBe(true);
  });

  it('all-of needs every permission', () => {
    expect(hasPermiAnd(held, ['g05:job:list', 'g05:job:add'])).toBe(true);
    expect(hasPermiAnd(held, ['g05:job:list', 'g05:job:remove'])).toBe(false);
  });

  it('matches whole permission strings only', () => {
    expect(hasPermi(held, 'g05:job')).toBe(false);
    expect(hasPermi(held, 'G05:JOB:LIST')).toBe(false);
    expect(hasPermi(['g05:*:*'], 'g05:job:list')).toBe(false);
  });

  it('the wildcard *:*:* grants every permission, in both variants', () => {
    expect(ALL_PERMISSION).toBe('*:*:*');
    expect(hasPermi([ALL_PERMISSION], 'anything:at:all')).toBe(true);
    expect(hasPermiOr(['x:y:z', '*:*:*'], ['a:b:c'])).toBe(true);
    expect(hasPermiAnd(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true);
  });

  it.each([
    ['no held permissions', [], ['a:b:c']],
    ['null held permissions', null, ['a:b:c']],
    ['undefined held permissions', undefined, ['a:b:c']],
    ['no wanted permissions', ['a:b:c'], []],
    ['null wanted permissions', ['a:b:c'], null],
    ['the wildcard but nothing wanted', ['*:*:*'], []],
  ])('empty input gives no access: %s', (_name, h, w) => {
    expect(hasPermiOr(h, w)).toBe(false);
    expect(hasPermiAnd(h, w)).toBe(false);
  });
});

describe('role checks', () => {
  const roles = ['person', 'editor'];

  it('any-of and all-of', () => {
    expect(hasRoleOr(roles, ['org', 'editor'])).toBe(true);
    expect(hasRoleOr(roles, ['org', 'reviewer'])).toBe(false);
    expect(hasRoleAnd(roles, ['person', 'editor'])).toBe(true);
    expect(hasRoleAnd(roles, ['person', 'reviewer'])).toBe(false);
    expect(hasRole(roles, 'person')).toBe(true);
    expect(hasRole(roles, 'admin')).toBe(false);
  });

  it('admin passes every role check', () => {
    expect(SUPER_ROLE).toBe('admin');
    expect(hasRole(['admin'], 'reviewer')).toBe(true);
    expect(hasRoleAnd(['admin'], ['reviewer', 'archivist'])).toBe(true);
  });

  it('admin is a role, not a permission, and *:*:* is a permission, not a role', () => {
    expect(hasPermi(['admin'], 'a:b:c')).toBe(false);
    expect(hasRole(['*:*:*'], 'editor')).toBe(false);
  });

  it('empty input gives no access', () => {
    expect(hasRoleOr([], ['admin'])).toBe(false);
    expect(hasRoleOr(null, ['admin'])).toBe(false);
    expect(hasRoleOr(['admin'], [])).toBe(false);
    expect(hasRoleAnd(['admin'], undefined)).toBe(false);
  });
});

describe('assertCheckValue', () => {
  it.each([[[]], [null], [undefined], ['']])('throws on a missing value (%j)', (value) => {
    expect(() => assertCheckValue('permissions', value)).toThrow(/permissions/);
    expect(() => assertCheckValue('roles', value)).toThrow(/roles/);
  });

  it('returns the values as a list', () => {
    expect(assertCheckValue('roles', ['admin', 'editor'])).toEqual(['admin', 'editor']);
    expect(assertCheckValue('permissions', 'g05:job:add')).toEqual(['g05:job:add']);
  });
});

describe('blank names count as missing', () => {
  it('a blank wanted value gives no access even with the wildcard or admin', () => {
    expect(hasPermi(['*:*:*'], '')).toBe(false);
    expect(hasPermiOr(['*:*:*'], ['', ' '])).toBe(false);
    expect(hasRole(['admin'], '')).toBe(false);
  });

  it('blank entries next to real ones are ignored', () => {
    expect(hasPermiAnd(held, ['g05:job:list', ''])).toBe(true);
    expect(assertCheckValue('roles', ['', 'editor'])).toEqual(['editor']);
    expect(() => assertCheckValue('roles', ['', ' '])).toThrow();
  });
});

describe('separation of duties', () => {
  it('keeps the audit permissions out of the wildcard, and the auditor role out of admin', () => {
    expect(hasPermi([ALL_PERMISSION], 'g07:audit:list')).toBe(false);
    expect(hasPermiOr([ALL_PERMISSION], ['g07:audit:list', 'g07:audit:export'])).toBe(false);
    expect(hasPermiAnd([ALL_PERMISSION], ['g30:user:list', 'g07:audit:list'])).toBe(false);
    expect(hasPermiOr([ALL_PERMISSION], ['g07:audit:list', 'g30:user:list'])).toBe(true);
    expect(hasPermi(['g07:audit:list'], 'g07:audit:list')).toBe(true);
    expect(hasRole([SUPER_ROLE], 'auditor')).toBe(false);
    expect(hasRoleAnd([SUPER_ROLE], ['reviewer', 'auditor'])).toBe(false);
    expect(hasRole(['auditor'], 'auditor')).toBe(true);
    expect(hasRole([SUPER_ROLE], 'reviewer')).toBe(true);
  });
});
