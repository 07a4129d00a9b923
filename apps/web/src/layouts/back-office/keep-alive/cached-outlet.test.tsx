import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { useTags } from '@/stores/tags-store';
import { liveEffects, renderShell } from '../tags-view/test-shell';
import { type CachedScreen, reconcile } from './screen-cache';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const isShown = (testId: string) => screen.getByTestId(testId).style.display !== 'none';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ username: 'admin' });
  useTags.getState().reset('admin');
  liveEffects.count = 0;
});

afterEach(cleanup);

describe('CachedOutlet', () => {
  it('keeps a visited screen with its typed text when another tab is shown', async () => {
    const { go } = renderShell('/a');
    type('field a', 'draft text');
    await go('/b');
    expect(screen.getByLabelText<HTMLInputElement>('field a', { selector: 'input' }).value).toBe(
      'draft text',
    );
    expect(isShown('screen-a')).toBe(false);
    expect(isShown('screen-b')).toBe(true);
    await go('/a');
    expect(field('field a').value).toBe('draft text');
    expect(isShown('screen-a')).toBe(true);
  });

  it('stops the effects (timers, polls) of hidden screens and restarts them when shown', async () => {
    const { go } = renderShell('/a');
    expect(liveEffects.count).toBe(1);
    await go('/b');
    await go('/c');
    // Three screens mounted, only the visible one has its effects running.
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(liveEffects.count).toBe(1);
    await go('/a');
    expect(liveEffects.count).toBe(1);
  });

  it('tells screens whether they are the visible one, and shows each its own location', async () => {
    const { go } = renderShell('/a');
    await go('/b?page=2');
    const hidden = within(screen.getByTestId('screen-a'));
    expect(hidden.getByTestId('active').textContent).toBe('false');
    expect(hidden.getByTestId('seen-path').textContent).toBe('/a');
    expect(within(screen.getByTestId('screen-b')).getByTestId('active').textContent).toBe('true');
  });

  it('does not keep noCache screens', async () => {
    const { go } = renderShell('/nc');
    type('field nc', 'lost');
    await go('/a');
    expect(screen.queryByTestId('screen-nc')).toBeNull();
    await go('/nc');
    expect(field('field nc').value).toBe('');
  });

  it('keeps two detail pages of different ids as two screens', async () => {
    const { go } = renderShell('/detail/1/Alpha');
    type('field detail1', 'one');
    await go('/detail/2/Beta');
    type('field detail2', 'two');
    await go('/detail/1/Alpha');
    expect(field('field detail1').value).toBe('one');
    expect(field('field detail2').value).toBe('two');
  });

  it('caches screens of three-level menus (nested layouts) whole', async () => {
    const { go } = renderShell('/g1/g2/leaf');
    type('field leaf', 'deep');
    await go('/a');
    await go('/g1/g2/leaf');
    expect(field('field leaf').value).toBe('deep');
  });

  it('unmounts the screen of a closed tab', async () => {
    const { go } = renderShell('/a');
    type('field a', 'gone');
    await go('/b');
    act(() => {
      useTags.getState().closeTag('/a', '/b');
    });
    expect(screen.queryByTestId('screen-a')).toBeNull();
    await go('/a');
    expect(field('field a').value).toBe('');
  });

  it('refresh re-mounts the screen without its state', async () => {
    renderShell('/a');
    type('field a', 'stale');
    act(() => useTags.getState().refreshTag('/a'));
    expect(field('field a').value).toBe('');
  });
});

describe('screen cache bound', () => {
  const visit = (key: string) => ({
    key,
    element: key,
    location: undefined!,
    routerState: null,
    cacheable: true,
  });
  const step = (cache: readonly CachedScreen[], key: string, keep: Set<string>) =>
    reconcile(cache, visit(key), keep, 3);

  it('drops the least recently shown screen beyond the limit, never the current one', () => {
    const keep = new Set(['/a', '/b', '/c', '/d']);
    let cache: readonly CachedScreen[] = [];
    for (const key of ['/a', '/b', '/c', '/a', '/d']) cache = step(cache, key, keep);
    expect(cache.map((e) => e.key).sort()).toEqual(['/a', '/c', '/d']);
  });

  it('returns the same cache when nothing changed (safe to store during render)', () => {
    const keep = new Set(['/a']);
    const cache = step([], '/a', keep);
    expect(step(cache, '/a', keep)).toBe(cache);
  });
});
