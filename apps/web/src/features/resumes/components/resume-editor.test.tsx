import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import type * as ApiModule from '@/lib/api';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render';
import AddResumeScreen from '../screens/g010401/add';
import type { ResumeInput } from '../api/resumes';

vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn() } };
});

/** The profile prefills the basics; dictionaries are empty (codes are shown as they are). */
function serve() {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/web-auth/getGc01')
      return { exists: true, missingFields: [], record: { education: '4', workYears: 3, region: '350102' } };
    return [];
  });
}

function renderAdd() {
  return renderRoutes(
    [
      { path: '/g01/g010401/add', element: <AddResumeScreen /> },
      { path: '/g01/g010401/edit/:id/:title', element: <p>edit page</p> },
    ],
    '/g01/g010401/add',
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// The whole editor renders (every section, antd pickers) in jsdom: slow on a busy machine.
describe('resume editor (g010401 add)', { timeout: 90_000 }, () => {
  it('asks for a title before saving and sends nothing', async () => {
    serve();
    renderAdd();
    await screen.findByLabelText('Resume title');
    save();
    expect(await screen.findByText('The title must be 1 to 50 characters', {}, SLOW)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('adds an education entry, says what is missing in it, then saves and moves to the edit address', async () => {
    serve();
    const router = renderAdd();
    fireEvent.change(await screen.findByLabelText('Resume title'), { target: { value: '数据分析师' } });
    expect(screen.getByText('Completeness 0%')).toBeTruthy();
    expect(screen.getByText(/Still missing: Basic information, Job intention, Education/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add education/ }));
    const entry = (await screen.findByText('Education 1')).closest('.ant-card') as HTMLElement;
    save();
    // School and start month are required in an entry.
    await waitFor(() => expect(within(entry).getAllByText('Please fill this in')).toHaveLength(2), SLOW);
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(within(entry).getByLabelText('School'), { target: { value: '福州大学' } });
    const start = within(entry).getByLabelText('From');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2016-09' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(start);
    // An education entry counts: 15 of 100.
    expect(await screen.findByText('Completeness 15%', {}, SLOW)).toBeTruthy();

    vi.mocked(api.post).mockResolvedValue({ id: 7, title: '数据分析师', completeness: 15 });
    save();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1), SLOW);
    const [url, body] = vi.mocked(api.post).mock.calls[0]! as [string, ResumeInput];
    expect(url).toBe('/resume/my');
    expect(body.title).toBe('数据分析师');
    expect(body.content.education).toEqual([
      { school: '福州大学', major: '', degree: '', start: '2016-09', end: null },
    ]);
    // The basics came from the profile.
    expect(body.content.basic).toMatchObject({ education: '4', workYears: 3, residence: '350102' });
    expect(body.photoFileId).toBeNull();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/g01/g010401/edit/7/${encodeURIComponent('数据分析师')}`),
    );
  });

  it('refuses an end month before the start with the shared rule’s message', async () => {
    serve();
    renderAdd();
    fireEvent.change(await screen.findByLabelText('Resume title'), { target: { value: '简历' } });
    fireEvent.click(screen.getByRole('button', { name: /Add a job/ }));
    const entry = (await screen.findByText('Job 1')).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(entry).getByLabelText('Company'), { target: { value: '数智科技' } });
    fireEvent.change(within(entry).getByLabelText('Position'), { target: { value: '工程师' } });
    for (const [label, value] of [
      ['From', '2020-05'],
      ['To', '2019-01'],
    ] as const) {
      const input = within(entry).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
      fireEvent.blur(input);
    }
    save();
    expect(await within(entry).findByText('The end cannot be before the start', {}, SLOW)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
