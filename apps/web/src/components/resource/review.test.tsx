import type { TPermission } from '@rcwb/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderRoutes, renderWithQuery } from '@/test/render';
import { useSession } from '@/stores/session-store';
import { ResourceList } from './resource-list';
import type { ReviewDef } from './review';
import { ReviewButtons } from './review-buttons';
import { reviewRowActions, withReviewActions } from './review-actions';
import { installDomShims } from './test-env';
import { type ActionDef, defineResource } from './types';

type Row = { id: number; name: string; state: 'pending' | 'approved' };
const ROWS: Row[] = [
  { id: 1, name: 'Alpha Ltd', state: 'pending' },
  { id: 2, name: 'Beta Ltd', state: 'approved' },
];

const send = vi.fn<(id: number, action: string, reason: string | null) => Promise<unknown>>(async () => ({}));
const review: ReviewDef<Row> = {
  allowed: (r, action) => r.state === 'pending' && action !== 'return',
  reasons: { keys: ['resource.review.reason', 'resource.review.return'] },
  actions: {
    approve: {
      perms: ['t:x:review' as TPermission],
      send: (r) => send(r.id, 'approve', null),
      successKey: 'resource.saved',
    },
    reject: {
      perms: ['t:x:review' as TPermission],
      send: (r, reason) => send(r.id, 'reject', reason),
      successKey: 'resource.saved',
      reason: {
        required: true,
        titleKey: 'resource.review.reject',
        titleParams: () => ({}),
        subject: { labelKey: 'users.username', value: (r) => r.name },
        maxLength: 20,
      },
    },
    return: {
      perms: ['t:x:return' as TPermission],
      send: (r, reason) => send(r.id, 'return', reason),
      successKey: 'resource.saved',
      reason: { required: true, titleKey: 'resource.review.return', titleParams: () => ({}), maxLength: 20 },
    },
  },
};

// antd tables and selects are slow to render under jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => useSession.setState({ permissions: ['t:x:review', 't:x:view'] }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('review row actions', () => {
  it('come in the queue order right after view; reasons open the dialog, approve sends at once', async () => {
    const view: ActionDef<Row> = {
      key: 'view',
      labelKey: 'resource.view',
      perms: ['t:x:view' as TPermission],
    };
    const lock: ActionDef<Row> = { key: 'lock', labelKey: 'users.lock', perms: ['t:x:lock' as TPermission] };
    const actions = withReviewActions([view, lock], review);
    expect(actions.map((a) => a.key)).toEqual(['view', 'approve', 'reject', 'return', 'lock']);
    const [approve, reject, ret] = reviewRowActions(review);
    expect(reject).toMatchObject({
      dialog: 'review:reject',
      danger: true,
      labelKey: 'resource.review.reject',
    });
    expect(ret!.hidden!(ROWS[0]!)).toBe(true);
    expect(approve!.hidden!(ROWS[1]!)).toBe(true);
    await approve!.run!(ROWS[0]!, { t: i18n.t, refresh: () => undefined, open: () => undefined });
    expect(send).toHaveBeenCalledWith(1, 'approve', null);
  });
});

describe('a resource list with a review definition', () => {
  const def = defineResource<Row>({
    id: 'test-review',
    rowKey: (r) => r.id,
    fetchPage: async () => ({ code: 200, msg: '', rows: ROWS, total: 2 }),
    columns: [{ key: 'name', titleKey: 'users.username' }],
    rowActions: [{ key: 'view', labelKey: 'resource.view', perms: ['t:x:view' as TPermission] }],
    review,
  });

  it('offers decisions where the state and the permissions allow, and asks a reject for its reason', async () => {
    renderRoutes([{ path: '/', element: <ResourceList def={def} /> }], '/');
    const pendingRow = (await screen.findByText('Alpha Ltd')).closest('tr')!;
    const decidedRow = screen.getByText('Beta Ltd').closest('tr')!;
    expect(within(decidedRow).queryByTestId('action-approve')).toBeNull();
    // 'return' needs a permission this user lacks.
    expect(within(pendingRow).queryByTestId('action-return')).toBeNull();

    fireEvent.click(within(pendingRow).getByTestId('action-reject'));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('Alpha Ltd');
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    expect(await within(dialog).findByText('Please enter Reason')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    // A reusable reason fills the field; the reviewer may still edit it.
    fireEvent.mouseDown(within(dialog).getByLabelText('Quick choice'));
    fireEvent.click(await screen.findByTitle('Return for changes'));
    const reason = within(dialog).getByLabelText('Reason') as HTMLTextAreaElement;
    await waitFor(() => expect(reason.value).toBe('Return for changes'));
    fireEvent.change(reason, { target: { value: '  Return for changes: licence  ' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    expect(await within(dialog).findByText('At most 20 characters')).toBeTruthy();
    fireEvent.change(reason, { target: { value: '  licence unclear ' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(1, 'reject', 'licence unclear'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

describe('<ReviewButtons> on a detail page', () => {
  it('shows the allowed decisions as buttons; approve can go without asking, reject asks its reason', async () => {
    const onDone = vi.fn();
    renderWithQuery(<ReviewButtons row={ROWS[0]!} review={review} onDone={onDone} confirm={false} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject']);
    fireEvent.click(screen.getByTestId('review-approve'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Saved'));
    expect(send).toHaveBeenCalledWith(1, 'approve', null);

    fireEvent.click(screen.getByTestId('review-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'unclear' } });
    fireEvent.click(within(dialog).getByTestId('form-submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(1, 'reject', 'unclear'));
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for a decided record', () => {
    renderWithQuery(<ReviewButtons row={ROWS[1]!} review={review} onDone={() => undefined} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('offers the decisions in the detail drawer too, where the record is read whole', async () => {
    const withDrawer = defineResource<Row>({
      id: 'test-review-drawer',
      rowKey: (r) => r.id,
      fetchPage: async () => ({ code: 200, msg: '', rows: ROWS, total: 2 }),
      columns: [{ key: 'name', titleKey: 'users.username' }],
      review,
      detail: { titleKey: 'resource.view' },
      rowActions: [
        { key: 'view', labelKey: 'resource.view', perms: ['t:x:view' as TPermission], dialog: 'detail' },
      ],
    });
    renderRoutes([{ path: '/', element: <ResourceList def={withDrawer} /> }], '/');
    fireEvent.click(within((await screen.findByText('Beta Ltd')).closest('tr')!).getByTestId('action-view'));
    const decided = await screen.findByRole('dialog');
    await within(decided).findByTestId('detail-drawer');
    expect(within(decided).queryByTestId('review-approve')).toBeNull();
    fireEvent.click(within(decided).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(screen.getByText('Alpha Ltd').closest('tr')!).getByTestId('action-view'));
    const drawer = await waitFor(() => {
      const open = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Alpha Ltd'));
      expect(open).toBeTruthy();
      return open!;
    });
    expect(within(drawer).getByTestId('review-reject')).toBeTruthy();
    fireEvent.click(within(drawer).getByTestId('review-approve'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(1, 'approve', null));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
