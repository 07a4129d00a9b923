import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPermission } from '@rcwb/shared';
import { ApiError, api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { FormDialog } from './form-dialog';
import { ResourceList } from './resource-list';
import { renderRoutes, renderWithQuery } from '@/test/render';
import { installDomShims } from './test-env';
import { defineFields, defineResource } from './types';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), download: vi.fn() } };
});

type Row = { id: number; username: string; status: string; createdAt: string };
const ROWS: Row[] = [
  { id: 1, username: 'alice', status: 'active', createdAt: '2026-01-02T03:04:05Z' },
  { id: 2, username: 'bob', status: 'locked', createdAt: '2026-01-03T03:04:05Z' },
];

const fetchPage = vi.fn();
const lock = vi.fn();
const def = defineResource<Row>({
  id: 'test-users',
  rowKey: (r) => r.id,
  fetchPage,
  filters: [
    { key: 'keyword', type: 'text', labelKey: 'users.keyword' },
    { key: 'created', type: 'dateRange', labelKey: 'users.createdAt', from: 'createdFrom', to: 'createdTo' },
  ],
  columns: [
    { key: 'username', titleKey: 'users.username', hideable: false },
    { key: 'status', titleKey: 'users.status', type: 'dict', dict: 'account_status' },
    { key: 'createdAt', titleKey: 'users.createdAt', type: 'datetime' },
  ],
  toolbar: [{ key: 'add', labelKey: 'users.add', perms: ['t:user:add' as TPermission], dialog: 'add' }],
  exportTo: { url: '/test/export', perms: ['t:user:export' as TPermission] },
  rowActions: [
    {
      key: 'lock',
      labelKey: 'users.lock',
      perms: ['t:user:lock' as TPermission],
      danger: true,
      hidden: (r) => r.status !== 'active',
      confirm: (r, t) => t('users.lockConfirm', { name: r.username }),
      run: (r) => lock(r.id),
      successKey: 'users.locked',
    },
  ],
});

function renderList(url = '/list') {
  return renderRoutes(
    [
      {
        path: '/list',
        element: (
          <ResourceList
            def={def}
            dialogs={{ add: ({ close }) => <button onClick={close}>add dialog</button> }}
          />
        ),
      },
    ],
    url,
  );
}

