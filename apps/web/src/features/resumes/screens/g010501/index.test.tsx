import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import type { ResumeRow } from '../../api/resumes';
import MyResumesScreen from './index';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return {
    ...original,
    api: { ...original.api, get: vi.fn(), page: vi.fn(), post: vi.fn(), delete: vi.fn() },
  };
});

const row = (over: Partial<ResumeRow>): ResumeRow => ({
  id: 1,
  title: '软件工程师求职简历',
  isDefault: true,
  visibility: 'hidden',
  completeness: 90,
  staffHidden: false,
  staffHiddenReason: null,
  refreshedAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});

function renderList(rows: ResumeRow[]) {
  vi.mocked(api.page).mockResolvedValue({ code: 200, msg: 'ok', rows, total: rows.length });
  return renderRoutes(
    [
      { path: '/g01/g010501', element: <MyResumesScreen /> },
      { path: '/g01/g010401/add', element: <p>editor</p> },
    ],
    '/g01/g010501',
  );
}

const SLOW = { timeout: 5000 };

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('my resumes (g010501)', { timeout: 60_000 }, () => {
  it('invites a person without resumes to create the first one', async () => {
    const router = renderList([]);
    fireEvent.click(await screen.findByRole('button', { name: /Create your first resume/ }, SLOW));
    expect(router.state.location.pathname).toBe('/g01/g010401/add');
  });

  it('shows each resume with its completeness, default badge and update date', async () => {
    renderList([
      row({}),
      row({
        id: 2,
        title: '产品经理方向',
        isDefault: false,
        completeness: 35,
        staffHidden: true,
        staffHiddenReason: '含有联系方式',
      }),
    ]);
    expect(await screen.findByText('软件工程师求职简历', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
    expect(screen.getByText('Completeness 90%')).toBeTruthy();
    expect(screen.getByText('Completeness 35%')).toBeTruthy();
    expect(screen.getAllByText('Updated today')).toHaveLength(2);
    expect(screen.getByText(/Staff hid this resume: 含有联系方式/)).toBeTruthy();
    // Only the other resume can be made the default.
    expect(screen.getAllByRole('button', { name: /Make default/ })).toHaveLength(1);
  });

  it('makes a resume public only after the person agrees to the consent note', async () => {
    renderList([row({})]);
    fireEvent.click(await screen.findByRole('switch', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const ok = within(dialog).getByRole('button', { name: 'Make public' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
    vi.mocked(api.post).mockResolvedValue(row({ visibility: 'public' }));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/resume/my/1/visibility', {
        visibility: 'public',
        consent: true,
      }),
    );
  });

  it('deletes a resume only once confirmed', async () => {
    renderList([row({})]);
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }, SLOW));
    expect(await screen.findByText(/Delete the resume “软件工程师求职简历”\?/, {}, SLOW)).toBeTruthy();
    expect(api.delete).not.toHaveBeenCalled();
    vi.mocked(api.delete).mockResolvedValue({ id: 1, newDefault: null });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/resume/my/1'));
  });
});
