import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { uploadWithProgress } from '@/components/upload/upload-request';
import { deferredUploads } from '@/components/upload/upload-test-utils';
import type * as ApiModule from '@/lib/api';
import { renderRoutes } from '@/test/render';
import { installDomShims } from '@/components/resource/test-env';
import { i18n } from '@/lib/i18n';
import FeedbackScreen from '../screens/g010801/add';
// The form's toasts load on first use (lib/feedback); loaded up front, the one the last test
// raises is not imported while the test environment is being torn down.
import '@/lib/feedback/antd-feedback';

vi.mock('@/components/upload/upload-request', () => ({ uploadWithProgress: vi.fn() }));
vi.mock('@/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, api: { ...original.api, page: vi.fn(), post: vi.fn(), get: vi.fn() } };
});

beforeAll(async () => {
  installDomShims();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.page).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      {
        id: 7,
        kind: 'complaint',
        targetKind: 'job',
        targetId: 3,
        targetLabel: 'Data analyst',
        title: 'Salary not as posted',
        content: 'The salary offered differs.',
        attachments: [],
        status: 'replied',
        reply: 'We contacted the organisation.',
        repliedAt: '2026-11-21T08:00:00Z',
        createdAt: '2026-11-20T08:00:00Z',
      },
    ],
    total: 1,
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
// React's scheduler may still hold a render queued by the last test's toast; on a busy machine it
// ran after the environment was torn down ("window is not defined"). Let it run first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 200)));

const render = (url = '/g01/g010801/add') =>
  renderRoutes([{ path: '/g01/g010801/add', element: <FeedbackScreen /> }], url);

describe('feedback screen', () => {
  it('shows the author’s items with status and the staff reply', async () => {
    render();
    expect(await screen.findByText('Salary not as posted')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByText('We contacted the organisation.')).toBeTruthy();
    expect(screen.getByText('A posting: Data analyst')).toBeTruthy();
  });

  it('refuses an empty form without calling the server', async () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a title')).toBeTruthy();
    expect(screen.getByText('Please describe your feedback')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the form as the API takes it, then clears it', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 9 });
    render();
    fireEvent.click(screen.getByLabelText('Complaint'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'No answer for weeks' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Please remind them.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/feedback/my', {
        kind: 'complaint',
        targetKind: null,
        targetId: null,
        title: 'No answer for weeks',
        content: 'Please remind them.',
        attachmentFileIds: [],
      }),
    );
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it('puts the server’s field messages on the fields', async () => {
    vi.mocked(api.post).mockRejectedValue(
      Object.assign(new Error('validation'), { data: { fields: { title: 'feedback.titleLength' } } }),
    );
    render();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The title can be at most 100 characters')).toBeTruthy();
  });

  it('starts as a complaint about the thing a page linked it to', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 10 });
    render('/g01/g010801/add?kind=complaint&targetKind=job&targetId=11');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Complaint' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByLabelText('Number') as HTMLInputElement).value).toBe('11');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Misleading salary' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Lower than posted.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/feedback/my',
        expect.objectContaining({ kind: 'complaint', targetKind: 'job', targetId: 11 }),
      ),
    );
  });

  it('waits for an attachment still sending, then sends it with the form', async () => {
    const uploads = deferredUploads(vi.mocked(uploadWithProgress));
    const id = '33333333-3333-4333-8333-333333333333';
    vi.mocked(api.post).mockResolvedValue({ id: 12 });
    render();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Proof attached' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'See the file.' } });
    const file = document.querySelector<HTMLInputElement>('input#feedback-attachments')!;
    fireEvent.change(file, { target: { files: [new File(['a'], 'proof.pdf')] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    await act(async () => uploads[0]!.resolve(`/talent/file/${id}`));
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/feedback/my',
        expect.objectContaining({ attachmentFileIds: [id] }),
      ),
    );
  });
});