const search = (router: ReturnType<typeof createMemoryRouter>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  fetchPage.mockImplementation(async () => ({ code: 200, msg: '', rows: ROWS, total: 2 }));
  vi.mocked(api.get).mockResolvedValue([
    {
      dictType: 'account_status',
      dictValue: 'active',
      dictLabel: 'Active',
      listClass: 'success',
      cssClass: '',
      sort: 0,
      parentValue: null,
    },
    {
      dictType: 'account_status',
      dictValue: 'locked',
      dictLabel: 'Locked',
      listClass: 'warning',
      cssClass: '',
      sort: 1,
      parentValue: null,
    },
  ]);
  useSession.setState({ permissions: ['*:*:*'] });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('<ResourceList>', () => {
  it('loads the page the URL names and shows values by type', async () => {
    renderList('/list?keyword=al&page=2&limit=10');
    await screen.findByText('alice');
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, limit: 10, keyword: 'al' }, expect.anything());
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('al');
    expect((await screen.findByText('Locked')).className).toContain('ant-tag-warning');
    expect(screen.getAllByText(/^2026-01-0\d \d\d:04:05$/)).toHaveLength(2);
  });

  it('keeps filters and paging in the URL: search resets the page, back restores', async () => {
    const router = renderList('/list?keyword=al&page=2');
    await screen.findByText('alice');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(search(router)).toEqual({ keyword: 'bob' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, keyword: 'bob' }, expect.anything()),
    );

    await act(() => router.navigate(-1));
    expect(search(router)).toEqual({ keyword: 'al', page: '2' });
    await waitFor(() => expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('al'));

    fireEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(search(router)).toEqual({}));
  });

  it('shows only the actions the user holds; destructive ones ask first', async () => {
    useSession.setState({ permissions: ['t:user:list'] });
    renderList();
    await screen.findByText('alice');
    expect(screen.queryByTestId('action-lock')).toBeNull();
    expect(screen.queryByTestId('toolbar-add')).toBeNull();
    expect(screen.queryByTestId('resource-export')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
    cleanup();

    useSession.setState({ permissions: ['t:user:lock', 't:user:add'] });
    renderList();
    await screen.findByText('alice');
    const locks = screen.getAllByTestId('action-lock');
    expect(locks).toHaveLength(1); // hidden for bob, who is locked already
    fireEvent.click(locks[0]!);
    expect(await screen.findByText(/Lock the account "alice"\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(lock).not.toHaveBeenCalled();
    fireEvent.click(locks[0]!);
    // jsdom runs no close animation: the cancelled dialog is still in the DOM, the new one is last.
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok')).toHaveLength(2));
    const calls = fetchPage.mock.calls.length;
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1)!);
    await waitFor(() => expect(lock).toHaveBeenCalledWith(1));
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(calls));
    expect(await screen.findByText('The account is locked.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('toolbar-add'));
    fireEvent.click(await screen.findByText('add dialog'));
    await waitFor(() => expect(screen.queryByText('add dialog')).toBeNull());
  });

  it('exports the filters (not the page) through the download helper', async () => {
    renderList('/list?keyword=al&page=3');
    await screen.findByText('alice');
    fireEvent.click(screen.getByTestId('resource-export'));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('/test/export', expect.objectContaining({ keyword: 'al' })),
    );
    expect(vi.mocked(api.download).mock.calls[0]![1]).not.toHaveProperty('page');
  });

  it('hides columns from the toolbar and remembers it', async () => {
    renderList();
    await screen.findByText('alice');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const group = await screen.findByRole('group', { name: 'Show or hide columns' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull());
    cleanup();
    renderList();
    await screen.findByText('alice');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });

  it('shows the empty state, and an error with a working retry', async () => {
    fetchPage.mockResolvedValueOnce({ code: 200, msg: '', rows: [], total: 0 });
    renderList();
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('pagination')).toBeNull();
    cleanup();

    fetchPage.mockRejectedValueOnce(new ApiError('network', 'down'));
    renderList();
    expect(await screen.findByTestId('resource-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('alice')).toBeTruthy();
  });
});

describe('<FormDialog>', () => {
  const fields = defineFields([
    { name: 'username', labelKey: 'users.username', type: 'text', required: true, readOnlyIn: ['edit'] },
    { name: 'password', labelKey: 'users.initialPassword', type: 'password', modes: ['add'] },
  ]);

  const renderDialog = (mode: 'add' | 'edit', submit = vi.fn()) => {
    const onDone = vi.fn();
    renderWithQuery(
      <FormDialog
        open
        mode={mode}
        titleKey="users.add"
        fields={fields}
        initialValues={mode === 'edit' ? { username: 'alice' } : undefined}
        submit={submit}
        onClose={() => undefined}
        onDone={onDone}
      />,
    );
    return { submit, onDone };
  };

  it('serves add and edit with one field list', async () => {
    renderDialog('edit');
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('alice');
    expect(username.disabled).toBe(true);
    expect(screen.queryByLabelText('Initial password')).toBeNull();
    cleanup();
    renderDialog('add');
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByLabelText('Initial password')).toBeTruthy();
  });

  it('checks required fields before sending', async () => {
    const { submit } = renderDialog('add');
    fireEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('Please enter Username')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts the server field messages on the fields and keeps the dialog open', async () => {
    const refusal = Object.assign(new ApiError('business', 'this username is already taken', { code: 601 }), {
      data: { fields: { username: 'systemUsers.usernameTaken', other: 'ignored' } },
    });
    const { submit, onDone } = renderDialog('add', vi.fn().mockRejectedValue(refusal));
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ username: 'alice' })));
    expect(await screen.findByText('this username is already taken')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
