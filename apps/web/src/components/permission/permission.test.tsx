import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPermission } from '@rcwb/shared';
import { useSession } from '@/stores/session-store';
import { Permission, Role } from './permission';
import { useAccess, usePermission, useRole } from './use-permission';

// Made-up names as well as declared ones: these tests hold the run-time checks, which any name passes through.
const any = (...names: string[]) => names as TPermission[];
const as = (permissions: string[], roles: string[] = []) => useSession.setState({ permissions, roles });

beforeEach(() => as([], []));
afterEach(cleanup);

describe('<Permission>', () => {
  it('renders for any listed permission, or the wildcard', () => {
    as(['g30:user:add']);
    render(
      <>
        <Permission perms={any('g30:user:remove', 'g30:user:add')}>add</Permission>
        <Permission perms={any('g30:user:remove')[0]!}>remove</Permission>
      </>,
    );
    expect(screen.queryByText('add')).toBeTruthy();
    expect(screen.queryByText('remove')).toBeNull();
    cleanup();
    as(['*:*:*']);
    render(<Permission perms={any('anything:at:all')}>wild</Permission>);
    expect(screen.queryByText('wild')).toBeTruthy();
  });

  it('needs every permission with mode="all", and shows the fallback otherwise', () => {
    as(['a:b:c']);
    render(
      <Permission perms={any('a:b:c', 'd:e:f')} mode="all" fallback={<span>no</span>}>
        yes
      </Permission>,
    );
    expect(screen.queryByText('yes')).toBeNull();
    expect(screen.queryByText('no')).toBeTruthy();
  });

  it('re-checks when the user changes', () => {
    render(<Permission perms={['g30:user:add']}>add</Permission>);
    expect(screen.queryByText('add')).toBeNull();
    act(() => as(['g30:user:add']));
    expect(screen.queryByText('add')).toBeTruthy();
    act(() => as([]));
    expect(screen.queryByText('add')).toBeNull();
  });

  it('throws a developer error for an empty or missing list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Permission perms={[]}>x</Permission>)).toThrow(/Set permissions/);
    expect(() => render(<Permission perms={any('')}>x</Permission>)).toThrow(/Set permissions/);
    expect(() => render(<Role roles={undefined as unknown as string[]}>x</Role>)).toThrow(/Set roles/);
    error.mockRestore();
  });
});

describe('<Role>', () => {
  it('renders for a listed role; admin passes every role check', () => {
    as([], ['editor']);
    render(
      <>
        <Role roles={['org', 'editor']}>content</Role>
        <Role roles={['reviewer']}>review</Role>
        <Role roles={['org', 'editor']} mode="all">
          both
        </Role>
      </>,
    );
    expect(screen.queryByText('content')).toBeTruthy();
    expect(screen.queryByText('review')).toBeNull();
    expect(screen.queryByText('both')).toBeNull();
    cleanup();
    as([], ['admin']);
    render(<Role roles={['reviewer']}>review</Role>);
    expect(screen.queryByText('review')).toBeTruthy();
  });
});

describe('hooks', () => {
  it('usePermission / useRole answer and follow the session', () => {
    as(['x:y:z'], ['org']);
    const perm = renderHook(() => usePermission(any('x:y:z')));
    const role = renderHook(() => useRole('person'));
    expect(perm.result.current).toBe(true);
    expect(role.result.current).toBe(false);
    act(() => as([], ['person']));
    perm.rerender();
    role.rerender();
    expect(perm.result.current).toBe(false);
    expect(role.result.current).toBe(true);
  });

  it('useAccess checks lists built at run time without throwing', () => {
    as(['a:b:c'], ['org']);
    const { result } = renderHook(() => useAccess());
    expect(result.current.hasPermi(any('a:b:c', 'x:x:x'))).toBe(true);
    expect(result.current.hasPermi(any('a:b:c', 'x:x:x'), 'all')).toBe(false);
    expect(result.current.hasPermi([])).toBe(false);
    expect(result.current.hasRole('org')).toBe(true);
  });
});
