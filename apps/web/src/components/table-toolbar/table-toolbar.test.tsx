import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { clearLocalStorage } from '@/lib/storage';
import { COLUMN_MEMORY_KEY, loadHiddenColumns } from './column-memory';
import { TableToolbar } from './table-toolbar';
import { type ToolbarColumn, useColumnVisibility } from './use-column-visibility';

const COLUMNS: ToolbarColumn[] = [
  { key: 'username', label: 'Username', hideable: false },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', defaultHidden: true },
];

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('column memory', () => {
  it('starts from the column defaults, then remembers per table across mounts', () => {
    const first = renderHook(() => useColumnVisibility('users', COLUMNS));
    expect([...first.result.current.hidden]).toEqual(['email']);
    act(() => first.result.current.toggle('name', false));
    act(() => first.result.current.toggle('email', true));
    first.unmount();

    const again = renderHook(() => useColumnVisibility('users', COLUMNS));
    expect([...again.result.current.hidden]).toEqual(['name']);
    const other = renderHook(() => useColumnVisibility('audit', COLUMNS));
    expect([...other.result.current.hidden]).toEqual(['email']);
    expect(loadHiddenColumns('users')).toEqual(['name']);
  });

  it('survives the local-storage clean-up at logout, and shrugs off junk', () => {
    renderHook(() => useColumnVisibility('users', COLUMNS)).result.current.setHidden(new Set(['name']));
    clearLocalStorage();
    expect(loadHiddenColumns('users')).toEqual(['name']);
    localStorage.setItem(COLUMN_MEMORY_KEY, '{not json');
    expect(loadHiddenColumns('users')).toBeUndefined();
    const fresh = renderHook(() => useColumnVisibility('users', COLUMNS));
    expect([...fresh.result.current.hidden]).toEqual(['email']);
  });
});

describe('<TableToolbar>', () => {
  it('toggles the search panel and refreshes', () => {
    const onToggleSearch = vi.fn();
    const onRefresh = vi.fn();
    const { rerender } = render(
      <TableToolbar showSearch onToggleSearch={onToggleSearch} onRefresh={onRefresh} />,
    );
    const search = screen.getByRole('button', { name: 'Hide search' });
    expect(search.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(search);
    expect(onToggleSearch).toHaveBeenCalledWith(false);
    rerender(<TableToolbar showSearch={false} onToggleSearch={onToggleSearch} onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show search' }));
    expect(onToggleSearch).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Show or hide columns' })).toBeNull();
  });

  it('offers the hideable columns as checkboxes reflecting what is hidden', async () => {
    const onToggleColumn = vi.fn();
    render(<TableToolbar columns={COLUMNS} hidden={new Set(['email'])} onToggleColumn={onToggleColumn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const group = await screen.findByRole('group', { name: 'Show or hide columns' });
    const boxes = group.querySelectorAll('input[type=checkbox]');
    expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Name', 'Email']);
    expect([...boxes].map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    fireEvent.click(boxes[1]!);
    expect(onToggleColumn).toHaveBeenCalledWith('email', true);
  });
});
