import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { feedback } from '@/lib/feedback/feedback';
import { downloadStoredFile } from '@/components/download/use-download';
import { ownerOf } from '@/test/owner-of';
import { FileUpload } from './file-upload';
import { uploadWithProgress } from './upload-request';
import { chooseFiles, fileOf, setUpUploads } from './upload-test-utils';

vi.mock('./upload-request', () => ({ uploadWithProgress: vi.fn() }));
vi.mock('@/components/download/use-download', () => ({ downloadStoredFile: vi.fn(async () => true) }));
vi.mock('@/lib/feedback/feedback', () => ({
  feedback: { error: vi.fn(), warning: vi.fn(), loading: vi.fn(() => () => undefined), confirm: vi.fn() },
}));

const uploads = setUpUploads(vi.mocked(uploadWithProgress));

const Owner = ownerOf(FileUpload, [] as string[]);

const errors = () => vi.mocked(feedback.error).mock.calls.map((call) => call[0]);
const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

// antd in jsdom is slow to start on a busy machine.
describe('FileUpload', { timeout: 30_000 }, () => {
  it('lists stored files by known name or URL, and downloads on the name', () => {
    render(
      <Owner initial={['/talent/file/12', '/talent/file/13']} fileNames={{ '/talent/file/12': 'cv.pdf' }} />,
    );
    expect(names()).toEqual(['cv.pdf', '13']);
    fireEvent.click(screen.getByRole('button', { name: 'cv.pdf' }));
    expect(downloadStoredFile).toHaveBeenCalledWith('/talent/file/12', 'cv.pdf');
    expect(screen.getByText('Maximum 5, each at most 5 MB, formats: doc/xls/ppt/txt/pdf')).toBeTruthy();
  });

  it('uploads with a progress bar, then lists the file under its original name', async () => {
    const onChange = vi.fn();
    const onUploaded = vi.fn();
    const { container } = render(<Owner onChange={onChange} onUploaded={onUploaded} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('.doc,.xls,.ppt,.txt,.pdf');

    chooseFiles(container, [fileOf('Report.PDF', 1000)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.options.kind).toBe('file');
    act(() => uploads[0]!.progress(55));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Report.PDF' });
    expect(bar.getAttribute('aria-valuenow')).toBe('55');

    await act(async () => uploads[0]!.resolve('/talent/file/31', 31));
    expect(onChange).toHaveBeenLastCalledWith(['/talent/file/31']);
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 31, url: '/talent/file/31' }));
    expect(names()).toEqual(['Report.PDF']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses docx unless the screen allows it', async () => {
    const { container, unmount } = render(<Owner />);
    chooseFiles(container, [fileOf('a.docx', 10)]);
    await waitFor(() =>
      expect(errors()).toEqual(['wrong format: please upload files in the formats: doc/xls/ppt/txt/pdf']),
    );
    unmount();
    const second = render(<Owner fileTypes={['doc', 'docx']} />);
    chooseFiles(second.container, [fileOf('a.docx', 10)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
  });

  it('refuses more files than the limit and hides the button at the limit', async () => {
    const { container } = render(<Owner initial={['/talent/file/1']} limit={2} />);
    chooseFiles(container, [fileOf('a.pdf', 1), fileOf('b.pdf', 1)]);
    await waitFor(() => expect(errors()).toEqual(['file count cannot exceed 2']));
    expect(uploadWithProgress).not.toHaveBeenCalled();

    chooseFiles(container, [fileOf('c.pdf', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    // An upload in flight counts: the button hides at once, without cancelling it.
    expect(
      screen.getByRole('button', { name: /Choose file/, hidden: true }).closest('[hidden]'),
    ).not.toBeNull();
    await act(async () => uploads[0]!.resolve('/talent/file/2'));
    expect(names()).toEqual(['1', 'c.pdf']);
  });

  it('says "upload file failed" when the server gave no reason', async () => {
    const { container } = render(<Owner />);
    chooseFiles(container, [fileOf('a.pdf', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await act(async () => uploads[0]!.reject(new ApiError('http', 'system interface 502 abnormal')));
    expect(errors()).toEqual(['upload file failed, please retry']);
    expect(names()).toEqual([]);
  });

  it('cancels an upload in flight from its row, and every upload on unmount', async () => {
    const { container, unmount } = render(<Owner />);
    chooseFiles(container, [fileOf('a.pdf', 1), fileOf('b.pdf', 1)]);
    await waitFor(() => expect(uploads).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove a.pdf' }));
    expect(uploads[0]!.options.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('a.pdf')).toBeNull());
    expect(screen.getByText('b.pdf')).toBeTruthy();
    unmount();
    expect(uploads[1]!.options.signal?.aborted).toBe(true);
    // Cancelling is not a failure.
    expect(errors()).toEqual([]);
  });

  it('removes and reorders stored files', () => {
    const onChange = vi.fn();
    render(<Owner initial={['/talent/file/1', '/talent/file/2']} onChange={onChange} />);
    fireEvent.keyDown(screen.getAllByRole('group')[1]!, { key: 'ArrowUp', altKey: true });
    expect(onChange).toHaveBeenLastCalledWith(['/talent/file/2', '/talent/file/1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['/talent/file/2']);
  });

  it('shows a read-only list when disabled', () => {
    render(<Owner initial={['/talent/file/1', '/talent/file/2']} disabled />);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.queryByText(/Maximum 5,/)).toBeNull();
  });
});
