import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPermission } from '@rcwb/shared';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { RowActions } from './row-actions';
import { installDomShims } from './test-env';
import type { ActionDef } from './types';

type Row = { id: number };
// Made-up permission names: the run-time check is under test.
const action = (key: string, perms = ['p:any']): ActionDef<Row> => ({
  key,
  labelKey: key,
  perms: perms as TPermission[],
});

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('<RowActions>', () => {
  it('shows up to four inline; beyond, three inline and the rest under More', async () => {
    useSession.setState({ permissions: ['*:*:*'] });
    const onAction = vi.fn();
    const four = ['a', 'b', 'c', 'd'].map((k) => action(k));
    const { rerender } = render(<RowActions row={{ id: 1 }} actions={four} onAction={onAction} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['a', 'b', 'c', 'd']);

    const five = [...four, action('e')];
    rerender(<RowActions row={{ id: 1 }} actions={five} onAction={onAction} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['a', 'b', 'c', 'More ']);
    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-e'));
    expect(onAction).toHaveBeenCalledWith(five[4], { id: 1 });
  });

  it('leaves out what the user may not do and what the row hides', () => {
    useSession.setState({ permissions: ['p:view'] });
    render(
      <RowActions
        row={{ id: 2 }}
        actions={[
          action('view', ['p:view']),
          action('edit', ['p:edit']),
          { ...action('hide', ['p:view']), hidden: (r) => r.id === 2 },
        ]}
        onAction={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['view']);
  });
});
